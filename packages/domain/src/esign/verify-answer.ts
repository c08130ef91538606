/**
 * What the public verify page learns about an uploaded PDF (POST /api/esign/verify). Who
 * signed, and when, is told only for a file completed here and unchanged since.
 */
export type TVerifyAnswer = {
  /** The seal covers the whole file and no byte has changed since it was made. */
  intact: boolean;
  /** The seal was made with this server's signing certificate. */
  sealedHere: boolean;
  /** SHA-256 of the uploaded file, hex. */
  resultSha256: string;
  title?: string;
  /** ISO 8601. */
  completedAt?: string;
  signers?: { name: string; email: string; signedAt: string }[];
  /** Why the file could not be vouched for, in words for the person checking it. */
  problem?: string;
};
