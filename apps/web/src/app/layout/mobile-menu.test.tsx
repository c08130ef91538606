import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAWYER, renderApp } from '../../test/render-app';

describe('mobile menu', () => {
  it('opens from the menu button and slides to a submenu and back', async () => {
    window.innerWidth = 375;
    const app = renderApp('/', { user: LAWYER });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByTestId('mobile-menu');
    const main = within(menu).getByTestId('mobile-menu-main');
    const submenu = within(menu).getByTestId('mobile-menu-submenu');
    expect(main.hasAttribute('inert')).toBe(false);
    expect(submenu.hasAttribute('inert')).toBe(true);

    fireEvent.click(within(main).getByTestId('nav-item-quotes'));
    expect(main.hasAttribute('inert')).toBe(true);
    expect(submenu.hasAttribute('inert')).toBe(false);
    expect(within(submenu).getByText('Briefs')).toBeTruthy();
    expect(within(submenu).getByTestId('nav-item-briefs-won').getAttribute('href')).toBe(
      '/my-briefs/won',
    );

    fireEvent.click(within(submenu).getByRole('button', { name: 'Back' }));
    expect(main.hasAttribute('inert')).toBe(false);

    fireEvent.click(within(main).getByTestId('nav-item-marketplace-chat'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/quick-quote/messages'));
    await waitFor(() => expect(screen.queryByTestId('mobile-menu')).toBeNull());
    expect(app.analyticsEvents()).toContainEqual({
      name: 'nav_click',
      properties: { item: 'marketplace-chat', to: '/quick-quote/messages', area: 'lawyer' },
    });
  });

  it('slides to the Registrations submenu and opens a new ABN application from it', async () => {
    window.innerWidth = 375;
    const app = renderApp('/', { user: LAWYER });
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByTestId('mobile-menu');
    const main = within(menu).getByTestId('mobile-menu-main');
    const submenu = within(menu).getByTestId('mobile-menu-submenu');

    fireEvent.click(within(main).getByTestId('nav-item-registrations'));
    expect(submenu.hasAttribute('inert')).toBe(false);
    expect(within(submenu).getByTestId('nav-item-company-secretary').getAttribute('href')).toBe(
      '/businesses/companies/change-comparison',
    );
    expect(within(submenu).getByTestId('nav-item-add-existing-business').getAttribute('href')).toBe(
      '/businesses/add-my-own-business-info',
    );
    fireEvent.click(within(submenu).getByTestId('nav-item-new-abn'));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/solutions/business-solutions/abn'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for an ABN' })).toBeTruthy();
  });

  it('searches legal documents from the mobile search panel', async () => {
    window.innerWidth = 375;
    const app = renderApp('/quotes');
    fireEvent.click(await screen.findByRole('button', { name: 'Open search' }));
    expect(await screen.findByText('How can we help?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search legal documents'), {
      target: { value: 'lease & licence' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/documents/document-library'),
    );
    expect(app.router.state.location.search).toBe('?q=lease%20%26%20licence');
  });
});
