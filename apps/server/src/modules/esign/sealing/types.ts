// The sealing interface the signing process calls (docs/decisions/0027-sealed-signatures.md).

export type TSignatureFont = 'Helvetica' | 'caveat' | 'honeyscript' | 'opensans' | 'thesuavity';

export type TPlacedValue = {
  imagePng?: Uint8Array;
  text?: string;
  font?: TSignatureFont;
  checked?: boolean;
};

/** A filled field; position and size are fractions of the page, origin top-left. */
export type TPlacement = {
  /** 0-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'SIGNATURE' | 'INITIALS' | 'DATE' | 'TEXT' | 'NAME' | 'CHECKBOX';
  value: TPlacedValue;
};

export type TAuditRecipient = {
  name: string;
  email: string;
  role: string;
  /** How the signer was identified, e.g. 'Link e-mailed to the address', 'Signed in'. */
  verification: string;
  ip?: string;
  userAgent?: string;
  sentAt?: Date;
  viewedAt?: Date;
  signedAt?: Date;
  declinedAt?: Date;
};

export type TSealInput = {
  pdf: Uint8Array;
  title: string;
  processId: string;
  placements: TPlacement[];
  recipients: TAuditRecipient[];
  completedAt: Date;
};

export type TSealResult = { pdf: Uint8Array; originalSha256: string; resultSha256: string };

export type TSealCheck = {
  /** The seal's signature is valid and covers every byte of the file. */
  intact: boolean;
  /** The seal was made with this server's signing certificate. */
  sealedHere: boolean;
  resultSha256: string;
  problem?: string;
};
