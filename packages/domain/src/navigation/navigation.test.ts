import { describe, expect, it } from 'vitest';
import { activeNavItem, pageTitle } from './active-section.js';
import { CUSTOMER_NAVIGATION, navigationForTenant } from './customer-navigation.js';
import { LAWYER_NAVIGATION } from './lawyer-navigation.js';

describe('customer navigation', () => {
  it('has the 11 items of the specification in order', () => {
    expect(navigationForTenant(CUSTOMER_NAVIGATION, 'AU').map((i) => [i.label, i.to])).toEqual([
      ['Home', '/'],
      ['Documents', '/documents/my-documents'],
      ['Registrations', '/businesses/manage-my-business?company=true'],
      ['Compliance', '/compliance/manage-compliance'],
      ['Accounting & Tax', '/consultations/accounting-tax-plans'],
      ['Workflows', '/legal-solutions/my-workflows?first-load=true'],
      ['Consultations', '/consultations/my-consultations?first-load=true'],
      ['Quotes', '/quotes?first-load=true'],
      ['Virtual Office', '/businesses/virtual-office'],
      ['Products & Pricing', '/pricing'],
      ['Partner Offers', '/partner-offers'],
    ]);
  });

  it('hides the AU-only items for the US tenant', () => {
    expect(navigationForTenant(CUSTOMER_NAVIGATION, 'US').map((i) => i.label)).toEqual([
      'Home',
      'Documents',
      'Workflows',
      'Quotes',
      'Virtual Office',
      'Products & Pricing',
    ]);
  });
});

describe('lawyer navigation', () => {
  it('has the sections of the specification with their submenus', () => {
    expect(LAWYER_NAVIGATION.map((i) => i.label)).toEqual([
      'Dashboard',
      'Documents',
      'Consultations',
      'Quotes',
      'Marketplace Chat',
      'Registrations',
      'Partner Offers',
      'About',
    ]);
    const quotes = LAWYER_NAVIGATION.find((i) => i.key === 'quotes')!;
    expect(quotes.children!.map((c) => c.label)).toEqual([
      'Briefs',
      'My Clients',
      'Community Guidelines',
    ]);
    const briefs = quotes.children![0]!.children!.map((c) => c.to);
    expect(briefs).toEqual([
      '/my-briefs/new',
      '/my-briefs/quoted',
      '/my-briefs/won',
      '/my-briefs/closed',
    ]);
    const about = LAWYER_NAVIGATION.find((i) => i.key === 'about')!;
    expect(about.children!.every((c) => c.external && c.to.startsWith('https://'))).toBe(true);
  });
});

describe('active section and page title', () => {
  it.each([
    ['/', 'Home'],
    ['/documents/my-documents', 'Documents'],
    ['/documents/document-library', 'Documents'],
    ['/businesses/manage-my-business/company/1/details', 'Registrations'],
    ['/businesses/virtual-office', 'Virtual Office'],
    ['/consultations/my-consultations', 'Consultations'],
    ['/consultations/accounting-tax-plans', 'Accounting & Tax'],
    ['/consultations/accounting-plans', 'Accounting & Tax'],
    ['/consultations/tax-compliance', 'Accounting & Tax'],
    ['/consultations/new-consultation', 'Consultations'],
    ['/consultations/manage-my-business/b-1/business', 'Consultations'],
    ['/consultations', 'Consultations'],
    ['/pricing', 'Products & Pricing'],
    ['/partner-offers/banking', 'Partner Offers'],
  ])('%s belongs to %s', (path, label) => {
    expect(activeNavItem(CUSTOMER_NAVIGATION, path)?.label).toBe(label);
  });

  it('finds a lawyer section through a nested route', () => {
    expect(activeNavItem(LAWYER_NAVIGATION, '/my-briefs/won')?.label).toBe('Quotes');
    expect(activeNavItem(LAWYER_NAVIGATION, '/solutions/trademark')?.label).toBe('Registrations');
    expect(activeNavItem(LAWYER_NAVIGATION, '/quick-quote/messages')?.label).toBe(
      'Marketplace Chat',
    );
    expect(activeNavItem(LAWYER_NAVIGATION, '/lawyer-consultations')?.label).toBe('Consultations');
  });

  it('has no section for a page outside the navigation', () => {
    expect(activeNavItem(CUSTOMER_NAVIGATION, '/settings/subscriptions')).toBeUndefined();
  });

  it('is the product name plus the section', () => {
    expect(pageTitle('Documents')).toBe('Clausewell | Documents');
    expect(pageTitle(undefined)).toBe('Clausewell');
  });
});
