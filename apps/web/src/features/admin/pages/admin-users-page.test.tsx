import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp, userGraphql } from '../../../test/render-app';

const ADMIN = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
const USERS = [
  {
    flakeId: 'u-1',
    email: 'c@x.au',
    name: 'Casey Customer',
    tenant: 'AU',
    isLawyer: false,
    isAdmin: false,
  },
  {
    flakeId: 'u-2',
    email: 'l@x.au',
    name: 'Lee Lawyer',
    tenant: 'AU',
    isLawyer: true,
    isAdmin: false,
  },
  {
    flakeId: 'u-3',
    email: 'a@x.au',
    name: 'Ada Admin',
    tenant: 'AU',
    isLawyer: false,
    isAdmin: true,
  },
];

describe('admin users page', () => {
  it('lists users and impersonates a customer', async () => {
    let impersonating = false;
    const app = renderApp('/admin/users', {
      user: ADMIN,
      routes: {
        'GET /api/admin/users': () => Response.json({ users: USERS }),
        'POST /api/admin/impersonation': () => {
          impersonating = true;
          return Response.json({ user: USERS[0] });
        },
        'POST /graphql': userGraphql(() =>
          impersonating
            ? { ...CUSTOMER, name: 'Casey Customer', email: 'c@x.au', impersonateUser: true }
            : ADMIN,
        ),
      },
    });
    const table = await screen.findByTestId('admin-users-table');
    expect(within(table).getAllByRole('button', { name: /Impersonate/ })).toHaveLength(1);

    fireEvent.click(within(table).getByRole('button', { name: 'Impersonate Casey Customer' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect((await screen.findByTestId('impersonation-banner')).textContent).toContain(
      'You are viewing as Casey Customer (c@x.au)',
    );
    expect(app.calls.find((call) => call.url === '/api/admin/impersonation')?.body).toEqual({
      userId: 'u-1',
    });
  });

  it('searches with the typed term', async () => {
    const app = renderApp('/admin/users', {
      user: ADMIN,
      routes: { 'GET /api/admin/users': () => Response.json({ users: [] }) },
    });
    fireEvent.change(await screen.findByLabelText(/Search users/), {
      target: { value: 'casey smith' },
    });
    await waitFor(() =>
      expect(app.calls.some((call) => call.url === '/api/admin/users?q=casey%20smith')).toBe(true),
    );
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
  });

  it('is closed to non-admins', async () => {
    const app = renderApp('/admin/users');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(app.calls.some((call) => call.url.startsWith('/admin/users'))).toBe(false);
  });
});
