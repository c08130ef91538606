import * as Y from 'yjs';
import type { TEditorNode } from '../content-model.js';

// The editor's document inside a Yjs doc, laid out as the browser's TipTap Collaboration
// extension (y-prosemirror) lays it out: one XML fragment, an element a node named by its
// type with its attributes, and runs of text as XML text whose formatting attributes are the
// marks. The server reads it to keep the JSON snapshot that versions and downloads use, and
// writes it once, when a document is first opened live.

/** The fragment the browser's Collaboration extension edits (its default name). */
export const LIVE_FRAGMENT = 'default';

type TMark = NonNullable<TEditorNode['marks']>[number];

/** Yjs types for a run of sibling nodes (built before they join the doc, as y-prosemirror does). */
function toTypes(nodes: readonly TEditorNode[]): (Y.XmlElement | Y.XmlText)[] {
  const types: (Y.XmlElement | Y.XmlText)[] = [];
  let run: { insert: string; attributes?: Record<string, object> }[] = [];
  const endRun = () => {
    if (!run.length) return;
    const text = new Y.XmlText();
    text.applyDelta(run);
    types.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      const attributes: Record<string, object> = {};
      for (const mark of node.marks ?? []) attributes[mark.type] = {};
      run.push({ insert: node.text ?? '', ...(node.marks?.length ? { attributes } : {}) });
      continue;
    }
    endRun();
    const element = new Y.XmlElement(node.type);
    for (const [key, value] of Object.entries(node.attrs ?? {})) {
      if (value !== null && value !== undefined) element.setAttribute(key, value as string);
    }
    element.insert(0, toTypes(node.content ?? []));
    types.push(element);
  }
  endRun();
  return types;
}

/** Replaces the Yjs doc's content with a doc node's, in one transaction (an edit, so it syncs). */
export function writeContent(ydoc: Y.Doc, content: TEditorNode, origin?: unknown) {
  const fragment = ydoc.getXmlFragment(LIVE_FRAGMENT);
  ydoc.transact(() => {
    if (fragment.length) fragment.delete(0, fragment.length);
    fragment.insert(0, toTypes(content.content ?? []));
  }, origin);
}

/** A new Yjs doc holding the content; its encoded state is what is stored. */
export function contentToYDoc(content: TEditorNode): Y.Doc {
  const ydoc = new Y.Doc();
  writeContent(ydoc, content);
  return ydoc;
}

function readItem(item: Y.XmlElement | Y.XmlText | Y.XmlHook): TEditorNode[] {
  if (item instanceof Y.XmlText) {
    const delta = item.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[];
    return delta
      .filter((d) => typeof d.insert === 'string' && d.insert.length > 0)
      .map((d) => {
        const marks = Object.keys(d.attributes ?? {}).map((type) => ({ type }) as TMark);
        return {
          type: 'text',
          text: d.insert as string,
          ...(marks.length ? { marks } : {}),
        } as TEditorNode;
      });
  }
  if (!(item instanceof Y.XmlElement)) return [];
  const node: TEditorNode = { type: item.nodeName as TEditorNode['type'] };
  const attrs = item.getAttributes() as Record<string, unknown>;
  if (Object.keys(attrs).length) node.attrs = attrs;
  const content = item.toArray().flatMap((child) => readItem(child));
  if (content.length) node.content = content;
  return [node];
}

/** The Yjs doc's content as the editor's JSON (a doc node). */
export function yDocToContent(ydoc: Y.Doc): TEditorNode {
  const fragment = ydoc.getXmlFragment(LIVE_FRAGMENT);
  return { type: 'doc', content: fragment.toArray().flatMap((item) => readItem(item)) };
}
