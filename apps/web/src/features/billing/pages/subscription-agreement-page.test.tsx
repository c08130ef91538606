import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { TSubscriptionAgreement } from '../api/subscription-agreement';
import { subscriptionItem, userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer, graphqlError } from './billing-test-server';
import { agreementCallback, signatureError } from './subscription-agreement-page';

// The first render loads the page's code on demand, which a busy machine can take a while over.
const LOAD = { timeout: 5000 };

const AGREEMENT: TSubscriptionAgreement = {
  subscriptionId: 'sub-1',
  productName: 'Legal Advice',
  title: 'Legal Advice plan agreement',
  body: ['We act for you on the matters the plan covers.', 'Either of us may end it on notice.'],
  signedAt: null,
  signedName: null,
};

function openAgreement(
  url: string,
  agreement: TSubscriptionAgreement = AGREEMENT,
  failSign = false,
) {
  const server = billingServer({
    data: userSubscriptionsData({
      subscriptionList: [
        subscriptionItem({
          productName: 'Legal Advice',
          needsSignedAgreement: true,
          signed: false,
        }),
      ],
    }),
    resolvers: {
      GetSubscriptionAgreement: (v) =>
        v.id === agreement.subscriptionId
          ? { getSubscriptionAgreement: agreement }
          : graphqlError('We could not find what you were looking for.', 'NOT_FOUND'),
      SignSubscriptionAgreement: () => {
        if (failSign) return graphqlError('The name is too long', 'BAD_INPUT');
        server.state.data = userSubscriptionsData({
          subscriptionList: [subscriptionItem({ needsSignedAgreement: true, signed: true })],
        });
        return { signSubscriptionAgreement: server.state.data.subscriptionList[0] };
      },
    },
  });
  const app = renderApp(url, { routes: { 'POST /graphql': server.handler } });
  return { app, server };
}

// Toasts live in a store outside React: clear them so one test's toast is not the next one's.
afterEach(() => notifications.clean());

describe('/subscription-plan-agreement', () => {
  it('shows the agreement, signs it with a typed name and the tick box, then goes back', async () => {
    const { app, server } = openAgreement(
      `/subscription-plan-agreement?callback=${encodeURIComponent('/quotes?first-load=true')}&subscriptionId=sub-1`,
    );
    const article = within(
      await screen.findByRole('article', { name: 'Legal Advice plan agreement' }, LOAD),
    );
    expect(article.getByText('Either of us may end it on notice.')).toBeTruthy();
    // The banner that sent the user here stays out of the way on this page.
    expect(screen.queryByTestId('billing-banner')).toBeNull();

    const sign = screen.getByRole('button', { name: 'Sign agreement' });
    expect(sign.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'A' } });
    fireEvent.click(
      screen.getByLabelText('I have read and agree to the Legal Advice plan agreement'),
    );
    fireEvent.click(sign);
    expect(await screen.findByText('Type your full name to sign')).toBeTruthy();
    expect(server.called('SignSubscriptionAgreement')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your full name'), {
      target: { value: ' Alex Nguyen ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/quotes'));
    expect(app.router.state.location.search).toBe('?first-load=true');
    expect(server.called('SignSubscriptionAgreement')[0]?.variables).toEqual({
      id: 'sub-1',
      name: 'Alex Nguyen',
    });
    expect(await screen.findByText('Agreement signed. Thank you.')).toBeTruthy();
  });

  it('shows who signed and when once signed', async () => {
    openAgreement('/subscription-plan-agreement?subscriptionId=sub-1', {
      ...AGREEMENT,
      signedAt: '2026-11-20T23:30:00.000Z',
      signedName: 'Alex Nguyen',
    });
    const signed = within(await screen.findByTestId('agreement-signed', {}, LOAD));
    expect(signed.getByText('Signed by Alex Nguyen on 21/11/2026.')).toBeTruthy();
    expect(signed.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/settings/subscriptions',
    );
    expect(screen.queryByLabelText('Your full name')).toBeNull();
  });

  it("refuses another user's agreement with the server's message", async () => {
    openAgreement('/subscription-plan-agreement?subscriptionId=sub-other');
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe(
      'We could not find what you were looking for.',
    );
  });

  it("shows the server's refusal of a signature", async () => {
    openAgreement('/subscription-plan-agreement?subscriptionId=sub-1', AGREEMENT, true);
    fireEvent.change(await screen.findByLabelText('Your full name', {}, LOAD), {
      target: { value: 'Alex Nguyen' },
    });
    fireEvent.click(
      screen.getByLabelText('I have read and agree to the Legal Advice plan agreement'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign agreement' }));
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toBe('The name is too long');
  });

  it('says so when the link names no plan', async () => {
    openAgreement('/subscription-plan-agreement');
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toContain(
      'This link does not say which plan to sign.',
    );
  });

  it('goes back to same-site paths only', () => {
    expect(agreementCallback('/documents/my-documents')).toBe('/documents/my-documents');
    for (const bad of [null, '', 'https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(agreementCallback(bad)).toBe('/settings/subscriptions');
    }
    expect(agreementCallback('/subscription-plan-agreement?subscriptionId=x')).toBe(
      '/settings/subscriptions',
    );
    expect(signatureError('Jo')).toBeNull();
    expect(signatureError(' J ')).toBe('Type your full name to sign');
  });
});
