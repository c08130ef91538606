import {
  ACCOUNT_SETTINGS_MESSAGES,
  DOCUMENTS_ON_DELETION,
  REMOVED_ON_DELETION,
  RETAINED_AFTER_DELETION,
} from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { errorResponse, fill, lastBody, restRoutes } from './settings-test-kit';

const SESSIONS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    current: true,
    device: 'Chrome on Linux',
    ip: '127.0.0.1',
    signedInAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: '2026-11-20T02:00:00.000Z',
    expiresAt: '2026-11-20T13:00:00.000Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    current: false,
    device: 'Safari on iOS',
    ip: '10.0.0.7',
    signedInAt: '2026-11-19T22:00:00.000Z',
    lastSeenAt: '2026-11-19T23:00:00.000Z',
    expiresAt: '2026-11-20T10:00:00.000Z',
  },
];

const wrongPassword = () =>
  errorResponse(400, 'BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong, {
    password: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
  });

describe('sessions page', () => {
  it('lists the sessions, marks this device, and signs another out', async () => {
    let list = SESSIONS;
    const app = renderApp('/settings/sessions', {
      routes: restRoutes({
        'GET /profile/sessions': () => Response.json({ sessions: list }),
        [`DELETE /profile/sessions/${SESSIONS[1]!.id}`]: () => {
          list = [SESSIONS[0]!];
          return Response.json({ message: ACCOUNT_SETTINGS_MESSAGES.sessionEnded });
        },
      }),
    });
    const phone = await screen.findByRole('listitem', { name: 'Safari on iOS' });
    const here = screen.getByRole('listitem', { name: 'Chrome on Linux' });
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(within(here).queryByRole('button', { name: /Sign out/ })).toBeNull();
    // Dates in Australian time, dd/MM/yyyy.
    expect(within(phone).getByText(/Signed in 20\/11\/2026/)).toBeTruthy();

    fireEvent.click(within(phone).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.sessionEnded)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull(),
    );
    expect(app.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('signs out everywhere only with the password, then goes to sign-in', async () => {
    const app = renderApp('/settings/sessions', {
      routes: restRoutes({
        'GET /profile/sessions': () => Response.json({ sessions: SESSIONS }),
        'POST /profile/sessions/sign-out-everywhere': (body) =>
          (body as { password: string }).password === 'correct horse battery'
            ? Response.json({
                message: ACCOUNT_SETTINGS_MESSAGES.signedOutEverywhere,
                sessionsEnded: 2,
              })
            : wrongPassword(),
      }),
    });
    await screen.findByRole('listitem', { name: 'Safari on iOS' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();

    fill(/^Your password/, 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(dialog).findByText(ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong),
    ).toBeTruthy();
    expect(window.localStorage.getItem('auth-token')).toBe('test-token');

    fill(/^Your password/, 'correct horse battery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sign-in'));
    expect(window.localStorage.getItem('auth-token')).toBeNull();
    expect(lastBody(app.calls, '/profile/sessions/sign-out-everywhere')).toEqual({
      password: 'correct horse battery',
    });
  });
});

describe('delete account page', () => {
  it('says what is removed and what is kept and why, before anything is done', async () => {
    renderApp('/settings/delete-account');
    await screen.findByRole('heading', { level: 1, name: 'Delete account' });
    for (const item of REMOVED_ON_DELETION) expect(screen.getByText(item)).toBeTruthy();
    for (const item of RETAINED_AFTER_DELETION) {
      expect(screen.getByText(item.what)).toBeTruthy();
      expect(screen.getByText(item.why)).toBeTruthy();
    }
    expect(screen.getByText(/5 years/)).toBeTruthy();
    // What is not erased yet is said plainly rather than left out.
    expect(screen.getByText(DOCUMENTS_ON_DELETION)).toBeTruthy();
  });

  it('deletes only with the password, then signs out here', async () => {
    const app = renderApp('/settings/delete-account', {
      routes: restRoutes({
        'POST /profile/delete-account': (body) =>
          (body as { password: string }).password === 'correct horse battery'
            ? Response.json({
                message: ACCOUNT_SETTINGS_MESSAGES.accountDeleted,
                subscriptionsCancelled: 1,
                retained: RETAINED_AFTER_DELETION,
              })
            : wrongPassword(),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Delete account' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fill(/^Your password/, 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText(ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong),
    ).toBeTruthy();

    // Changing one's mind leaves everything as it was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.router.state.location.pathname).toBe('/settings/delete-account');

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const again = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fill(/^Your password/, 'correct horse battery');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.accountDeleted)).toBeTruthy();
    expect(window.localStorage.getItem('auth-token')).toBeNull();
  });
});
