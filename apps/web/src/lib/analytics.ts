import { useCallback } from 'react';
import { apiRequest } from './api-client';
import { useCurrentUser } from './session';

export type TAnalyticsProperties = Record<string, unknown>;

const SESSION_START_KEY = 'analytics-session-started';

/** Fire-and-forget: analytics must never break or slow down what the user is doing. */
export function sendAnalyticsEvent(name: string, properties: TAnalyticsProperties = {}): void {
  apiRequest('/analytics/events', {
    method: 'POST',
    body: { name, properties },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Returns a tracker bound to the current user. While an admin impersonates a customer
 * nothing is sent at all (SPEC §6), so the customer's figures stay theirs.
 */
export function useTrack(): (name: string, properties?: TAnalyticsProperties) => void {
  const { data: user } = useCurrentUser();
  const silent = user?.impersonateUser === true;
  return useCallback(
    (name, properties) => {
      if (silent) return;
      sendAnalyticsEvent(name, properties);
    },
    [silent],
  );
}

/** session_start goes once per browser session (tab lifetime), only for a real user. */
export function trackSessionStart(path: string, impersonating: boolean): void {
  if (impersonating) return;
  try {
    if (window.sessionStorage.getItem(SESSION_START_KEY)) return;
    window.sessionStorage.setItem(SESSION_START_KEY, '1');
  } catch {
    // Without sessionStorage we cannot de-duplicate; sending nothing beats flooding.
    return;
  }
  sendAnalyticsEvent('session_start', { path });
}

/** A new sign-in in the same tab is a new session. */
export function resetAnalyticsSession(): void {
  try {
    window.sessionStorage.removeItem(SESSION_START_KEY);
  } catch {
    // Nothing to reset when storage is unavailable.
  }
}
