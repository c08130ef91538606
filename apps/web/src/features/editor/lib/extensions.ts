import StarterKit from '@tiptap/starter-kit';
import { PartyBlock, SignatureBlock } from './blocks';

/**
 * What the editor offers: headings, paragraphs, numbered clauses (ordered lists), bullet
 * lists, bold and italic, page breaks (horizontal rules) and the party and signature blocks.
 * Nothing the PDF and Word writers cannot set is offered, so the download reads as the screen.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
  }),
  PartyBlock,
  SignatureBlock,
];
