import { activeNavItem } from '@app/domain';
import { em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { useSignedInUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ROUTE_PATTERNS } from '../../paths';
import { AiPanel } from './ai-panel';
import { BannerStack, PageBanners } from './banner-stack';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { MobileMenu } from './mobile-menu';
import { MobileSearch } from './mobile-search';
import { Sidebar } from './sidebar';
import { SupportWidget } from './support-widget';
import { useRouteTitle, useSessionStart } from './use-layout-effects';
import { useMainNavigation } from './use-main-navigation';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Mantine's `md` (62em): below it is tablet and phone, from it desktop. */
export const DESKTOP_QUERY = `(min-width: ${em(992)})`;

/** The signed-in frame: banner, sidebar or mobile menu, header, page, AI panel. */
export function AppLayout() {
  const user = useSignedInUser();
  const navigation = useMainNavigation(user);
  const { pathname } = useLocation();
  // Read synchronously so the first paint already has the right frame.
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const editor = useMatch(ROUTE_PATTERNS.documentEditor) !== null;
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [menuOpen, menu] = useDisclosure(false);
  const [searchOpen, search] = useDisclosure(false);
  const [aiOpen, ai] = useDisclosure(false);

  // The navigation section a page belongs to; a page outside the navigation (checkout,
  // settings, the assistant, pricing for lawyers) is named by its route's title instead.
  const navSection = activeNavItem(navigation.items, pathname)?.label;
  const routeTitle = useRouteTitle();
  const title = navSection ?? routeTitle;
  useDocumentTitle(title);
  useSessionStart(user, pathname);

  // A page change closes the temporary panels; the full-screen assistant replaces the side one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on page change by design.
  useEffect(() => {
    menu.close();
    search.close();
    if (pathname === ROUTE_PATTERNS.ai) ai.close();
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the breakpoint matters.
  useEffect(() => {
    if (desktop) menu.close();
  }, [desktop]);

  return (
    <div className="cw-shell">
      <a href="#main-content" className="cw-skip-link">
        Skip to main content
      </a>
      <ImpersonationBanner user={user} />
      <div className="cw-frame">
        {desktop && (
          <Sidebar
            items={navigation.items}
            area={navigation.area}
            collapsed={collapsed}
            onToggle={toggleCollapsed}
          />
        )}
        <div className="cw-column">
          {!(editor && desktop) && (
            <Header
              user={user}
              navigation={navigation}
              sectionLabel={title}
              editor={editor}
              menuOpen={menuOpen}
              aiPanelOpen={aiOpen}
              onOpenMenu={menu.open}
              onOpenSearch={search.open}
              onToggleAiPanel={ai.toggle}
            />
          )}
          <BannerStack user={user} />
          <div className="cw-content">
            <main id="main-content" className="cw-main" tabIndex={-1}>
              <PageBanners user={user} />
              <Outlet />
            </main>
            <AiPanel opened={aiOpen} onClose={ai.close} />
          </div>
        </div>
      </div>
      {!desktop && (
        <>
          <MobileMenu
            opened={menuOpen}
            onClose={menu.close}
            items={navigation.items}
            area={navigation.area}
          />
          <MobileSearch opened={searchOpen} onClose={search.close} />
        </>
      )}
      <SupportWidget />
    </div>
  );
}
