import { PRODUCT_NAME } from '../shared/constants.js';
import type { TNavItem } from './customer-navigation.js';

function pathOf(to: string): string {
  const q = to.indexOf('?');
  return q === -1 ? to : to.slice(0, q);
}

function flatten(items: readonly TNavItem[]): TNavItem[] {
  return items.flatMap((item) => [item, ...(item.children ? flatten(item.children) : [])]);
}

/**
 * The top-level item whose route (or a nested route) best matches the path:
 * the longest matching prefix wins, so /documents/document-library is Documents. Paths a
 * section `owns` count as its own routes.
 */
export function activeNavItem(items: readonly TNavItem[], pathname: string): TNavItem | undefined {
  let best: { item: TNavItem; length: number } | undefined;
  for (const top of items) {
    const owned = (top.owns ?? []).map((path) => ({ path, item: top }));
    const linked = flatten([top])
      .filter((item) => !item.external)
      .map((item) => ({ path: pathOf(item.to), item }));
    for (const { path, item } of [...linked, ...owned]) {
      const matches =
        path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
      const sectionRoot = path.split('/').slice(0, 2).join('/');
      const sectionMatch = path !== '/' && pathname.startsWith(`${sectionRoot}/`);
      // On a tie a section's own route beats the same route nested in another section
      // (/quick-quote/messages is Marketplace Chat, not Quotes > My Clients).
      const own = item === top ? 1 : 0;
      const length = matches ? path.length * 2 + own : sectionMatch ? sectionRoot.length : 0;
      if (length > 0 && (!best || length > best.length)) best = { item: top, length };
    }
  }
  return best?.item;
}

/** SPEC §2.3: the page title is the product name plus the active section. */
export function pageTitle(section: string | undefined): string {
  return section ? `${PRODUCT_NAME} | ${section}` : PRODUCT_NAME;
}
