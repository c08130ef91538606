import { z } from 'zod';
import { EDITOR_MESSAGES } from './messages.js';

// The editor's document as the browser sends it: ProseMirror JSON limited to the nodes and
// marks the editor offers, so whatever is stored can be laid out by the PDF and Word writers.

export const NODE_TYPES = [
  'doc',
  'heading',
  'paragraph',
  'text',
  'hardBreak',
  'orderedList',
  'bulletList',
  'listItem',
  'horizontalRule',
  'party',
  'signature',
] as const;
export const MARK_TYPES = ['bold', 'italic'] as const;

export type TEditorMark = { type: (typeof MARK_TYPES)[number] };
export type TEditorNode = {
  type: (typeof NODE_TYPES)[number];
  attrs?: Record<string, unknown> | undefined;
  content?: TEditorNode[] | undefined;
  text?: string | undefined;
  marks?: TEditorMark[] | undefined;
};

/** 2 MB of JSON is a few hundred pages: far past any document in the library. */
export const MAX_CONTENT_BYTES = 2_000_000;
const MAX_DEPTH = 24;

const ZMark = z.object({ type: z.enum(MARK_TYPES) });
const ZNode: z.ZodType<TEditorNode> = z.lazy(() =>
  z.object({
    type: z.enum(NODE_TYPES),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(ZNode).optional(),
    text: z.string().max(100_000).optional(),
    marks: z.array(ZMark).max(4).optional(),
  }),
);

function depthOf(node: TEditorNode): number {
  return 1 + Math.max(0, ...(node.content ?? []).map(depthOf));
}

/** A whole editor document: a doc node, not too large, not too deep. */
export const ZEditorContent = z
  .unknown()
  .refine((v) => JSON.stringify(v ?? null).length <= MAX_CONTENT_BYTES, {
    error: EDITOR_MESSAGES.contentTooLarge,
    abort: true,
  })
  .pipe(ZNode)
  .refine((doc) => doc.type === 'doc' && depthOf(doc) <= MAX_DEPTH, {
    error: EDITOR_MESSAGES.contentInvalid,
  });
