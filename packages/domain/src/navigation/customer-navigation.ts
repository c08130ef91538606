import type { TTenant } from '../shared/enums.js';

export type TNavItem = {
  /** Stable key, also the analytics event's `item` property. */
  key: string;
  label: string;
  /** Route with its query string, exactly as SPEC §2.1 gives it. */
  to: string;
  /** Items limited to the AU tenant are hidden for every other tenant. */
  auOnly?: boolean;
  /** Sub-items; a parent with children opens a submenu instead of navigating. */
  children?: TNavItem[];
  /** External links open in a new tab. */
  external?: boolean;
  /**
   * Further paths (and the paths under them) that belong to this section, where two
   * sections share a first path segment (/consultations/...) and the prefix cannot tell.
   */
  owns?: string[];
};

// SPEC §2.1, in order.
export const CUSTOMER_NAVIGATION: readonly TNavItem[] = [
  { key: 'home', label: 'Home', to: '/' },
  { key: 'documents', label: 'Documents', to: '/documents/my-documents' },
  {
    key: 'registrations',
    label: 'Registrations',
    to: '/businesses/manage-my-business?company=true',
    auOnly: true,
  },
  { key: 'compliance', label: 'Compliance', to: '/compliance/manage-compliance', auOnly: true },
  {
    key: 'accounting-tax',
    label: 'Accounting & Tax',
    to: '/consultations/accounting-tax-plans',
    auOnly: true,
    owns: ['/consultations/accounting-plans', '/consultations/tax-compliance'],
  },
  { key: 'workflows', label: 'Workflows', to: '/legal-solutions/my-workflows?first-load=true' },
  {
    key: 'consultations',
    label: 'Consultations',
    to: '/consultations/my-consultations?first-load=true',
    auOnly: true,
    owns: ['/consultations'],
  },
  { key: 'quotes', label: 'Quotes', to: '/quotes?first-load=true' },
  { key: 'virtual-office', label: 'Virtual Office', to: '/businesses/virtual-office' },
  { key: 'pricing', label: 'Products & Pricing', to: '/pricing' },
  { key: 'partner-offers', label: 'Partner Offers', to: '/partner-offers', auOnly: true },
];

/** The items a tenant may see, nested items included. */
export function navigationForTenant(items: readonly TNavItem[], tenant: TTenant): TNavItem[] {
  return items
    .filter((item) => !item.auOnly || tenant === 'AU')
    .map((item) =>
      item.children ? { ...item, children: navigationForTenant(item.children, tenant) } : item,
    );
}
