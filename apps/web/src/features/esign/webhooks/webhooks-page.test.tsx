import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const HOOK = {
  id: 'wh-1',
  url: 'https://hooks.example.com/in',
  createdAt: '2026-11-20T00:00:00.000Z',
  deliveries: [
    {
      id: 'd-2',
      event: 'signing.signed',
      state: 'FAILED',
      attempts: 7,
      lastStatus: 500,
      lastError: 'The endpoint answered HTTP 500.',
      createdAt: '2026-11-20T02:00:00.000Z',
      deliveredAt: null,
    },
    {
      id: 'd-1',
      event: 'signing.sent',
      state: 'DELIVERED',
      attempts: 1,
      lastStatus: 204,
      lastError: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      deliveredAt: '2026-11-20T01:00:01.000Z',
    },
  ],
};

describe('webhook settings', () => {
  it('says there are none yet, adds one and shows its secret once', async () => {
    const { calls } = renderApp('/settings/webhooks', {
      graphql: {
        EsignWebhooks: { esignWebhooks: [] },
        AddEsignWebhook: {
          addEsignWebhook: { secret: 'whsec_abc123', webhook: { id: 'wh-1', url: HOOK.url } },
        },
      },
    });
    expect(await screen.findByTestId('webhooks-empty')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Endpoint address/ }), {
      target: { value: ` ${HOOK.url} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByTestId('webhook-secret');
    expect(within(secret).getByText('whsec_abc123')).toBeTruthy();
    expect(variablesOf(calls, 'addEsignWebhook')).toEqual([{ u: HOOK.url }]);
  });

  it('lists each delivery with its state and last answer, and removes an endpoint', async () => {
    const { calls } = renderApp('/settings/webhooks', {
      graphql: {
        EsignWebhooks: { esignWebhooks: [HOOK] },
        RemoveEsignWebhook: { removeEsignWebhook: true },
      },
    });
    const log = await screen.findByRole('table', { name: `Deliveries to ${HOOK.url}` });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'signing.signedfailed7The endpoint answered HTTP 500.',
      'signing.sentdelivered1HTTP 204',
    ]);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${HOOK.url}` }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'removeEsignWebhook')).toEqual([{ id: 'wh-1' }]),
    );
  });
});
