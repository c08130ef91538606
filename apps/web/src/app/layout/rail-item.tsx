import type { TNavItem } from '@app/domain';
import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { NavIcon } from './nav-icons';
import { navItemLinkProps } from './nav-item-link';
import { isCurrentItem, submenuGroups } from './nav-model';

type TRailItemProps = {
  item: TNavItem;
  pathname: string;
  active: boolean;
  disabled: boolean;
  onNavigate: (item: TNavItem, event: MouseEvent) => boolean;
};

/** One entry of the collapsed (icon-only) sidebar; items with children open a side menu. */
export function RailItem({ item, pathname, active, disabled, onNavigate }: TRailItemProps) {
  if (item.children?.length) {
    return (
      <Menu position="right-start" offset={8} withinPortal disabled={disabled}>
        <Menu.Target>
          <UnstyledButton
            className="cw-rail-item"
            aria-label={item.label}
            aria-disabled={disabled || undefined}
            data-active={active || undefined}
            data-testid={`nav-item-${item.key}`}
          >
            <NavIcon itemKey={item.key} size={22} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{item.label}</Menu.Label>
          {submenuGroups(item).map((group, index) => [
            index > 0 && <Menu.Divider key={`${group.key}-divider`} />,
            group.label && <Menu.Label key={`${group.key}-label`}>{group.label}</Menu.Label>,
            ...group.items.map((child) => (
              <Menu.Item
                key={child.key}
                {...navItemLinkProps(child)}
                data-active={isCurrentItem(child, pathname) || undefined}
                data-testid={`nav-item-${child.key}`}
                onClick={(event: MouseEvent) => onNavigate(child, event)}
              >
                {child.label}
              </Menu.Item>
            )),
          ])}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <Tooltip label={item.label} position="right" withArrow openDelay={150}>
      <UnstyledButton
        {...navItemLinkProps(item)}
        className="cw-rail-item"
        aria-label={item.label}
        aria-current={active && !item.external ? 'page' : undefined}
        aria-disabled={disabled || undefined}
        data-active={active || undefined}
        data-testid={`nav-item-${item.key}`}
        onClick={(event: MouseEvent) => onNavigate(item, event)}
      >
        <NavIcon itemKey={item.key} size={22} />
      </UnstyledButton>
    </Tooltip>
  );
}
