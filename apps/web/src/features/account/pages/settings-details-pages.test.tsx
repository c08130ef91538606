import { ACCOUNT_SETTINGS_MESSAGES, MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { errorResponse, fill, lastBody, restRoutes } from './settings-test-kit';

const DETAILS = {
  firstName: 'Alex',
  lastName: 'Nguyen',
  phone: null,
  postcode: '2000',
  email: 'alex@example.com.au',
  emailVerified: true,
};

describe('personal details page', () => {
  it('shows the details, links the other settings pages, and saves changes', async () => {
    const app = renderApp('/settings/personal-details', {
      routes: restRoutes({
        'GET /profile/personal-details': () => Response.json(DETAILS),
        'PUT /profile/personal-details': (body) =>
          Response.json({ ...DETAILS, ...(body as object) }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Account settings' });
    for (const name of ['Email', 'Password', 'Sessions', 'Subscriptions', 'Delete account']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(
      within(nav).getByRole('link', { name: 'Personal details' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Alex');

    fill(/^Phone/, '0412 345 678');
    fill(/^Last name/, ' Tran ');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.personalDetailsSaved)).toBeTruthy();
    expect(lastBody(app.calls, '/profile/personal-details')).toEqual({
      firstName: 'Alex',
      lastName: 'Tran',
      phone: '0412 345 678',
      postcode: '2000',
    });
  });

  it('names a bad field in the browser, and the server refusal under its field', async () => {
    const app = renderApp('/settings/personal-details', {
      routes: restRoutes({
        'GET /profile/personal-details': () => Response.json(DETAILS),
        'PUT /profile/personal-details': () =>
          errorResponse(400, 'BAD_INPUT', MESSAGES.badInput, { postcode: 'Not a valid postcode' }),
      }),
    });
    await screen.findByLabelText(/^First name/);
    fill(/^First name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(lastBody(app.calls, '/profile/personal-details')).toBeUndefined();

    fill(/^First name/, 'Alex');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Not a valid postcode')).toBeTruthy();
    expect(screen.getByLabelText(/^Postcode/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('password page', () => {
  it('checks the confirmation, sends the change, and says other sessions ended', async () => {
    const app = renderApp('/settings/password', {
      routes: restRoutes({
        'POST /profile/password': () =>
          Response.json({ message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged, sessionsEnded: 2 }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Password' });
    fill(/^Current password/, 'correct horse battery');
    fill(/^New password/, 'a brand new passphrase');
    fill(/^Confirm new password/, 'a different one');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    fill(/^Confirm new password/, 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.passwordChanged)).toBeTruthy();
    expect(lastBody(app.calls, '/profile/password')).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase',
    });
  });

  it('puts a wrong current password under its field', async () => {
    renderApp('/settings/password', {
      routes: restRoutes({
        'POST /profile/password': () =>
          errorResponse(400, 'BAD_INPUT', ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong, {
            currentPassword: ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong,
          }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Password' });
    fill(/^Current password/, 'wrong one');
    fill(/^New password/, 'a brand new passphrase');
    fill(/^Confirm new password/, 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.currentPasswordWrong);
    expect(message).toBeTruthy();
    // Under the field, not as a second, general message.
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});

describe('email pages', () => {
  it('asks for the new address and the password, then says where the link went', async () => {
    const sent = ACCOUNT_SETTINGS_MESSAGES.emailChangeSent('new@example.org');
    const app = renderApp('/settings/email', {
      routes: restRoutes({
        'POST /profile/email-change': () => Response.json({ message: sent }, { status: 202 }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Email address' });
    expect(screen.getByText('alex@example.com.au')).toBeTruthy();
    fill(/^New email address/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('New email is not a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fill(/^New email address/, ' New@Example.org ');
    fill(/^Your password/, 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect((await screen.findByTestId('email-change-sent')).textContent).toBe(sent);
    expect(lastBody(app.calls, '/profile/email-change')).toEqual({
      newEmail: 'new@example.org',
      password: 'correct horse battery',
    });
  });

  it('shows a taken address under its field', async () => {
    renderApp('/settings/email', {
      routes: restRoutes({
        'POST /profile/email-change': () =>
          errorResponse(409, 'CONFLICT', ACCOUNT_SETTINGS_MESSAGES.emailInUse, {
            newEmail: ACCOUNT_SETTINGS_MESSAGES.emailInUse,
          }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Email address' });
    fill(/^New email address/, 'taken@example.org');
    fill(/^Your password/, 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(ACCOUNT_SETTINGS_MESSAGES.emailInUse)).toBeTruthy();
  });

  it('confirms the mailed link once, and reports a used one', async () => {
    let calls = 0;
    renderApp('/settings/email/confirm?token=tok-1', {
      routes: restRoutes({
        'POST /profile/email-change/confirm': () => {
          calls += 1;
          return Response.json({
            message: ACCOUNT_SETTINGS_MESSAGES.emailChanged('new@example.org'),
            user: { email: 'new@example.org' },
          });
        },
      }),
    });
    expect((await screen.findByTestId('email-changed')).textContent).toBe(
      ACCOUNT_SETTINGS_MESSAGES.emailChanged('new@example.org'),
    );
    expect(calls).toBe(1);
  });

  it('says why a link did not work', async () => {
    renderApp('/settings/email/confirm?token=tok-2', {
      routes: restRoutes({
        'POST /profile/email-change/confirm': () =>
          errorResponse(410, 'GONE', ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired, {
            token: ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired,
          }),
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        ACCOUNT_SETTINGS_MESSAGES.emailChangeExpired,
      ),
    );
  });
});
