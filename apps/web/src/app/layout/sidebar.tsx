import { activeNavItem, LAYOUT, type TNavItem } from '@app/domain';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useNavigationDisabled } from '../../lib/navigation-disabled';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { RailItem } from './rail-item';
import { SidebarItem } from './sidebar-item';
import type { TNavArea } from './use-main-navigation';
import { useNavClick } from './use-nav-click';

type TSidebarProps = {
  items: TNavItem[];
  area: TNavArea;
  collapsed: boolean;
  onToggle: () => void;
};

const NAV_ID = 'sidebar-navigation';

/** Desktop sidebar: 250 px with labels or an 85 px icon rail; the width animates in CSS. */
export function Sidebar({ items, area, collapsed, onToggle }: TSidebarProps) {
  const { pathname } = useLocation();
  const disabled = useNavigationDisabled();
  const onNavigate = useNavClick(area);
  const activeKey = activeNavItem(items, pathname)?.key;
  const width = collapsed ? LAYOUT.sidebarCollapsedWidth : LAYOUT.sidebarExpandedWidth;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <aside
      data-testid="sidebar"
      className="cw-sidebar"
      data-collapsed={collapsed || undefined}
      style={{ width: `${width}px` }}
    >
      <div className="cw-sidebar-brand">
        <Logo compact={collapsed} />
      </div>
      <MainNav id={NAV_ID} className="cw-sidebar-nav">
        {items.map((item) =>
          collapsed ? (
            <RailItem
              key={item.key}
              item={item}
              pathname={pathname}
              active={item.key === activeKey}
              disabled={disabled}
              onNavigate={onNavigate}
            />
          ) : (
            <SidebarItem
              key={item.key}
              item={item}
              pathname={pathname}
              active={item.key === activeKey}
              depth={0}
              disabled={disabled}
              onNavigate={onNavigate}
            />
          ),
        )}
      </MainNav>
      <div className="cw-sidebar-footer">
        <Tooltip label={toggleLabel} position="right" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={NAV_ID}
            onClick={onToggle}
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      </div>
    </aside>
  );
}
