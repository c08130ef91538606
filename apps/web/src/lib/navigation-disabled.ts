import { useSyncExternalStore } from 'react';

// SPEC §2.1: one shared flag dims and deactivates the whole navigation, e.g. while a flow
// must not be left half-way. Any screen may set it; the sidebar and mobile menu read it.
let disabled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isNavigationDisabled(): boolean {
  return disabled;
}

export function setNavigationDisabled(value: boolean): void {
  if (disabled === value) return;
  disabled = value;
  for (const listener of listeners) listener();
}

export function useNavigationDisabled(): boolean {
  return useSyncExternalStore(subscribe, isNavigationDisabled, isNavigationDisabled);
}
