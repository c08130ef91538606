// Enumerations of SPEC §3, spelled exactly as the specification spells them.

export const TENANTS = ['AU', 'US'] as const;
export type TTenant = (typeof TENANTS)[number];

export const COLLABORATION_ROLES = ['EDITOR', 'OWNER', 'SUGGESTER', 'VIEWER'] as const;
export type TCollaborationRole = (typeof COLLABORATION_ROLES)[number];

export const BANNER_FLAVOURS = ['Alert', 'Info', 'Primary', 'Success', 'Warning'] as const;
export type TBannerFlavour = (typeof BANNER_FLAVOURS)[number];

export const AI_MODES = ['ask', 'draft', 'review'] as const;
export type TAiMode = (typeof AI_MODES)[number];

export const DOCUMENT_STATUSES = [
  'AWAITING_MY_SIGNATURE',
  'BOOKMARK',
  'CANCELLED',
  'COLLABORATION_COMPLETE',
  'COLLABORATION_IN_PROGRESS',
  'COMPLETED',
  'DECLINED',
  'ESIGN_IN_PROGRESS',
  'IN_PROGRESS',
  'PENDING_COMPLETION',
  'PENDING_REVIEW',
  'RECEIVED',
  'SELF_SIGNED',
  'SENT',
  'SENT_FOR_SIGNATURE',
  'SIGN_COMPLETE',
  'TO_BE_COMPLETED',
  'UPLOADED',
] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const INVOICE_STATUSES = [
  'deleted',
  'draft',
  'open',
  'paid',
  'uncollectible',
  'void',
] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];
