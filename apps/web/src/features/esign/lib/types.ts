import type { TExecutionJurisdiction } from '@app/domain';
// The e-sign records as the web reads them: the GraphQL types of the e-sign contract, with the
// enums narrowed to their values so screens can switch over them exhaustively.

export type TEsignStatus =
  | 'CANCELLED'
  | 'COMPLETE'
  | 'CREATED'
  | 'DECLINED'
  | 'SENT'
  | 'SIGNED'
  | 'VIEWED';
export type TSigningProcessStatus =
  | 'COMPLETED'
  | 'CREATED'
  | 'DELETED'
  | 'IN_PROGRESS'
  | 'SELF_SIGNED';
export type TSigningOrder = 'PARALLEL' | 'SEQUENTIAL';
export type TSigningRole = 'SIGNER' | 'APPROVER' | 'VIEWER' | 'WITNESS';
export type TSignatureStyle = 'DATE' | 'DRAWN' | 'GENERATED' | 'TEXT' | 'UPLOADED';
export type TSignatureFont = 'Helvetica' | 'caveat' | 'honeyscript' | 'opensans' | 'thesuavity';
export type TSigningFieldType = 'SIGNATURE' | 'INITIALS' | 'DATE' | 'TEXT' | 'NAME' | 'CHECKBOX';

export type TSignatureInput = {
  style: TSignatureStyle;
  font?: TSignatureFont | null;
  text?: string | null;
  imagePngBase64?: string | null;
};

export type TSigningField = {
  id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: TSigningFieldType;
  required: boolean;
  recipientId: string;
};

export type TSignerSession = {
  processId: string;
  title: string;
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  role: TSigningRole;
  status: TEsignStatus;
  documentPdfUrl: string;
  pageCount: number;
  fields: TSigningField[];
  needsCode: boolean;
  canSign: boolean;
  waitingFor: string | null;
  message: string | null;
  expiresAt: string | null;
};

export type TSigningRecipient = {
  id: string;
  name: string;
  email: string;
  role: TSigningRole;
  /** The State or territory whose law governs their signing; null for the document's. */
  state: TExecutionJurisdiction | null;
  position: number;
  status: TEsignStatus;
  sentAt: string | null;
  viewedAt: string | null;
  signedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
};

export type TSigningEvent = {
  id: string;
  at: string;
  kind: string;
  actor: string | null;
  detail: string | null;
};

export type TSigningProcess = {
  id: string;
  documentId: string;
  title: string;
  status: TSigningProcessStatus;
  order: TSigningOrder;
  message: string | null;
  expiresAt: string | null;
  createdAt: string;
  completedAt: string | null;
  recipients: TSigningRecipient[];
  events: TSigningEvent[];
  signedPdfUrl: string | null;
};

export type TEsignAllowance = { unlimited: boolean; freeRemaining: number };

export type TFieldValue = { fieldId: string; text?: string | null; checked?: boolean | null };

export type TRecipientDraft = {
  name: string;
  email: string;
  role: TSigningRole;
  verifyByCode: boolean;
  /** Where they sign, when it differs from the law the document names. */
  state: TExecutionJurisdiction | null;
};

export type TSendDraft = {
  documentId: string;
  recipients: TRecipientDraft[];
  order: TSigningOrder;
  message: string;
  /** yyyy-mm-dd, the last day the request can be signed; empty for the server's default. */
  expiresOn: string;
  remindEveryDays: number | null;
  signFirst: TSignatureInput | null;
  /** Fields the sender placed; null for the default signing pages. */
  fields?: TPlacedFieldInput[] | null;
  companies?: TCompanySigningInput[] | null;
};

export type TPlacedFieldInput = {
  recipientEmail: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: TSigningFieldType;
  required: boolean;
};

export type TCompanySigningInput = {
  name: string;
  acn: string;
  execution: 'TWO_DIRECTORS' | 'DIRECTOR_AND_SECRETARY' | 'SOLE_DIRECTOR_AND_SECRETARY';
  officerEmails: string[];
};
