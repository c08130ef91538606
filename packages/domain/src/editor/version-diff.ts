// Comparing two versions of an edited document: clause by clause, word by word. Clauses are
// matched on their wording, so a clause that moved shows as deleted where it was and inserted
// where it is now; the numbers in front of clauses are left out of the comparison, so a clause
// renumbered because another was added or removed is not reported as changed.

/** The parts of the editor's ProseMirror JSON the comparison reads. */
export type TDiffSourceNode = {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  content?: TDiffSourceNode[] | undefined;
  text?: string | undefined;
};

/** One block of a version as read for comparing: its number as shown and its words. */
export type TDiffClause = { label: string | null; text: string };

export type TDiffSegmentKind = 'SAME' | 'INSERTED' | 'DELETED';
export type TDiffSegment = { kind: TDiffSegmentKind; text: string };

export type TDiffParagraphKind = 'SAME' | 'CHANGED' | 'INSERTED' | 'DELETED';
export type TDiffParagraph = {
  kind: TDiffParagraphKind;
  /** The clause number in the older version (null if inserted or unnumbered). */
  fromLabel: string | null;
  /** The clause number in the newer version (null if deleted or unnumbered). */
  toLabel: string | null;
  segments: TDiffSegment[];
};

export type TVersionDiff = {
  paragraphs: TDiffParagraph[];
  /** Words inserted and deleted across the document. */
  insertedWords: number;
  deletedWords: number;
};

function textOf(node: TDiffSourceNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join('');
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function partyText(attrs: Record<string, unknown>): string {
  const details = Array.isArray(attrs.details)
    ? attrs.details
        .map((d) => (d && typeof d === 'object' ? d : {}) as Record<string, unknown>)
        .map((d) => [str(d.label), str(d.text)].filter(Boolean).join(': '))
    : [];
  return [[str(attrs.role), str(attrs.name)].filter(Boolean).join(': '), ...details]
    .filter(Boolean)
    .join(', ');
}

function signatureText(attrs: Record<string, unknown>): string {
  const who = [str(attrs.party), str(attrs.signatory)].filter(Boolean).join(', ');
  return who ? `Signed for ${who}` : 'Signature';
}

/** Reads a document into its blocks in order: headings, paragraphs, clauses, parties, signatures. */
export function clausesOf(doc: TDiffSourceNode): TDiffClause[] {
  const out: TDiffClause[] = [];
  // `number` is the clause these nodes belong to: its first paragraph shows it, its lists
  // number their items under it.
  const walk = (nodes: TDiffSourceNode[], number: string | null) => {
    let label = number;
    for (const node of nodes) {
      switch (node.type) {
        case 'orderedList':
        case 'bulletList': {
          const start = typeof node.attrs?.start === 'number' ? node.attrs.start : 1;
          (node.content ?? []).forEach((item, i) => {
            const own =
              node.type === 'orderedList'
                ? number
                  ? `${number}.${start + i}`
                  : `${start + i}`
                : null;
            walk(item.content ?? [], own);
          });
          break;
        }
        case 'listItem':
          walk(node.content ?? [], number);
          break;
        case 'party':
          out.push({ label: null, text: partyText(node.attrs ?? {}) });
          break;
        case 'signature':
          out.push({ label: null, text: signatureText(node.attrs ?? {}) });
          break;
        case 'horizontalRule':
          break;
        case 'heading':
        case 'paragraph': {
          const text = textOf(node).replace(/\s+/g, ' ').trim();
          if (text) out.push({ label, text });
          // A clause's number belongs to its first paragraph only.
          label = null;
          break;
        }
        default:
          if (node.content) walk(node.content, label);
      }
    }
  };
  walk(doc.content ?? [], null);
  return out;
}

/** A number typed at the start of a clause ("3.", "4.2", "(b)") is numbering, not wording. */
const LEADING_NUMBER = /^(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,4}\)|[a-z]\))\s+/i;

/** What two clauses are compared on: their words without numbering or spacing differences. */
export function clauseKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(LEADING_NUMBER, '');
}

/** Longest common subsequence of two lists by equality, as pairs of indexes in order. */
function commonPairs<T>(a: T[], b: T[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  const table: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Words, each with the spaces after it (the spaces are not compared). */
const tokens = (text: string) => text.match(/\S+\s*/g) ?? [];
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function pushSegment(out: TDiffSegment[], kind: TDiffSegmentKind, text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.kind === kind) last.text += text;
  else out.push({ kind, text });
}

/** A word-level comparison of two texts: the words kept, inserted and deleted, in reading order. */
export function diffWords(from: string, to: string): TDiffSegment[] {
  const a = tokens(from);
  const b = tokens(to);
  const out: TDiffSegment[] = [];
  let i = 0;
  let j = 0;
  const pairs = commonPairs(
    a.map((t) => t.trim()),
    b.map((t) => t.trim()),
  );
  for (const [pi, pj] of [...pairs, [a.length, b.length] as [number, number]]) {
    const deleted = a.slice(i, pi).join('');
    const inserted = b.slice(j, pj).join('');
    // The space after a changed run is kept, not changed: "two years" → "three years"
    // marks "two" and "three" only.
    const space = (inserted || deleted).match(/\s*$/)?.[0] ?? '';
    pushSegment(out, 'DELETED', deleted.trimEnd());
    pushSegment(out, 'INSERTED', inserted.trimEnd());
    pushSegment(out, 'SAME', space + (pj < b.length ? b[pj]! : ''));
    i = pi + 1;
    j = pj + 1;
  }
  return out;
}

/** Share of words two clauses have in common: above a half, one is an edit of the other. */
function similar(a: string, b: string): boolean {
  const wa = a.split(' ');
  const wb = b.split(' ');
  const common = commonPairs(wa, wb).length;
  return common * 2 >= Math.max(wa.length, wb.length);
}

/**
 * Compares two versions clause by clause. Clauses with the same wording are matched in order;
 * between two matches, a deleted clause and an inserted one that share most of their words are
 * shown as one changed clause with its words marked, the others as deleted or inserted whole.
 */
export function diffClauses(from: TDiffClause[], to: TDiffClause[]): TVersionDiff {
  const keysA = from.map((c) => clauseKey(c.text));
  const keysB = to.map((c) => clauseKey(c.text));
  const paragraphs: TDiffParagraph[] = [];
  const whole = (kind: 'INSERTED' | 'DELETED', c: TDiffClause, key: string) =>
    paragraphs.push({
      kind,
      fromLabel: kind === 'DELETED' ? c.label : null,
      toLabel: kind === 'INSERTED' ? c.label : null,
      segments: [{ kind, text: key }],
    });

  let i = 0;
  let j = 0;
  for (const [pi, pj] of [
    ...commonPairs(keysA, keysB),
    [from.length, to.length] as [number, number],
  ]) {
    // The gap before this match: pair edits of the same clause, the rest go whole.
    while (i < pi || j < pj) {
      if (i < pi && j < pj && similar(keysA[i]!, keysB[j]!)) {
        paragraphs.push({
          kind: 'CHANGED',
          fromLabel: from[i]!.label,
          toLabel: to[j]!.label,
          segments: diffWords(keysA[i]!, keysB[j]!),
        });
        i++;
        j++;
      } else if (i < pi && (j >= pj || !keysB.slice(j, pj).some((k) => similar(keysA[i]!, k)))) {
        whole('DELETED', from[i]!, keysA[i]!);
        i++;
      } else if (j < pj) {
        whole('INSERTED', to[j]!, keysB[j]!);
        j++;
      } else {
        whole('DELETED', from[i]!, keysA[i]!);
        i++;
      }
    }
    if (pi < from.length) {
      paragraphs.push({
        kind: 'SAME',
        fromLabel: from[pi]!.label,
        toLabel: to[pj]!.label,
        segments: [{ kind: 'SAME', text: keysB[pj]! }],
      });
    }
    i = pi + 1;
    j = pj + 1;
  }

  let insertedWords = 0;
  let deletedWords = 0;
  for (const p of paragraphs) {
    for (const s of p.segments) {
      if (s.kind === 'INSERTED') insertedWords += wordCount(s.text);
      if (s.kind === 'DELETED') deletedWords += wordCount(s.text);
    }
  }
  return { paragraphs, insertedWords, deletedWords };
}

/** Compares two editor documents (ProseMirror JSON), the older first. */
export function diffDocuments(from: TDiffSourceNode, to: TDiffSourceNode): TVersionDiff {
  return diffClauses(clausesOf(from), clausesOf(to));
}
