import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function errorResponse(status: number, code: string, message: string, fields?: object) {
  return Response.json({ error: { code, message, fields } }, { status });
}

describe('sign-in page', () => {
  it('validates in the browser, then signs in and returns to the page asked for', async () => {
    let signedIn = false;
    const app = renderApp('/documents/my-documents', {
      user: null,
      routes: {
        'POST /auth/sign-in': () => {
          signedIn = true;
          return Response.json({ token: 't-1', expiresAt: '2030-01-01', user: CUSTOMER });
        },
        'POST /graphql': () => Response.json({ data: { getUser: signedIn ? CUSTOMER : null } }),
      },
    });
    expect(await screen.findByText(MESSAGES.signInRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(app.calls.some((call) => call.url === '/auth/sign-in')).toBe(false);

    fill(/^Email/, '  Alex@Example.com.au ');
    fill(/^Password/, 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
    expect(await screen.findByTestId('sidebar')).toBeTruthy();
    expect(window.localStorage.getItem('auth-token')).toBe('t-1');
    expect(app.calls.find((call) => call.url === '/auth/sign-in')?.body).toEqual({
      email: 'alex@example.com.au',
      password: 'correct horse battery',
    });
  });

  it("shows the server's message, such as the wait after too many attempts", async () => {
    const wait = 'Too many attempts. Please wait 15 minutes and try again.';
    renderApp('/sign-in', {
      user: null,
      routes: { 'POST /auth/sign-in': () => errorResponse(429, 'RATE_LIMITED', wait) },
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    fill(/^Email/, 'alex@example.com.au');
    fill(/^Password/, 'whatever1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(wait);
  });
});

describe('sign-up page', () => {
  it('puts server field errors under their inputs', async () => {
    const app = renderApp('/sign-up', {
      user: null,
      routes: {
        'POST /auth/sign-up': () =>
          errorResponse(409, 'EMAIL_TAKEN', MESSAGES.emailTaken, { email: MESSAGES.emailTaken }),
      },
    });
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^First name/, 'Alex');
    fill(/^Last name/, 'Nguyen');
    fill(/^Email/, 'alex@example.com.au');
    fill(/^Password/, 'a much longer passphrase');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getAllByText(MESSAGES.emailTaken).length).toBe(2));
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(app.calls.find((call) => call.url === '/auth/sign-up')?.body).toEqual({
      email: 'alex@example.com.au',
      password: 'a much longer passphrase',
      firstName: 'Alex',
      lastName: 'Nguyen',
      tenant: 'US',
    });
  });

  it('refuses a common password before calling the server', async () => {
    const app = renderApp('/sign-up', { user: null });
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^Password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    fill(/^Password/, 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(app.calls.some((call) => call.url === '/auth/sign-up')).toBe(false);
  });
});

describe('password reset', () => {
  it('requests a link and shows the answer', async () => {
    renderApp('/forgot-password', {
      user: null,
      routes: {
        'POST /auth/password-reset/request': () =>
          Response.json({ message: MESSAGES.passwordResetSent }, { status: 202 }),
      },
    });
    await screen.findByRole('heading', { name: 'Reset your password' });
    fill(/^Email/, 'alex@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      MESSAGES.passwordResetSent,
    );
  });

  it('sets a new password with the token from the link', async () => {
    const app = renderApp('/reset-password?token=tok-123', {
      user: null,
      routes: {
        'POST /auth/password-reset/confirm': () =>
          Response.json({ message: MESSAGES.passwordResetDone }),
      },
    });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fill(/^New password/, 'a brand new passphrase');
    fill(/^Confirm new password/, 'a different one');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();

    fill(/^Confirm new password/, 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByTestId('form-success')).textContent).toBe(
      MESSAGES.passwordResetDone,
    );
    expect(app.calls.find((call) => call.url === '/auth/password-reset/confirm')?.body).toEqual({
      token: 'tok-123',
      password: 'a brand new passphrase',
    });
  });

  it('explains a link without a token', async () => {
    renderApp('/reset-password', { user: null });
    expect(await screen.findByText(MESSAGES.passwordResetInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
