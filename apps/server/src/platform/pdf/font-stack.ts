import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { faceFiles, fallbackChain, type TFace, type TFaceFile } from './font-faces.js';
import {
  loadedFontSource,
  loadFontSource,
  sharedFontkit,
  standardFontSource,
  type TGlyphSource,
} from './font-files.js';
import { fitToCharset, runsWidth, splitRuns, type TRun } from './text-fit.js';
import { inRanges } from './unicode-range.js';

// A font stack draws text in the first of its faces that has each character's glyph, so a
// contract set in Helvetica keeps Helvetica for 'Zoë' and borrows Open Sans for the 'Ł' of
// 'Łukasz', and a name in Chinese is drawn from Noto Sans SC.
//
// Laying out a page is synchronous, but font files load asynchronously and only the ones a
// document needs should load. So a document is laid out inside `settle`: a character whose
// file is not loaded yet asks for it and the layout runs again once it is. Only the faces the
// final layout used are embedded, each subset to its glyphs.

export type TDrawAt = { x: number; y: number; size: number; color?: RGB };

export type TFontStack = {
  /** `text` with every character no face can draw replaced (see fitToCharset). */
  fit: (text: string) => string;
  /** The width of fitted text: the sum of its runs, each in its own face. */
  widthOf: (text: string, size: number) => number;
  /** Draws fitted text from (x, y), run by run. Only after `settle`. */
  draw: (page: PDFPage, text: string, at: TDrawAt) => void;
  /** Marks the faces fitted `text` needs, for text drawn after layout (page footers). */
  reserve: (text: string) => void;
  /** The runs fitted `text` is drawn in, each with its face's id ('' for none). */
  runs: (text: string) => { face: string; text: string }[];
};

export type TFontSet = {
  /** A stack that starts with `face` and falls back to the wide-coverage faces. */
  stack: (face: TFace) => TFontStack;
  /** Runs `layout` until every font file it needs is loaded, then embeds what it used. */
  settle: <T>(layout: () => T) => Promise<T>;
};

type TSource = { standard: TGlyphSource } | { files: TFaceFile[] };
/** A glyph source, or a file still to load, or nothing that has the character. */
type TLookup = TGlyphSource | 'pending' | null;

type TSetState = {
  /** Files asked for during this pass and not loaded yet. */
  wanted: Set<string>;
  /** Sources drawn or measured during this pass: the ones to embed. */
  used: Map<string, TGlyphSource>;
  embedded: Map<string, PDFFont>;
  /** Bumped each pass, so a stack forgets the widths (and uses) of the last one. */
  pass: number;
};

function lookup(state: TSetState, sources: readonly TSource[], code: number): TLookup {
  for (const source of sources) {
    if ('standard' in source) {
      if (source.standard.has(code)) return source.standard;
      continue;
    }
    for (const { file, ranges } of source.files) {
      if (!inRanges(ranges, code)) continue;
      const loaded = loadedFontSource(file);
      if (!loaded) {
        // Stop here: a later face must not stand in for a glyph this one may have.
        state.wanted.add(file);
        return 'pending';
      }
      if (loaded.has(code)) return loaded;
    }
  }
  return null;
}

function createStack(state: TSetState, face: TFace): TFontStack {
  const sources: TSource[] = fallbackChain(face).map((f) =>
    'standard' in f ? { standard: standardFontSource(f.standard) } : { files: faceFiles(f) },
  );
  // Settled answers only: a pending file may turn out to have the glyph.
  const known = new Map<number, TGlyphSource | null>();
  const sourceOf = (code: number): TGlyphSource | undefined => {
    const hit = known.get(code);
    if (hit !== undefined) return hit ?? undefined;
    const found = lookup(state, sources, code);
    if (found === 'pending') return undefined;
    known.set(code, found);
    return found ?? undefined;
  };

  let widthsPass = -1;
  const widths = new Map<string, { width: number; runs: TRun<TGlyphSource | undefined>[] }>();
  const runsOf = (text: string) => {
    const runs = splitRuns(text, sourceOf, (source, code) => source?.has(code) === true);
    for (const run of runs) if (run.face) state.used.set(run.face.id, run.face);
    return runs;
  };
  // A character with no source yet (its file is loading) counts as nothing; that layout
  // is thrown away.
  const runWidth = (size: number) => (run: TRun<TGlyphSource | undefined>) =>
    run.face ? run.face.widthOf(run.text, size) : 0;

  const widthOf = (text: string, size: number) => {
    if (widthsPass !== state.pass) {
      widths.clear();
      widthsPass = state.pass;
    }
    const key = `${size}|${text}`;
    const hit = widths.get(key);
    if (hit) {
      for (const run of hit.runs) if (run.face) state.used.set(run.face.id, run.face);
      return hit.width;
    }
    const runs = runsOf(text);
    const width = runsWidth(runs, runWidth(size));
    // Lines are measured once each; only words are worth keeping.
    if (text.length < 40) widths.set(key, { width, runs });
    return width;
  };

  return {
    fit: (text) => fitToCharset(text, (code) => sourceOf(code) !== undefined),
    widthOf,
    reserve: (text) => {
      runsOf(text);
    },
    runs: (text) => runsOf(text).map((run) => ({ face: run.face?.id ?? '', text: run.text })),
    draw: (page, text, at) => {
      let x = at.x;
      const runs = runsOf(text);
      runs.forEach((run, i) => {
        if (run.face) {
          const font = state.embedded.get(run.face.id);
          if (!font) throw new Error(`Font ${run.face.id} was not laid out before drawing`);
          page.drawText(run.text, { x, y: at.y, size: at.size, font, color: at.color });
        }
        // Only a following run needs this one's width; a line in one face is not measured.
        if (i < runs.length - 1) x += runWidth(at.size)(run);
      });
    },
  };
}

/** The fonts of one PDF document. */
export function createFontSet(pdf: PDFDocument): TFontSet {
  pdf.registerFontkit(sharedFontkit);
  const state: TSetState = {
    wanted: new Set(),
    used: new Map(),
    embedded: new Map(),
    pass: 0,
  };
  return {
    stack: (face) => createStack(state, face),
    settle: async (layout) => {
      // Each pass loads at least one new file, so this ends once every file is in.
      for (;;) {
        state.pass += 1;
        state.wanted.clear();
        state.used.clear();
        const result = layout();
        if (state.wanted.size === 0) {
          // In a fixed order, so the same document always gives the same bytes.
          const used = [...state.used.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
          for (const source of used) {
            if (!state.embedded.has(source.id)) {
              state.embedded.set(source.id, await source.embed(pdf));
            }
          }
          return result;
        }
        await Promise.all([...state.wanted].map((file) => loadFontSource(file)));
      }
    },
  };
}
