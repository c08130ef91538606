import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearToken, sessionEndReason, useToken } from '../lib/auth-token';
import { useCurrentUser } from '../lib/session';
import { queryFailure, useRetryNow } from '../lib/ui/query-state';
import { paths } from '../paths';
import { ShellError, ShellLoading } from './shell-frame';

/**
 * Guards the app area: signed-out users go to sign-in and come back to the same page
 * afterwards. A token the server no longer knows (getUser is null) counts as signed out.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const user = useCurrentUser();
  const retryNow = useRetryNow();
  const unknownToken = user.isSuccess && user.data === null;

  useEffect(() => {
    if (unknownToken) clearToken();
  }, [unknownToken]);

  if (!token) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const comeBack = here !== '/' && sessionEndReason() !== 'signed-out';
    return <Navigate replace to={paths.signIn({ next: comeBack ? here : undefined })} />;
  }
  // Who is signed in is not known yet: the frame shows the wait or, from the first failed
  // attempt (retries go on behind it), the error with Retry.
  const failure = user.data ? null : queryFailure(user);
  if (failure) return <ShellError error={failure} onRetry={() => retryNow(user)} />;
  if (user.isPending || unknownToken) return <ShellLoading />;
  return children;
}
