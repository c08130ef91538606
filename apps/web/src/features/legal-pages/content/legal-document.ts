/** A legal page as data: headed sections of paragraphs and bullet lists, in reading order. */
export type TLegalBlock = string | { list: string[] };

export type TLegalSection = { id: string; heading: string; blocks: TLegalBlock[] };

export type TLegalDocument = {
  title: string;
  /** Shown under the title, as "Last updated 25 November 2026". */
  updated: string;
  summary: string;
  sections: TLegalSection[];
};

/** Where questions, complaints and privacy requests go. */
export const LEGAL_CONTACT = {
  supportEmail: 'support@clausewell.com.au',
  privacyEmail: 'privacy@clausewell.com.au',
} as const;
