import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setNavigationDisabled } from '../../lib/navigation-disabled';
import { CUSTOMER, LAWYER, renderApp } from '../../test/render-app';

// SPEC §2.1, in order.
const CUSTOMER_LABELS = [
  'Home',
  'Documents',
  'Registrations',
  'Compliance',
  'Accounting & Tax',
  'Workflows',
  'Consultations',
  'Quotes',
  'Virtual Office',
  'Products & Pricing',
  'Partner Offers',
];
const AU_ONLY = [
  'Registrations',
  'Compliance',
  'Accounting & Tax',
  'Consultations',
  'Partner Offers',
];

async function mainNavigation() {
  const sidebar = await screen.findByTestId('sidebar');
  return within(sidebar).getByRole('navigation', { name: 'Main navigation' });
}

/** Top-level entries only: submenu entries are nested inside their parent's collapse. */
function itemLabels(nav: HTMLElement): string[] {
  return Array.from(nav.children)
    .filter((element) => (element as HTMLElement).dataset.testid?.startsWith('nav-item-'))
    .map((element) => element.textContent?.trim() ?? '');
}

describe('customer navigation', () => {
  it('shows the 11 items of SPEC §2.1 in order for the AU tenant', async () => {
    renderApp('/');
    const nav = await mainNavigation();
    expect(itemLabels(nav)).toEqual(CUSTOMER_LABELS);
  });

  it('hides the five AU-only items for the US tenant', async () => {
    renderApp('/', { user: { ...CUSTOMER, tenant: 'US' } });
    const nav = await mainNavigation();
    expect(itemLabels(nav)).toEqual(CUSTOMER_LABELS.filter((label) => !AU_ONLY.includes(label)));
  });

  it('links each item to its route and sets the page title from the active section', async () => {
    renderApp('/documents/document-library');
    const nav = await mainNavigation();
    expect(within(nav).getByTestId('nav-item-workflows').getAttribute('href')).toBe(
      '/legal-solutions/my-workflows?first-load=true',
    );
    await waitFor(() => expect(document.title).toBe('Clausewell | Documents'));
    expect(within(nav).getByTestId('nav-item-documents').getAttribute('aria-current')).toBe('page');
  });
});

describe('lawyer navigation', () => {
  it('shows the lawyer items with their submenus and no notifications button', async () => {
    renderApp('/', { user: LAWYER });
    const nav = await mainNavigation();
    expect(itemLabels(nav)).toEqual([
      'Dashboard',
      'Documents',
      'Consultations',
      'Quotes',
      'Marketplace Chat',
      'Registrations',
      'Partner Offers',
      'About',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-button')).toBeNull();

    const quotes = within(nav).getByTestId('nav-item-quotes');
    expect(quotes.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(quotes);
    expect(quotes.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByTestId('nav-item-briefs-won').getAttribute('href')).toBe(
      '/my-briefs/won',
    );
    fireEvent.click(within(nav).getByTestId('nav-item-about'));
    const faq = within(nav).getByTestId('nav-item-faq');
    expect(faq.getAttribute('target')).toBe('_blank');
    expect(faq.getAttribute('rel')).toContain('noopener');
  });

  it('opens the Registrations submenu of SPEC §2.2, each entry leading to its working page', async () => {
    const { router } = renderApp('/', { user: LAWYER });
    const nav = await mainNavigation();
    fireEvent.click(within(nav).getByTestId('nav-item-registrations'));
    fireEvent.click(within(nav).getByTestId('nav-item-new-registrations'));
    const links = {
      'my-registrations': '/businesses/manage-my-business',
      'new-company': '/solutions/business-solutions/company',
      'new-abn': '/solutions/business-solutions/abn',
      'new-partnership-abn': '/solutions/business-solutions/abn',
      'new-business-name': '/solutions/business-solutions/business-name',
      'new-virtual-office': '/solutions/business-solutions/virtual-office',
      'new-trademark': '/solutions/trademark',
      'company-secretary': '/businesses/companies/change-comparison',
      'add-existing-business': '/businesses/add-my-own-business-info',
    };
    for (const [key, to] of Object.entries(links)) {
      expect(within(nav).getByTestId(`nav-item-${key}`).getAttribute('href')).toBe(to);
    }
    const pages: [string, string][] = [
      ['new-abn', 'Apply for an ABN'],
      ['new-business-name', 'Register a business name'],
      ['new-virtual-office', 'Virtual Office'],
      ['new-company', 'Register a company'],
    ];
    for (const [key, heading] of pages) {
      fireEvent.click(within(nav).getByTestId(`nav-item-${key}`));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(router.state.location.pathname).toBe(links[key as keyof typeof links]);
      expect(screen.queryByText(/is not available yet/)).toBeNull();
    }
  });

  it('gives customers a notifications button', async () => {
    renderApp('/');
    expect(await screen.findByTestId('notifications-button')).toBeTruthy();
  });
});

describe('navigation analytics', () => {
  it('sends nav_click with the item, route and area, then navigates', async () => {
    const app = renderApp('/');
    const nav = await mainNavigation();
    fireEvent.click(within(nav).getByTestId('nav-item-documents'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
    expect(app.analyticsEvents()).toContainEqual({
      name: 'nav_click',
      properties: { item: 'documents', to: '/documents/my-documents', area: 'customer' },
    });
  });

  it('reports the lawyer area for lawyers', async () => {
    const app = renderApp('/', { user: LAWYER });
    const nav = await mainNavigation();
    fireEvent.click(within(nav).getByTestId('nav-item-marketplace-chat'));
    await waitFor(() =>
      expect(app.analyticsEvents()).toContainEqual({
        name: 'nav_click',
        properties: { item: 'marketplace-chat', to: '/quick-quote/messages', area: 'lawyer' },
      }),
    );
  });

  it('sends nothing at all while an admin impersonates the customer', async () => {
    const app = renderApp('/', { user: { ...CUSTOMER, impersonateUser: true } });
    const nav = await mainNavigation();
    fireEvent.click(within(nav).getByTestId('nav-item-documents'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
    expect(app.calls.filter((call) => call.url === '/analytics/events')).toEqual([]);
  });

  it('sends session_start once per browser session', async () => {
    const first = renderApp('/quotes');
    await mainNavigation();
    await waitFor(() =>
      expect(first.analyticsEvents()).toContainEqual({
        name: 'session_start',
        properties: { path: '/quotes' },
      }),
    );
    first.unmount();
    const second = renderApp('/');
    await mainNavigation();
    expect(second.analyticsEvents().filter((event) => event.name === 'session_start')).toEqual([]);
  });
});

describe('navigation disabled flag', () => {
  it('dims the navigation and ignores clicks while set', async () => {
    const app = renderApp('/');
    const nav = await mainNavigation();

    act(() => setNavigationDisabled(true));
    expect(nav.getAttribute('aria-disabled')).toBe('true');
    expect(nav.style.opacity).toBe('0.4');
    fireEvent.click(within(nav).getByTestId('nav-item-documents'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.analyticsEvents().filter((event) => event.name === 'nav_click')).toEqual([]);

    act(() => setNavigationDisabled(false));
    expect(nav.getAttribute('aria-disabled')).toBeNull();
    expect(nav.style.opacity).toBe('');
    fireEvent.click(within(nav).getByTestId('nav-item-documents'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
  });
});

describe('navigation disabled flag with submenus', () => {
  it('keeps submenus shut while set', async () => {
    renderApp('/', { user: LAWYER });
    const nav = await mainNavigation();
    const quotes = within(nav).getByTestId('nav-item-quotes');
    act(() => setNavigationDisabled(true));
    fireEvent.click(quotes);
    expect(quotes.getAttribute('aria-expanded')).toBe('false');
    act(() => setNavigationDisabled(false));
    fireEvent.click(quotes);
    expect(quotes.getAttribute('aria-expanded')).toBe('true');
  });
});
