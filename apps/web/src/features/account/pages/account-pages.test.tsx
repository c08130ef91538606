import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp, userGraphql } from '../../../test/render-app';

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
        'POST /graphql': userGraphql(() => (signedIn ? CUSTOMER : null)),
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

  it('after a refusal, reminds a new customer to open the mailed link first', async () => {
    renderApp('/sign-in', {
      user: null,
      routes: {
        'POST /auth/sign-in': () => errorResponse(401, 'UNAUTHENTICATED', MESSAGES.signInFailed),
      },
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByTestId('pending-hint')).toBeNull();
    fill(/^Email/, 'alex@example.com.au');
    fill(/^Password/, 'whatever1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.signInFailed);
    expect(screen.getByTestId('pending-hint').textContent).toBe(MESSAGES.signInPendingHint);
  });

  it("shows the server's message, such as the wait after too many attempts", async () => {
    const wait = MESSAGES.tooManyRequests(40);
    renderApp('/sign-in', {
      user: null,
      routes: { 'POST /auth/sign-in': () => errorResponse(429, 'RATE_LIMITED', wait) },
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    fill(/^Email/, 'alex@example.com.au');
    fill(/^Password/, 'whatever1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(wait);
    expect(screen.queryByTestId('pending-hint')).toBeNull();
  });
});

describe('sign-up page', () => {
  async function fillForm() {
    await screen.findByRole('heading', { name: 'Create your account' });
    fill(/^First name/, 'Alex');
    fill(/^Last name/, 'Nguyen');
    fill(/^Email/, 'alex@example.com.au');
    fill(/^Password/, 'a much longer passphrase');
  }

  it('ends on "check your inbox" without signing in, and can send the link again', async () => {
    const sent = MESSAGES.signUpCheckInbox('alex@example.com.au');
    const app = renderApp('/sign-up?next=%2Fcheckout%2Fessentials-quarterly', {
      user: null,
      routes: {
        'POST /auth/sign-up': () =>
          Response.json({ message: sent, email: 'alex@example.com.au' }, { status: 202 }),
        'POST /auth/verify-email/resend': () =>
          Response.json(
            { message: MESSAGES.emailVerificationResent('alex@example.com.au') },
            { status: 202 },
          ),
      },
    });
    await fillForm();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByTestId('sign-up-sent')).textContent).toBe(sent);
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(window.localStorage.getItem('auth-token')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/sign-up');
    expect(app.calls.find((call) => call.url === '/auth/sign-up')?.body).toEqual({
      email: 'alex@example.com.au',
      password: 'a much longer passphrase',
      firstName: 'Alex',
      lastName: 'Nguyen',
      tenant: 'US',
      next: '/checkout/essentials-quarterly',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByTestId('resend-answer')).textContent).toBe(
      MESSAGES.emailVerificationResent('alex@example.com.au'),
    );
    expect(app.calls.find((call) => call.url === '/auth/verify-email/resend')?.body).toEqual({
      email: 'alex@example.com.au',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('puts server field errors under their inputs', async () => {
    const message = 'Not a valid email address';
    renderApp('/sign-up', {
      user: null,
      routes: {
        'POST /auth/sign-up': () =>
          errorResponse(400, 'BAD_INPUT', `email: ${message}`, { email: message }),
      },
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('links the terms and the privacy policy it asks the customer to agree to', async () => {
    renderApp('/sign-up', { user: null });
    const consent = await screen.findByTestId('sign-up-consent');
    expect(consent.textContent).toBe(
      'By creating an account you agree to the Terms and the Privacy policy.',
    );
    expect(within(consent).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(within(consent).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('offers sign-in and reset as links for a taken address, and drops it when the address changes', async () => {
    renderApp('/sign-up?next=%2Fquotes', {
      user: null,
      routes: {
        'POST /auth/sign-up': () =>
          errorResponse(409, 'CONFLICT', MESSAGES.emailTaken, { email: MESSAGES.emailTaken }),
      },
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const banner = await screen.findByTestId('form-error');
    expect(banner.textContent).toBe(MESSAGES.emailTaken);
    expect(within(banner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?next=%2Fquotes',
    );
    expect(
      within(banner).getByRole('link', { name: 'reset your password' }).getAttribute('href'),
    ).toBe('/forgot-password');

    fill(/^Email/, 'alex.new@example.com.au');
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
    expect(screen.queryByText(MESSAGES.emailTaken)).toBeNull();
  });

  it('does not pass on a next page of another site', async () => {
    const app = renderApp('/sign-up?next=%2F%2Fevil.example', {
      user: null,
      routes: {
        'POST /auth/sign-up': () =>
          Response.json({ message: 'sent', email: 'alex@example.com.au' }, { status: 202 }),
      },
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('sign-up-sent');
    expect(app.calls.find((call) => call.url === '/auth/sign-up')?.body).not.toHaveProperty('next');
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

describe('confirmation link page', () => {
  it('confirms the address, signs in and goes where the person was headed', async () => {
    let signedIn = false;
    const app = renderApp('/verify-email?token=tok-1&next=%2Fdocuments%2Fmy-documents', {
      user: null,
      routes: {
        'POST /auth/verify-email': () => {
          signedIn = true;
          return Response.json({ token: 't-9', expiresAt: '2030-01-01', user: CUSTOMER });
        },
        'POST /graphql': userGraphql(() => (signedIn ? CUSTOMER : null)),
      },
    });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
    expect(window.localStorage.getItem('auth-token')).toBe('t-9');
    expect(app.calls.filter((call) => call.url === '/auth/verify-email')).toEqual([
      { url: '/auth/verify-email', method: 'POST', body: { token: 'tok-1' } },
    ]);
  });

  it('asks for the password chosen at sign-up before it opens a new account', async () => {
    let signedIn = false;
    const app = renderApp('/verify-email?token=tok-2', {
      user: null,
      routes: {
        'POST /auth/verify-email': (body) => {
          const { password } = body as { password?: string };
          if (password !== 'my-own-choice-1') {
            const message = password ? MESSAGES.signUpPasswordWrong : MESSAGES.signUpPasswordNeeded;
            return Response.json(
              { error: { code: 'BAD_INPUT', message, fields: { password: message } } },
              { status: 400 },
            );
          }
          signedIn = true;
          return Response.json({ token: 't-10', expiresAt: '2030-01-01', user: CUSTOMER });
        },
        'POST /graphql': userGraphql(() => (signedIn ? CUSTOMER : null)),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Finish creating your account' }),
    ).toBeTruthy();
    fill(/^Password/, 'a-guess');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(MESSAGES.signUpPasswordWrong)).toBeTruthy();
    fill(/^Password/, 'my-own-choice-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(window.localStorage.getItem('auth-token')).toBe('t-10'));
    expect(
      app.calls.filter((call) => call.url === '/auth/verify-email').map((c) => c.body),
    ).toEqual([
      { token: 'tok-2' },
      { token: 'tok-2', password: 'a-guess' },
      { token: 'tok-2', password: 'my-own-choice-1' },
    ]);
  });

  it('shows why a link failed and asks for a new one', async () => {
    const app = renderApp('/verify-email?token=used-1', {
      user: null,
      routes: {
        'POST /auth/verify-email': () =>
          errorResponse(400, 'BAD_INPUT', MESSAGES.emailVerificationInvalid),
        'POST /auth/verify-email/resend': () =>
          Response.json(
            { message: MESSAGES.emailVerificationResent('alex@example.com.au') },
            { status: 202 },
          ),
      },
    });
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      MESSAGES.emailVerificationInvalid,
    );
    fill(/^Email/, 'alex@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByTestId('resend-answer')).textContent).toBe(
      MESSAGES.emailVerificationResent('alex@example.com.au'),
    );
    expect(app.calls.find((call) => call.url === '/auth/verify-email/resend')?.body).toEqual({
      email: 'alex@example.com.au',
    });
  });

  it('explains a link without a token', async () => {
    const app = renderApp('/verify-email', { user: null });
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      MESSAGES.emailVerificationInvalid,
    );
    expect(app.calls.some((call) => call.url === '/auth/verify-email')).toBe(false);
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
