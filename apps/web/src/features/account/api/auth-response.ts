/** What sign-in and a followed confirmation link answer; the user is re-read through GetUser. */
export type TAuthResponse = {
  token: string;
  expiresAt: string;
  user: { flakeId: string; email: string };
};

export type TMessageResponse = { message: string };

/** Sign-up's answer, the same whether or not the address already had an account. */
export type TSignUpResponse = TMessageResponse & { email: string };
