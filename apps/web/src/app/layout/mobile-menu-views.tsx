import type { TNavItem } from '@app/domain';
import { Button, NavLink, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import type { MouseEvent, RefObject } from 'react';
import { NavIcon } from './nav-icons';
import { navItemLinkProps } from './nav-item-link';
import { isCurrentItem, submenuGroups } from './nav-model';

type TNavigate = (item: TNavItem, event: MouseEvent) => boolean;

type TMainViewProps = {
  items: TNavItem[];
  activeKey: string | undefined;
  hidden: boolean;
  disabled: boolean;
  onOpenSubmenu: (item: TNavItem) => void;
  onNavigate: TNavigate;
};

/** The first view: every top-level item; items with children slide to their submenu. */
export function MobileMainView(props: TMainViewProps) {
  const { items, activeKey, hidden, disabled, onOpenSubmenu, onNavigate } = props;
  return (
    // The view off screen is inert so Tab never lands on links the user cannot see.
    <div
      className="cw-mobile-view"
      data-testid="mobile-menu-main"
      inert={hidden}
      aria-hidden={hidden}
    >
      {items.map((item) =>
        item.children?.length ? (
          <NavLink
            key={item.key}
            component="button"
            type="button"
            label={item.label}
            leftSection={<NavIcon itemKey={item.key} />}
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            active={item.key === activeKey}
            aria-haspopup="true"
            aria-disabled={disabled || undefined}
            data-submenu-opener={item.key}
            data-testid={`nav-item-${item.key}`}
            onClick={() => onOpenSubmenu(item)}
          />
        ) : (
          <NavLink
            key={item.key}
            {...navItemLinkProps(item)}
            label={item.label}
            leftSection={<NavIcon itemKey={item.key} />}
            active={item.key === activeKey}
            aria-current={item.key === activeKey ? 'page' : undefined}
            aria-disabled={disabled || undefined}
            data-testid={`nav-item-${item.key}`}
            onClick={(event: MouseEvent) => onNavigate(item, event)}
          />
        ),
      )}
    </div>
  );
}

type TSubmenuViewProps = {
  parent: TNavItem | null;
  pathname: string;
  hidden: boolean;
  disabled: boolean;
  backRef: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
  onNavigate: TNavigate;
};

/** The second view: one item's children, grouped, with a way back. */
export function MobileSubmenuView(props: TSubmenuViewProps) {
  const { parent, pathname, hidden, disabled, backRef, onBack, onNavigate } = props;
  return (
    <div
      className="cw-mobile-view"
      data-testid="mobile-menu-submenu"
      inert={hidden}
      aria-hidden={hidden}
    >
      <Button
        ref={backRef}
        variant="subtle"
        color="gray"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        onClick={onBack}
        mb="xs"
      >
        Back
      </Button>
      {parent && (
        <>
          <Text fw={700} px="sm" pb="xs">
            {parent.label}
          </Text>
          {submenuGroups(parent).map((group) => (
            <div key={group.key}>
              {group.label && (
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" pt="sm" pb={4}>
                  {group.label}
                </Text>
              )}
              {group.items.map((child) => (
                <NavLink
                  key={child.key}
                  {...navItemLinkProps(child)}
                  label={child.label}
                  rightSection={
                    child.external ? <IconExternalLink size={14} aria-hidden="true" /> : undefined
                  }
                  active={isCurrentItem(child, pathname)}
                  aria-disabled={disabled || undefined}
                  data-testid={`nav-item-${child.key}`}
                  onClick={(event: MouseEvent) => onNavigate(child, event)}
                />
              ))}
            </div>
          ))}
        </>
      )}
    </div>
  );
}
