// Enumerations of SPEC §3 that belong to document templates, spelled as the spec spells them.
// They live here rather than in shared/enums.ts so the template engine stays one folder.

export const QUESTION_FIELD_TYPES = [
  'ABN',
  'ACN',
  'ADDRESS',
  'BUSINESS_NAME',
  'CHECKBOX',
  'DATE',
  'EMAIL',
  'FREE_TEXT',
  'FULL_NAME',
  'PHONE',
  'SIGNATURE',
] as const;
export type TQuestionFieldType = (typeof QUESTION_FIELD_TYPES)[number];

export const DOCUMENT_CATEGORIES = [
  'compliance',
  'financial',
  'officeHolder',
  'shareholder',
  'support',
  'template',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const VERSION_STATUSES = ['CREATED', 'DELETED', 'FINALISED', 'IN_PROGRESS'] as const;
export type TVersionStatus = (typeof VERSION_STATUSES)[number];

export const TEMPLATE_CHANGE_ACTIONS = ['CLONE', 'CREATE', 'RESTORE', 'UPDATE'] as const;
export type TTemplateChangeAction = (typeof TEMPLATE_CHANGE_ACTIONS)[number];

// The spec names five fonts "and the standard PDF fonts"; these are the base-14 families
// every PDF reader has, so a document set in them needs no embedded font file.
export const STANDARD_PDF_FONTS = [
  'Courier',
  'Courier-Bold',
  'Courier-BoldOblique',
  'Courier-Oblique',
  'Helvetica-Bold',
  'Helvetica-BoldOblique',
  'Helvetica-Oblique',
  'Symbol',
  'Times-Bold',
  'Times-BoldItalic',
  'Times-Italic',
  'Times-Roman',
  'ZapfDingbats',
] as const;
export const FONTS = [
  'Helvetica',
  'caveat',
  'honeyscript',
  'opensans',
  'thesuavity',
  ...STANDARD_PDF_FONTS,
] as const;
export type TFont = (typeof FONTS)[number];

/** States and territories an Australian address may name. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type TAuState = (typeof AU_STATES)[number];
