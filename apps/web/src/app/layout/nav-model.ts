import type { TNavItem } from '@app/domain';

export type TSubmenuGroup = { key: string; label?: string; items: TNavItem[] };

function pathOf(to: string): string {
  const q = to.indexOf('?');
  return q === -1 ? to : to.slice(0, q);
}

/** A nested link is current when the page is exactly its route. */
export function isCurrentItem(item: TNavItem, pathname: string): boolean {
  return !item.external && pathOf(item.to) === pathname;
}

export function containsCurrent(item: TNavItem, pathname: string): boolean {
  return (
    isCurrentItem(item, pathname) ||
    (item.children ?? []).some((child) => containsCurrent(child, pathname))
  );
}

/**
 * A submenu shown as one list: plain children are grouped together in order, and a child
 * that has children of its own (Briefs, My Clients, New Registrations) becomes a labelled
 * group of its links. Menus and the mobile submenu view read the same shape.
 */
export function submenuGroups(parent: TNavItem): TSubmenuGroup[] {
  const groups: TSubmenuGroup[] = [];
  for (const child of parent.children ?? []) {
    if (child.children?.length) {
      groups.push({ key: child.key, label: child.label, items: child.children });
      continue;
    }
    const last = groups[groups.length - 1];
    if (last && last.label === undefined) last.items.push(child);
    else groups.push({ key: `${child.key}-group`, items: [child] });
  }
  return groups;
}
