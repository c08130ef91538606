import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { essentialsOwner } from '../../test-support/teams-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

const LIST = `query($category: PartnerOfferCategory) {
  partnerOffers(category: $category) { canClaim offers { id category partner claimKind redemption claimedAt } }
}`;
const CLAIM = `mutation($offerId: ID!) { claimPartnerOffer(offerId: $offerId) { id claimKind redemption claimedAt } }`;

type TOffer = { id: string; category: string; claimKind: string; redemption: string | null };

describe('partner offers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string, category?: string) => t.api.graphql(LIST, { category }, token);
  const claim = (token: string, offerId: string) => t.api.graphql(CLAIM, { offerId }, token);

  it('shows a customer without a paid plan the catalogue, and refuses a claim with the way to one', async () => {
    const free = await signUpCustomer(t.api);
    const res = await list(free.token);
    expect(res.body.data.partnerOffers.canClaim).toBe(false);
    expect(res.body.data.partnerOffers.offers.length).toBeGreaterThan(5);
    const refused = await claim(free.token, 'accounting-cloud-ledger');
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Partner offers come with a paid plan. Choose a plan to claim this offer.',
      extensions: { code: 'PAYMENT_REQUIRED' },
    });
  });

  it('lists one category for the banking page', async () => {
    const free = await signUpCustomer(t.api);
    const offers: TOffer[] = (await list(free.token, 'BANKING')).body.data.partnerOffers.offers;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.category === 'BANKING')).toBe(true);
  });

  it('reveals one code per customer, the same however often or however fast they claim', async () => {
    const owner = await essentialsOwner(t);
    const claims = await Promise.all(
      [1, 2, 3].map(() => claim(owner.token, 'accounting-cloud-ledger')),
    );
    const codes = new Set(claims.map((c) => c.body.data.claimPartnerOffer.redemption));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^LEDG-[0-9A-F]{10}$/);
    const listed: TOffer[] = (await list(owner.token)).body.data.partnerOffers.offers;
    expect(listed.find((o) => o.id === 'accounting-cloud-ledger')?.redemption).toBe([...codes][0]);
    // Another customer's claim is theirs alone: a second customer gets their own code.
    const other = await essentialsOwner(t);
    const theirs = await claim(other.token, 'accounting-cloud-ledger');
    expect(theirs.body.data.claimPartnerOffer.redemption).not.toBe([...codes][0]);
    const otherList: TOffer[] = (await list(other.token)).body.data.partnerOffers.offers;
    expect(otherList.filter((o) => o.redemption).map((o) => o.id)).toEqual([
      'accounting-cloud-ledger',
    ]);
  });

  it('gives a link offer as the partner link carrying our referral parameters', async () => {
    const owner = await essentialsOwner(t);
    const res = await claim(owner.token, 'design-logo');
    const link = new URL(res.body.data.claimPartnerOffer.redemption);
    expect(link.origin + link.pathname).toBe('https://www.markcraft.studio/logo-design');
    expect(link.searchParams.get('utm_source')).toBe('clausewell');
    expect(link.searchParams.get('ref')).toMatch(/^[0-9A-Z]{26}$/);
  });

  it('refuses an offer that does not exist and keeps offers from US accounts', async () => {
    const owner = await essentialsOwner(t);
    expect((await claim(owner.token, 'no-such-offer')).body.errors?.[0]).toMatchObject({
      message: 'That offer is no longer available.',
    });
    const american = await signUpCustomer(t.api, { tenant: 'US' });
    expect((await list(american.token)).body.errors?.[0]).toMatchObject({
      message: 'Partner offers are available to Australian accounts only.',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
