import type { TAnswers } from '@app/domain';

// A copy of unsaved answers in this tab's session storage, so a reload during an outage
// keeps what was typed. Session (not local) storage: legal answers should not outlive the
// tab on a shared computer.

type TBackup = { answers: TAnswers; at: number };

const keyOf = (documentId: string) => `clausewell:answers:${documentId}`;

export function writeBackup(documentId: string, answers: TAnswers): void {
  try {
    const backup: TBackup = { answers, at: Date.now() };
    window.sessionStorage.setItem(keyOf(documentId), JSON.stringify(backup));
  } catch {
    // Storage full or switched off: the in-memory copy and the retries remain.
  }
}

export function clearBackup(documentId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(documentId));
  } catch {
    // Nothing to clear.
  }
}

/** The backed-up answers if they are newer than the saved ones, else null. */
export function readBackup(documentId: string, savedAt: string): TAnswers | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(documentId));
    if (!raw) return null;
    const backup = JSON.parse(raw) as Partial<TBackup>;
    const saved = Date.parse(savedAt);
    const fresh = typeof backup.at === 'number' && (Number.isNaN(saved) || backup.at > saved);
    const usable = backup.answers && typeof backup.answers === 'object';
    return fresh && usable ? (backup.answers as TAnswers) : null;
  } catch {
    return null;
  }
}
