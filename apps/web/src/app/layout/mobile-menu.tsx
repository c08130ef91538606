import { activeNavItem, LAYOUT, type TNavItem } from '@app/domain';
import { CloseButton, Drawer, Group } from '@mantine/core';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useNavigationDisabled } from '../../lib/navigation-disabled';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMainView, MobileSubmenuView } from './mobile-menu-views';
import type { TNavArea } from './use-main-navigation';
import { useNavClick } from './use-nav-click';

type TMobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  items: TNavItem[];
  area: TNavArea;
};

/**
 * Tablet and phone navigation: a drawer 80% of the screen wide (SPEC §2.3) whose content
 * slides between the main list and one item's submenu.
 */
export function MobileMenu({ opened, onClose, items, area }: TMobileMenuProps) {
  const { pathname } = useLocation();
  const disabled = useNavigationDisabled();
  const onNavClick = useNavClick(area);
  const [submenu, setSubmenu] = useState<TNavItem | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const openerKey = useRef<string | null>(null);
  const activeKey = activeNavItem(items, pathname)?.key;

  // Every time the menu opens it starts from the main list.
  useEffect(() => {
    if (!opened) setSubmenu(null);
  }, [opened]);

  const openSubmenu = (item: TNavItem) => {
    if (disabled) return;
    openerKey.current = item.key;
    setSubmenu(item);
    // Move focus with the view so keyboard and screen-reader users follow the slide. Without
    // preventScroll the browser scrolls the clipped track to the button mid-slide.
    requestAnimationFrame(() => backRef.current?.focus({ preventScroll: true }));
  };

  const closeSubmenu = () => {
    setSubmenu(null);
    const key = openerKey.current;
    requestAnimationFrame(() => {
      if (key) {
        document
          .querySelector<HTMLElement>(`[data-submenu-opener="${key}"]`)
          ?.focus({ preventScroll: true });
      }
    });
  };

  const onNavigate = (item: TNavItem, event: MouseEvent) => {
    const allowed = onNavClick(item, event);
    if (allowed) onClose();
    return allowed;
  };

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      size={`${LAYOUT.mobileMenuWidthRatio * 100}%`}
    >
      <Drawer.Overlay />
      <Drawer.Content data-testid="mobile-menu" aria-label="Menu">
        <Group justify="space-between" px="md" h={LAYOUT.headerHeightMobile} wrap="nowrap">
          <Logo />
          <CloseButton aria-label="Close menu" onClick={onClose} size="lg" />
        </Group>
        <MainNav className="cw-mobile-viewport">
          <div className="cw-mobile-track" data-view={submenu ? 'submenu' : 'main'}>
            <MobileMainView
              items={items}
              activeKey={activeKey}
              hidden={submenu !== null}
              disabled={disabled}
              onOpenSubmenu={openSubmenu}
              onNavigate={onNavigate}
            />
            <MobileSubmenuView
              parent={submenu}
              pathname={pathname}
              hidden={submenu === null}
              disabled={disabled}
              backRef={backRef}
              onBack={closeSubmenu}
              onNavigate={onNavigate}
            />
          </div>
        </MainNav>
      </Drawer.Content>
    </Drawer.Root>
  );
}
