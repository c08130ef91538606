import type { TAnswers } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  saveDocumentAnswers,
  sendAnswersOnLeave,
  type TSaveAnswersResult,
} from '../api/document-answers';
import { clearBackup, writeBackup } from './answers-backup';

export type TSaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed';

export const AUTOSAVE_DELAY_MS = 800;
const MAX_RETRY_DELAY_MS = 30_000;

// Retrying these would get the same answer: the document is finished, gone or not theirs.
const PERMANENT_CODES = new Set([
  'BAD_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNAUTHENTICATED',
]);

type TOptions = {
  documentId: string;
  /** A finished document is read-only: nothing is saved. */
  enabled: boolean;
  onSaved?: (result: TSaveAnswersResult) => void;
  delayMs?: number;
};

/**
 * Saves the answers as the customer goes: a pause in typing, Next and Back, and leaving the
 * page all save. One save runs at a time and always sends the newest answers; a failed save
 * keeps the answers in memory (and in the tab's storage) and tries again, waiting longer each time.
 */
type TSaver = {
  latest: TAnswers | null;
  /** Counts changes; `saved` is the change count the server last confirmed. */
  changed: number;
  saved: number;
  inFlight: Promise<boolean> | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
};

const isPending = (saver: TSaver) => saver.changed !== saver.saved;

export function useAutosave({
  documentId,
  enabled,
  onSaved,
  delayMs = AUTOSAVE_DELAY_MS,
}: TOptions) {
  const [status, setStatus] = useState<TSaveStatus>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const saverRef = useRef<TSaver>({
    latest: null,
    changed: 0,
    saved: 0,
    inFlight: null,
    timer: undefined,
    failures: 0,
  });
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const run = useCallback(async (): Promise<boolean> => {
    const saver = saverRef.current;
    clearTimeout(saver.timer);
    while (saver.inFlight) await saver.inFlight;
    if (!isPending(saver) || !saver.latest) return true;
    const version = saver.changed;
    setStatus('saving');
    const attempt = saveDocumentAnswers(documentId, saver.latest).then(
      (result) => {
        saver.saved = Math.max(saver.saved, version);
        saver.failures = 0;
        setFailure(null);
        onSavedRef.current?.(result);
        return true;
      },
      (error: unknown) => {
        if (error instanceof ApiError && PERMANENT_CODES.has(error.code)) {
          setStatus('failed');
          setFailure(error.message);
          return false;
        }
        saver.failures += 1;
        setStatus('retrying');
        const wait = Math.min(1000 * 2 ** saver.failures, MAX_RETRY_DELAY_MS);
        saver.timer = setTimeout(() => void run(), wait);
        return false;
      },
    );
    saver.inFlight = attempt;
    const ok = await attempt;
    saver.inFlight = null;
    if (!ok) return false;
    // More was typed while this save ran: save that too, so a flush ends with all of it saved.
    if (isPending(saver)) return run();
    setStatus('saved');
    clearBackup(documentId);
    return true;
  }, [documentId]);

  /** Records new answers; they are saved once typing pauses. */
  const change = useCallback(
    (answers: TAnswers) => {
      if (!enabled) return;
      const saver = saverRef.current;
      saver.latest = answers;
      saver.changed += 1;
      writeBackup(documentId, answers);
      clearTimeout(saver.timer);
      saver.timer = setTimeout(() => void run(), delayMs);
    },
    [enabled, documentId, delayMs, run],
  );

  /** Saves now; resolves true once the newest answers are saved. */
  const flush = useCallback(() => (enabled ? run() : Promise.resolve(true)), [enabled, run]);

  useEffect(() => {
    if (!enabled) return;
    const saver = saverRef.current;
    const leave = () => {
      if (isPending(saver) && saver.latest) sendAnswersOnLeave(documentId, saver.latest);
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      leave();
      // Only ask the browser to warn when the last save failed: the answers may not be kept.
      if (isPending(saver) && saver.failures > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', leave);
      clearTimeout(saver.timer);
      // Leaving the screen inside the app: the page lives on, but this component does not.
      leave();
    };
  }, [enabled, documentId]);

  return { status, failure, change, flush };
}
