import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import StarterKit from '@tiptap/starter-kit';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import { PartyBlock, SignatureBlock } from './blocks';
import type { LiveConnection } from './live-connection';
import { Suggesting, type TSuggestingOptions } from './suggesting';

const starterKit = (opts: { undoRedo: boolean }) =>
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: false,
    // Editing together, undo is Collaboration's: it undoes only this person's changes.
    ...(opts.undoRedo ? {} : { undoRedo: false }),
  });

/**
 * What the editor offers: headings, paragraphs, numbered clauses (ordered lists), bullet
 * lists, bold and italic, page breaks (horizontal rules) and the party and signature blocks.
 * Nothing the PDF and Word writers cannot set is offered, so the download reads as the screen.
 */
export const editorExtensions = [starterKit({ undoRedo: true }), PartyBlock, SignatureBlock];

/** Everyone else's caret and selection, labelled with their name in their colour. */
const LiveCarets = Extension.create<{ connection: LiveConnection | null }>({
  name: 'liveCarets',
  addOptions: () => ({ connection: null }),
  addProseMirrorPlugins() {
    const awareness = this.options.connection?.awareness;
    return awareness
      ? [
          yCursorPlugin(awareness, {
            cursorBuilder: (user: { name?: string; color?: string }) => {
              const caret = document.createElement('span');
              caret.className = 'cw-live-caret';
              // Inside the text, so hidden from screen readers: the header says who is here.
              caret.setAttribute('aria-hidden', 'true');
              caret.style.borderColor = user.color ?? '#868e96';
              const label = document.createElement('span');
              label.className = 'cw-live-caret-label';
              label.style.backgroundColor = user.color ?? '#868e96';
              label.textContent = user.name ?? 'Someone';
              caret.append(label);
              return caret;
            },
          }),
        ]
      : [];
  },
});

/**
 * The editor bound to the document's live Yjs doc, with everyone's carets and pending
 * suggestions; a suggester's changes become suggestions.
 */
export const liveEditorExtensions = (
  connection: LiveConnection,
  suggesting: TSuggestingOptions,
) => [
  starterKit({ undoRedo: false }),
  PartyBlock,
  SignatureBlock,
  Collaboration.configure({ document: connection.ydoc }),
  LiveCarets.configure({ connection }),
  Suggesting.configure(suggesting),
];
