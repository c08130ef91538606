import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';

/** The app frame behind sign-in, as one route component so it can load on demand. */
export function SignedInFrame() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
