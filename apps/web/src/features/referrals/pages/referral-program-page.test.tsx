import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const refusal = () =>
  new Response(
    JSON.stringify({ data: null, errors: [{ message: 'No', extensions: { code: 'INTERNAL' } }] }),
    { headers: { 'content-type': 'application/json' } },
  );

/** The signed-in customer and their plan, as the layout asks. */
function answer(body: unknown) {
  const query = String((body as { query: string }).query);
  const data = query.includes('getUserSubscriptions')
    ? { getUserSubscriptions: userSubscriptionsData() }
    : query.includes('getUser')
      ? { getUser: CUSTOMER }
      : {};
  return new Response(JSON.stringify({ data }), {
    headers: { 'content-type': 'application/json' },
  });
}

describe('the referral program page', () => {
  it('shows the link made from the partner key, copies it and says so', async () => {
    const { calls } = renderApp('/referral-program', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        CreatePartner: { createPartner: 'pk_abc' },
      },
    });
    const input = (await screen.findByRole('textbox', {
      name: 'Referral link',
    })) as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/?ref=pk_abc`);
    // createPartner is asked with the customer's own id and e-mail (SPEC §5).
    const asked = calls.find((c) =>
      String((c.body as { query?: string })?.query).includes('createPartner('),
    );
    expect((asked!.body as { variables: unknown }).variables).toEqual({
      userId: 'u-customer',
      email: 'alex@example.com.au',
    });
    expect(screen.getAllByText(/20% of their first payment/).length).toBeGreaterThan(0);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(input.value);
  });

  it('says no link was generated when the server fails', async () => {
    renderApp('/referral-program', {
      routes: {
        'POST /graphql': (body) =>
          /createPartner\(|referralLedger\(/.test(String((body as { query: string }).query))
            ? refusal()
            : answer(body),
      },
    });
    expect(await screen.findByText('Error, no referral link generated.')).toBeTruthy();
  });
});
