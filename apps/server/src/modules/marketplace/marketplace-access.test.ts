import { MASKED } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { addCard } from '../../test-support/billing-kit.js';
import {
  ACCEPT,
  BRIEF,
  briefInput,
  errorOf,
  LAWYER_BRIEFS,
  marketplaceWorld,
  ok,
  POST,
  QUOTE,
  quoteInput,
  READ_QUOTE,
} from '../../test-support/marketplace-kit.js';
import { signUpCustomer } from '../../test-support/test-app.js';

// Who may read and do what in the marketplace: the client stays unknown to lawyers until one
// wins, another person's brief or quote does not exist for you, and each side keeps to its role.

describe('who may see and do what in the marketplace', () => {
  const w = marketplaceWorld();

  it('keeps the client unknown to lawyers until one wins, and then only to that one', async () => {
    const { t, customer, ada, ben, card, postBrief, quote } = w;
    const brief = await postBrief();
    const asAda = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief;
    expect(asAda.client).toBeNull();
    expect(asAda.description).toContain(MASKED);
    expect(asAda.description).not.toMatch(/0412|jo\.cafe/);
    const everything = JSON.stringify(await t.api.graphql(LAWYER_BRIEFS, { t: 'NEW' }, ada.token));
    expect(everything).not.toContain(String(customer.input.email));
    expect(everything).not.toContain('Cafe');

    const qa = await quote(ada.token, brief.id, 70_000);
    const qb = await quote(ben.token, brief.id, 75_000);
    // Quoting does not reveal the client either.
    expect(
      (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief.client,
    ).toBeNull();
    await ok(await t.api.graphql(ACCEPT, { q: qa.id, p: card }, customer.token));
    const won = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief;
    expect(won.client).toEqual({ name: 'Jo Cafe', email: customer.input.email });
    expect(won.description).toContain('0412 345 678');
    const lost = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ben.token))).brief;
    expect(lost.client).toBeNull();
    expect(lost.description).toContain(MASKED);
    expect(lost.job).toBeNull();
    expect(qb.status).toBe('SUBMITTED');
  });

  it('refuses a lawyer another lawyer’s quote and a customer another customer’s brief', async () => {
    const { t, customer, ada, ben, postBrief, quote } = w;
    const brief = await postBrief();
    const qa = await quote(ada.token, brief.id, 70_000);
    await quote(ben.token, brief.id, 65_000);
    const asBen = await t.api.graphql(READ_QUOTE, { id: qa.id }, ben.token);
    expect(errorOf(asBen).extensions.code).toBe('NOT_FOUND');
    expect(
      (await ok(await t.api.graphql(READ_QUOTE, { id: qa.id }, ada.token))).marketplaceQuote.id,
    ).toBe(qa.id);
    // Through the brief, a lawyer sees only their own quote.
    const seen = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ben.token))).brief;
    expect(seen.quotes.map((q: { feeCents: number }) => q.feeCents)).toEqual([65_000]);

    const other = await signUpCustomer(t.api);
    const res = await t.api.graphql(BRIEF, { id: brief.id }, other.token);
    expect(errorOf(res).extensions.code).toBe('NOT_FOUND');
    expect(res.body.data).toBeNull();
    expect(
      errorOf(await t.api.graphql(READ_QUOTE, { id: qa.id }, other.token)).extensions.code,
    ).toBe('NOT_FOUND');
    const otherCard = (await addCard(t, other.token)).paymentMethodId;
    const stolen = await t.api.graphql(ACCEPT, { q: qa.id, p: otherCard }, other.token);
    expect(errorOf(stolen).extensions.code).toBe('NOT_FOUND');
    const myBriefs = (await ok(await t.api.graphql('{ myBriefs { id } }', {}, other.token)))
      .myBriefs;
    expect(myBriefs).toEqual([]);
    // A customer cannot pay with someone else's card.
    const borrowed = await t.api.graphql(ACCEPT, { q: qa.id, p: otherCard }, customer.token);
    expect(errorOf(borrowed).extensions.code).toBe('BAD_INPUT');
  });

  it('keeps lawyers from posting briefs and customers from quoting', async () => {
    const { t, customer, ada, ben, postBrief } = w;
    expect(errorOf(await t.api.graphql(POST, { i: briefInput() }, ada.token)).extensions.code).toBe(
      'FORBIDDEN',
    );
    const brief = await postBrief();
    const res = await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 50_000) }, customer.token);
    expect(errorOf(res).message).toBe('Only lawyers can quote on briefs.');
    const vic = await postBrief(customer.token, { state: 'VIC', areaOfLaw: 'Employment' });
    const FILTERED =
      'query($s: String, $a: String) { lawyerBriefs(tab: NEW, state: $s, areaOfLaw: $a) { id } }';
    const ids = async (v: Record<string, string>) =>
      (await ok(await t.api.graphql(FILTERED, v, ben.token))).lawyerBriefs.map(
        (b: { id: string }) => b.id,
      );
    expect(await ids({ s: 'VIC' })).toContain(vic.id);
    expect(await ids({ s: 'VIC', a: 'Employment' })).toEqual([vic.id]);
    expect(await ids({ s: 'WA' })).not.toContain(vic.id);
    expect(await ids({ s: 'VIC', a: 'Leasing' })).not.toContain(vic.id);
    const upside = await t.api.graphql(
      POST,
      { i: briefInput({ budgetMaxCents: 10_000 }) },
      customer.token,
    );
    expect(errorOf(upside).extensions.fields.budgetMaxCents).toBeTruthy();
  });
});
