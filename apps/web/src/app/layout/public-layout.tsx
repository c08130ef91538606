import { Button, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useToken } from '../../lib/auth-token';
import { useDocumentTitle } from '../../lib/use-document-title';
import { paths } from '../../paths';
import { RequireAuth } from '../require-auth';
import { AppLayout } from './app-layout';
import { PageBanners } from './banner-stack';
import { Logo } from './logo';
import { useRouteTitle } from './use-layout-effects';

/**
 * Pages anyone may read (plans and prices): in the app frame when signed in, otherwise in
 * a light frame with the way to sign up.
 */
export function OpenLayout() {
  const token = useToken();
  if (token) {
    return (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    );
  }
  return <PublicLayout />;
}

function PublicLayout() {
  const { pathname, search } = useLocation();
  useDocumentTitle(useRouteTitle());
  const here = `${pathname}${search}`;
  return (
    <div className="cw-shell">
      <a href="#main-content" className="cw-skip-link">
        Skip to main content
      </a>
      <header
        className="cw-header"
        data-testid="public-header"
        style={{ justifyContent: 'space-between' }}
      >
        <Logo />
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" component={Link} to={paths.signIn({ next: here })}>
            Sign in
          </Button>
          <Button component={Link} to={paths.signUp({ next: here })}>
            Sign up
          </Button>
        </Group>
      </header>
      <main id="main-content" className="cw-main" tabIndex={-1}>
        <PageBanners user={null} />
        <Outlet />
      </main>
    </div>
  );
}
