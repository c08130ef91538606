import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const offer = (
  id: string,
  category: string,
  claimKind: 'CODE' | 'LINK',
  redemption: string | null = null,
) => ({
  id,
  category,
  partner: `Partner ${id}`,
  title: `Offer ${id}`,
  benefit: 'A benefit',
  terms: 'Some terms',
  claimKind,
  redemption,
  claimedAt: redemption ? '2026-03-02T01:00:00.000Z' : null,
  __typename: 'PartnerOffer',
});

describe('the partner offers pages', () => {
  it('shows a customer without a paid plan every offer and the way to a plan, with nothing to claim', async () => {
    renderApp('/partner-offers', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        PartnerOffers: {
          partnerOffers: {
            canClaim: false,
            offers: [offer('bank', 'BANKING', 'LINK'), offer('books', 'ACCOUNTING', 'CODE')],
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Offer bank' })).toBeTruthy();
    expect(screen.getByTestId('offers-upgrade')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /Reveal code|Get offer/ })).toBeNull();
  });

  it('reveals a code when a paying customer claims it', async () => {
    let claimed: string | null = null;
    const { calls } = renderApp('/partner-offers', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        get PartnerOffers() {
          return {
            partnerOffers: {
              canClaim: true,
              offers: [offer('books', 'ACCOUNTING', 'CODE', claimed)],
            },
          };
        },
        get ClaimPartnerOffer() {
          claimed = 'LEDG-0A1B2C3D4E';
          return { claimPartnerOffer: offer('books', 'ACCOUNTING', 'CODE', claimed) };
        },
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Offer books' })).closest('article')!;
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Reveal code' }));
    expect((await screen.findByTestId('offer-code')).textContent).toBe('LEDG-0A1B2C3D4E');
    const claim = calls.find((c) =>
      String((c.body as { query?: string })?.query).includes('claimPartnerOffer('),
    );
    expect((claim?.body as { variables?: unknown } | undefined)?.variables).toEqual({
      offerId: 'books',
    });
  });

  it('asks the server for banking offers alone on the banking page', async () => {
    const { calls } = renderApp('/partner-offers/banking', {
      graphql: {
        GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
        PartnerOffers: {
          partnerOffers: {
            canClaim: true,
            offers: [offer('bank', 'BANKING', 'LINK', 'https://bank.example/?ref=1')],
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: /Go to Partner bank/ });
    expect(link.getAttribute('href')).toBe('https://bank.example/?ref=1');
    expect(link.getAttribute('rel')).toContain('noopener');
    const asked = calls.find((c) =>
      String((c.body as { query?: string })?.query).includes('partnerOffers('),
    );
    expect((asked?.body as { variables?: unknown } | undefined)?.variables).toEqual({
      category: 'BANKING',
    });
  });

  it('tells an American customer the offers are for Australian accounts', async () => {
    renderApp('/partner-offers', {
      user: { ...CUSTOMER, tenant: 'US' },
      graphql: { GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() } },
    });
    expect(
      await screen.findByText('Partner offers are available to Australian accounts only.'),
    ).toBeTruthy();
  });
});
