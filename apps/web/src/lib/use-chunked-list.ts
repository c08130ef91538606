import { startTransition, useEffect, useState } from 'react';

// A long list drawn in one go is one long task on a phone: the page cannot answer a tap
// until every row is built. Drawing the first screenful at once and the rest a chunk at a
// time, each after the browser has had a moment to itself, keeps every task short. Rows are
// only ever added after the ones shown, so nothing on screen moves, the keyboard order is
// the list's order, and once the last chunk is in the list is whole for find-in-page and
// screen readers (the list reports itself busy until then).

export type TChunkedListOptions = {
  /** Rows drawn at once: enough to fill the first screen. */
  first?: number;
  /** Rows added in each later step. */
  step?: number;
  /**
   * What the list shows (a search, a filter, a folder), compared with Object.is. When it
   * changes the list starts again from its first screenful; new data for the same view keeps
   * the rows already drawn, so a row being worked on (its menu open, focus in it) stays.
   */
  view?: unknown;
};

export type TChunkedList<T> = {
  /** The rows to draw now, the list's first ones, in order. */
  shown: T[];
  /** Whether every row is drawn; until then the list should say it is busy. */
  complete: boolean;
};

const FIRST = 12;
const STEP = 12;

type TIdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the browser is idle (or after a short wait at most, so the list keeps
 * growing on a busy page); where idle callbacks are unknown, in a task of its own. Returns
 * a cancel.
 */
function whenIdle(callback: () => void): () => void {
  const w = window as TIdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(callback, { timeout: 200 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/** `items` drawn a screenful first and then a chunk per idle moment; see the note above. */
export function useChunkedList<T>(
  items: readonly T[],
  { first = FIRST, step = STEP, view }: TChunkedListOptions = {},
): TChunkedList<T> {
  const [drawn, setDrawn] = useState({ view, count: first });
  let count = drawn.count;
  if (!Object.is(drawn.view, view)) {
    // Adjusting state while rendering (rather than in an effect) spares one full draw of
    // the new view's list.
    count = first;
    setDrawn({ view, count });
  }
  const total = items.length;

  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() =>
      // A transition, so React too may pause between rows if a tap comes in.
      startTransition(() => setDrawn((d) => ({ ...d, count: d.count + step }))),
    );
  }, [count, total, step]);

  return {
    shown: count >= total ? (items as T[]) : items.slice(0, count),
    complete: count >= total,
  };
}
