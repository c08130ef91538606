import { useSyncExternalStore } from 'react';

// The bearer token lives in localStorage so a reload keeps the session; a small store
// lets React re-render the moment it changes (sign-in, sign-out, a 401 from any call).
const TOKEN_KEY = 'auth-token';

const listeners = new Set<() => void>();

/**
 * Why the last session ended. An expired session sends the user to sign-in with a way back
 * to the page they were on; a deliberate sign-out does not.
 */
export type TSessionEndReason = 'expired' | 'signed-out';
let endReason: TSessionEndReason | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  endReason = null;
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } finally {
    emit();
  }
}

export function clearToken(reason: TSessionEndReason = 'expired'): void {
  endReason = reason;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } finally {
    emit();
  }
}

export function sessionEndReason(): TSessionEndReason | null {
  return endReason;
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
