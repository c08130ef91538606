import { REGISTRATION_MESSAGES as M } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the trade mark request page', () => {
  it('finds classes by search, needs one, and sends the request', { timeout: 60_000 }, async () => {
    const sent: any[] = [];
    renderApp('/solutions/trademark', {
      routes: {
        'POST /graphql': (raw: unknown) => {
          const body = raw as { query: string; variables?: any };
          if (body.query.includes('RequestTrademark')) {
            sent.push(body.variables);
            return json({
              data: {
                requestTrademark: {
                  id: 'tm-1',
                  status: 'RECEIVED',
                  mark: 'WATTLE PAWS',
                  classes: [25],
                  ownerName: 'Mia Nguyen',
                },
              },
            });
          }
          if (body.query.includes('getUserSubscriptions'))
            return json({ data: { getUserSubscriptions: userSubscriptionsData() } });
          return json({ data: { getUser: { emailVerified: true, ...CUSTOMER } } });
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Trade mark/ }), {
      target: { value: 'WATTLE PAWS' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Owner's name/ }), {
      target: { value: 'Mia Nguyen' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(M.trademarkClasses)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Search the classes/ }), {
      target: { value: 'clothing' },
    });
    expect(screen.getByText('1 class shown, 0 chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Class 25: Clothing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request received')).toBeTruthy();
    expect(sent[0].data).toEqual({ mark: 'WATTLE PAWS', classes: [25], ownerName: 'Mia Nguyen' });
  });
});
