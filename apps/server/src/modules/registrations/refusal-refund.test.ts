import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard } from '../../test-support/billing-kit.js';
import { completeApplication, SUBMIT } from '../../test-support/registrations-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { sandboxCharges } from '../billing/gateway/sandbox-tables.js';
import { billingAudit, charges, paymentIntents } from '../billing/tables.js';
import type { TLodgementOutcome } from '../businesses/index.js';
import { registrationPayments } from './tables.js';

const INVOICES =
  'query GetUserSubscriptions { getUserSubscriptions { invoices { id refundedInCents } } }';

// ASIC refusing a company registration that was paid for: the money goes back, once.

const TOTAL = 69_900 + 59_700;
const REASON = 'The proposed name is identical to a name already reserved.';
const VIEW = `query View($id: ID!) { companyApplication(id: $id) {
  id status decisionReason refundMessage timeline { status reason } } }`;

const firstError = (res: { body: { errors?: { message: string; extensions?: any }[] } }) =>
  res.body.errors![0]!;

describe('a paid company registration ASIC refuses', () => {
  let t: TTestApp;
  let original: TTestApp['deps']['lodgement'];
  /** Applications ASIC is still considering; a reference here answers as refused. */
  const refused = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
    original = { ...t.deps.lodgement };
    // Lodged applications wait with ASIC, then come back refused when asked again.
    t.deps.lodgement.submit = async (request) => ({
      status: 'PENDING',
      reference: `REF-${request.idempotencyKey}`,
    });
    t.deps.lodgement.outcome = async (reference): Promise<TLodgementOutcome> =>
      refused.has(reference)
        ? { status: 'REJECTED', reference, reason: REASON, decidedAt: t.deps.clock.now() }
        : { status: 'PENDING', reference };
  });
  afterAll(() => {
    t.deps.lodgement.submit = original.submit;
    t.deps.lodgement.outcome = original.outcome;
    return t.close();
  });

  async function lodgedApplication(name: string) {
    const { token, input } = await signUpCustomer(t.api);
    const card = (await addCard(t, token)).paymentMethodId;
    const id = await completeApplication(t, token, name);
    const lodged = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    expect(lodged.body.data.submitCompanyApplication.status).toBe('Submitted');
    return { token, card, id, email: String(input.email) };
  }

  const refundsOf = (card: string) =>
    t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, card));

  it('refunds both fees to the card, says so on the page and in the mail, and audits it', async () => {
    const { token, card, id, email } = await lodgedApplication('Refused Wattle Pty Ltd');
    const invoicesOf = async () =>
      (await t.api.graphql(INVOICES, {}, token)).body.data.getUserSubscriptions.invoices as {
        id: string;
        refundedInCents: number;
      }[];
    // Read once before the refusal, so the list is in memory when the refund lands.
    expect((await invoicesOf()).map((i) => i.refundedInCents)).toEqual([0]);
    refused.add(`REF-${id}`);
    const view = (await t.api.graphql(VIEW, { id }, token)).body.data.companyApplication;
    expect(view.status).toBe('Rejected');
    expect(view.decisionReason).toBe(REASON);
    expect(view.refundMessage).toMatch(/^Refunded \$1,296 to your card ending 4242/);
    expect(view.refundMessage).toContain('ASIC keeps no fee for a refused application');

    const [taken] = await refundsOf(card);
    expect(taken!.refundedInCents).toBe(TOTAL);
    const [payment] = await t.deps.database.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.applicationId, id));
    const [charge] = await t.deps.database.db
      .select()
      .from(charges)
      .where(eq(charges.invoiceId, payment!.invoiceId));
    expect(charge!.refundedInCents).toBe(TOTAL);
    // The customer's invoice list shows it too.
    expect(await invoicesOf()).toEqual([{ id: payment!.invoiceId, refundedInCents: TOTAL }]);
    const audit = await t.deps.database.db
      .select()
      .from(billingAudit)
      .where(eq(billingAudit.chargeId, charge!.id));
    expect(audit.map((a) => [a.action, a.amountInCents])).toEqual(
      expect.arrayContaining([
        ['refund', TOTAL],
        ['charge', TOTAL],
      ]),
    );
    const sent = await t.deps.database.db
      .select()
      .from(billingAudit)
      .where(and(eq(billingAudit.userId, charge!.userId), eq(billingAudit.action, 'refund_sent')));
    expect(sent).toHaveLength(1);

    const mail = t.sentMail.filter((m) => m.to === email && /did not register/.test(m.subject));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(REASON);
    expect(mail[0]!.text).toContain(view.refundMessage);
  });

  it('refunds once when the refusal is seen by several page loads and a retried submit at once', async () => {
    const { token, card, id, email } = await lodgedApplication('Twice Refused Wattle Pty Ltd');
    refused.add(`REF-${id}`);
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => t.api.graphql(VIEW, { id }, token)),
      t.api.graphql(SUBMIT, { id, pm: card }, token),
      t.api.graphql(VIEW, { id }, token),
    ]);
    for (const answer of answers) {
      const app = answer.body.data.companyApplication ?? answer.body.data.submitCompanyApplication;
      expect(app.status).toBe('Rejected');
    }
    const [taken] = await refundsOf(card);
    expect(taken!.refundedInCents).toBe(TOTAL);
    const [payment] = await t.deps.database.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.applicationId, id));
    const refunds = await t.deps.database.db
      .select()
      .from(billingAudit)
      .where(
        and(eq(billingAudit.invoiceId, payment!.invoiceId), eq(billingAudit.action, 'refund')),
      );
    expect(refunds).toHaveLength(1);
    const intents = await t.deps.database.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.userId, payment!.userId), eq(paymentIntents.kind, 'refund')));
    expect(intents.map((i) => i.status)).toEqual(['completed']);
    const mail = t.sentMail.filter((m) => m.to === email && /did not register/.test(m.subject));
    expect(mail).toHaveLength(1);
  });

  it('refunds nothing while ASIC is still considering the application', async () => {
    const { token, card, id } = await lodgedApplication('Waiting Wattle Pty Ltd');
    const view = (await t.api.graphql(VIEW, { id }, token)).body.data.companyApplication;
    expect(view).toMatchObject({ status: 'Submitted', refundMessage: null });
    const [taken] = await refundsOf(card);
    expect(taken!.refundedInCents).toBe(0);
  });

  it("answers another customer's application id as not found, and refunds nothing for it", async () => {
    const owner = await lodgedApplication('Guarded Refused Wattle Pty Ltd');
    refused.add(`REF-${owner.id}`);
    const intruder = await signUpCustomer(t.api);
    const res = await t.api.graphql(VIEW, { id: owner.id }, intruder.token);
    expect(firstError(res).extensions.code).toBe('NOT_FOUND');
    const [taken] = await refundsOf(owner.card);
    expect(taken!.refundedInCents).toBe(0);
  });
});
