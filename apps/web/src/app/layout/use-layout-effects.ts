import { useEffect, useRef } from 'react';
import { type UIMatch, useMatches } from 'react-router';
import { trackSessionStart } from '../../lib/analytics';
import type { TSessionUser } from '../../lib/session';

export type TRouteHandle = { title?: string };

/** The title a route declares in its handle, for pages outside the navigation. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches() as UIMatch<unknown, TRouteHandle | undefined>[];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.handle?.title;
    if (title) return title;
  }
  return undefined;
}

/** SPEC §7: a session_start event once per browser session, never while impersonating. */
export function useSessionStart(user: TSessionUser, pathname: string): void {
  const impersonating = user.impersonateUser;
  // The path where the session began; later page changes must not fire the event again.
  const path = useRef(pathname);
  path.current = pathname;
  useEffect(() => {
    trackSessionStart(path.current, impersonating);
  }, [impersonating]);
}
