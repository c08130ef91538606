import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, LAWYER, renderApp, userGraphql } from '../../test/render-app';

// The assistant opens on the customer's latest conversation; here there is none yet.
const NO_CONVERSATION = {
  GetAskConversation: { getAskConversation: { threadId: null, responses: [] } },
  GetConversationHistory: { getConversationHistory: [] },
};

describe('header AI button', () => {
  it('goes to the full-screen assistant from the home page', async () => {
    const app = renderApp('/', { graphql: NO_CONVERSATION });
    fireEvent.click(await screen.findByTestId('ai-button'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ai'));
    expect(app.router.state.location.search).toBe('?mode=ask');
    // The router's location moves before the new page is committed (a transition).
    await waitFor(() =>
      expect(screen.getByTestId('ai-button').hasAttribute('disabled')).toBe(true),
    );
  });

  it('toggles the side panel elsewhere, which can go full screen', async () => {
    const app = renderApp('/quotes', { graphql: NO_CONVERSATION });
    const button = await screen.findByTestId('ai-button');
    expect(screen.queryByTestId('ai-panel')).toBeNull();

    fireEvent.click(button);
    const panel = await screen.findByTestId('ai-panel');
    expect(within(panel).getByRole('heading', { name: 'AI assistant' })).toBeTruthy();
    expect(await within(panel).findByRole('textbox', { name: 'Your question' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('ai-panel')).toBeNull());

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Go full screen' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/ai'));
    expect(app.router.state.location.search).toBe('?mode=ask');
    await waitFor(() => expect(screen.queryByTestId('ai-panel')).toBeNull());
  });
});

describe('avatar menu', () => {
  it('signs out: ends the session, drops the token and goes to sign-in', async () => {
    const app = renderApp('/quotes', {
      routes: { 'POST /auth/sign-out': () => new Response(null, { status: 204 }) },
    });
    fireEvent.click(await screen.findByTestId('avatar-menu-button'));
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(app.router.state.location.search).toBe('');
    expect(window.localStorage.getItem('auth-token')).toBeNull();
    expect(app.calls.some((call) => call.method === 'POST' && call.url === '/auth/sign-out')).toBe(
      true,
    );
  });
});

describe('impersonation banner', () => {
  it('names the customer and ends impersonation back on the admin users page', async () => {
    let impersonating = true;
    const admin = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
    const app = renderApp('/', {
      user: { ...CUSTOMER, impersonateUser: true, impersonatedBy: { email: 'a@x', name: 'Ada' } },
      routes: {
        'POST /graphql': userGraphql(() =>
          impersonating ? { ...CUSTOMER, impersonateUser: true, impersonatedBy: null } : admin,
        ),
        'DELETE /api/admin/impersonation': () => {
          impersonating = false;
          return new Response(null, { status: 204 });
        },
        'GET /api/admin/users': () => Response.json({ users: [] }),
      },
    });
    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner.textContent).toContain('You are viewing as Alex Nguyen (alex@example.com.au)');

    fireEvent.click(within(banner).getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/users'));
    await waitFor(() => expect(screen.queryByTestId('impersonation-banner')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  });
});

describe('header title', () => {
  it.each([
    ['/ai?mode=ask', 'AI assistant'],
    ['/checkout/essentials-quarterly', 'Checkout'],
    ['/payment-success?type=ppd', 'Order confirmed'],
    ['/settings/subscriptions', 'Account settings'],
    ['/settings/team-member', 'Team members'],
    ['/consultations', 'Consultations'],
    ['/consultations/new-consultation', 'Consultations'],
    ['/sale/advice-sale', 'Legal Advice sale'],
    ['/documents/my-documents', 'Documents'],
  ])('names %s "%s", in the header and the browser title', async (url, title) => {
    renderApp(url);
    await waitFor(() => expect(screen.getByTestId('header-title').textContent).toBe(title));
    await waitFor(() => expect(document.title).toBe(`Clausewell | ${title}`));
  });

  it('names pages outside the lawyer navigation, such as pricing', async () => {
    renderApp('/pricing', { user: LAWYER });
    await waitFor(() =>
      expect(screen.getByTestId('header-title').textContent).toBe('Products & Pricing'),
    );
  });
});
