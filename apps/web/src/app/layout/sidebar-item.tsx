import type { TNavItem } from '@app/domain';
import { NavLink } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { ChatUnreadBadge } from '../../features/marketplace';
import { isNavigationDisabled } from '../../lib/navigation-disabled';
import { paths } from '../../paths';
import { NavIcon } from './nav-icons';
import { navItemLinkProps } from './nav-item-link';
import { containsCurrent, isCurrentItem } from './nav-model';

type TSidebarItemProps = {
  item: TNavItem;
  pathname: string;
  /** Top-level items are highlighted by section (activeNavItem); nested ones by exact route. */
  active: boolean;
  depth: number;
  disabled: boolean;
  onNavigate: (item: TNavItem, event: MouseEvent) => boolean;
};

/** One entry of the expanded sidebar; items with children open in place. */
export function SidebarItem({
  item,
  pathname,
  active,
  depth,
  disabled,
  onNavigate,
}: TSidebarItemProps) {
  const [opened, setOpened] = useState(() => containsCurrent(item, pathname));
  const icon = depth === 0 ? <NavIcon itemKey={item.key} /> : undefined;

  if (item.children?.length) {
    return (
      <NavLink
        component="button"
        type="button"
        label={item.label}
        leftSection={icon}
        opened={opened}
        // Read the shared flag at the moment of the toggle, keyboard included.
        onChange={(next) => {
          if (!isNavigationDisabled()) setOpened(next);
        }}
        aria-expanded={opened}
        aria-disabled={disabled || undefined}
        active={active}
        variant="subtle"
        data-testid={`nav-item-${item.key}`}
      >
        {item.children.map((child) => (
          <SidebarItem
            key={child.key}
            item={child}
            pathname={pathname}
            active={isCurrentItem(child, pathname)}
            depth={depth + 1}
            disabled={disabled}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  }

  return (
    <NavLink
      {...navItemLinkProps(item)}
      label={item.label}
      leftSection={icon}
      rightSection={
        item.external ? (
          <IconExternalLink size={14} aria-hidden="true" />
        ) : item.to === paths.quickQuoteMessages() ? (
          <ChatUnreadBadge />
        ) : undefined
      }
      active={active}
      aria-current={active && !item.external ? 'page' : undefined}
      aria-disabled={disabled || undefined}
      data-testid={`nav-item-${item.key}`}
      onClick={(event: MouseEvent) => onNavigate(item, event)}
    />
  );
}
