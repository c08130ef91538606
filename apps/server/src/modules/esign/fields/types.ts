export const FIELD_TYPES = ['SIGNATURE', 'INITIALS', 'DATE', 'TEXT', 'NAME', 'CHECKBOX'] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];

/** A field ready to store: position and size as fractions of the page, origin top-left. */
export type TLaidField = {
  recipientIndex: number;
  /** 0-based page index. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: TFieldType;
  required?: boolean;
};

const NAMES: Record<TFieldType, string> = {
  SIGNATURE: 'signature',
  INITIALS: 'initials',
  DATE: 'date',
  TEXT: 'text',
  NAME: 'name',
  CHECKBOX: 'checkbox',
};

/** 'signature field on page 2', as messages name a field. */
export const fieldWhere = (f: { type: TFieldType; page: number }) =>
  `${NAMES[f.type]} field on page ${f.page + 1}`;
