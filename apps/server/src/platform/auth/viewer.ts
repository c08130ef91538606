/** The user an authenticated request acts as. */
export type TViewerUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  postcode: string | null;
  tenant: 'AU' | 'US';
  isLawyer: boolean;
  isAdmin: boolean;
  /** When the owner proved the address is theirs; null while unconfirmed. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
};

export type TViewer = {
  sessionId: string;
  /** Whom the request acts as: the customer while an admin impersonates them. */
  user: TViewerUser;
  /** Who is really signed in (the admin while impersonating). */
  actor: TViewerUser;
  impersonating: boolean;
};
