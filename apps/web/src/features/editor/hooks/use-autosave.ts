import { useCallback, useEffect, useRef, useState } from 'react';
import type { TEditorContent } from '../api/editor';

export type TSaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

/** How long typing must pause before the document saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves the editor's content a moment after typing stops, one save at a time; content
 * changed during a save is saved straight after it. Leaving the page with changes unsaved
 * asks the browser to warn.
 */
export function useAutosave(save: (content: TEditorContent) => Promise<unknown>) {
  const [state, setState] = useState<TSaveState>('saved');
  const pending = useRef<TEditorContent | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (running.current || !pending.current) return;
    running.current = true;
    const content = pending.current;
    pending.current = null;
    setState('saving');
    try {
      await save(content);
      setState(pending.current ? 'unsaved' : 'saved');
    } catch {
      // Kept to try again with the next change or the Retry button.
      pending.current ??= content;
      setState('failed');
    } finally {
      running.current = false;
    }
    if (pending.current) timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [save]);

  const changed = useCallback(
    (content: TEditorContent) => {
      pending.current = content;
      setState((s) => (s === 'saving' ? s : 'unsaved'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || running.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  return { state, changed, flush };
}
