/** What sign-in and sign-up answer; the user is re-read through GetUser afterwards. */
export type TAuthResponse = {
  token: string;
  expiresAt: string;
  user: { flakeId: string; email: string };
};

export type TMessageResponse = { message: string };
