import type { TDocumentCategory, TFont } from './enums.js';

// What render() produces: a finished document with every word decided, for the PDF and
// DOCX writers to lay out. Writers add no wording and no numbering of their own.

/** A typed name (writers set it in a script font) or a drawn signature as a PNG data URL. */
export type TSignatureMark = { kind: 'typed'; name: string } | { kind: 'image'; dataUrl: string };

export type TRenderedBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | {
      type: 'clause';
      id?: string;
      /** Full reference, e.g. '4.2(a)', as citations print it. */
      number: string;
      /** What is printed beside the clause, e.g. '(a)'. */
      label: string;
      /** 1 for a top-level clause, 2 for 1.1, 3 for (a) … */
      depth: number;
      title?: string;
      text?: string;
      children: TRenderedBlock[];
    }
  | { type: 'party'; name: string; role?: string; details: { label?: string; text: string }[] }
  | {
      type: 'signature';
      party: string;
      statement?: string;
      signatory?: string;
      capacity?: string;
      /** Null leaves a line to sign on by hand or by e-signature. */
      signature: TSignatureMark | null;
      date?: string;
    }
  | { type: 'pageBreak' };

export type TRenderedDocument = {
  templateId: string;
  title: string;
  category: TDocumentCategory;
  font: TFont;
  /** The calendar day it was made, yyyy-MM-dd, in the time zone used for rendering. */
  date: string;
  blocks: TRenderedBlock[];
};
