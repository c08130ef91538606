import { BILLING_MESSAGES, REGISTRATION_MESSAGES as M } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, CARDS } from '../../test-support/billing-kit.js';
import { completeApplication, GET, SUBMIT } from '../../test-support/registrations-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { sandboxCharges } from '../billing/gateway/sandbox-tables.js';
import { billingAudit, invoices as invoiceRows } from '../billing/tables.js';
import { companyApplications, registrationPayments } from './tables.js';

// "Pay and lodge": the fees are charged through billing before ASIC is asked, once.

const TOTAL = 69_900 + 59_700;
const INVOICES = `{ getUserSubscriptions { invoices { number description status totalInCents amountPaidInCents } } }`;

const firstError = (res: { body: { errors?: { message: string; extensions?: any }[] } }) =>
  res.body.errors![0]!;

describe('paying for a company registration', () => {
  let t: TTestApp;
  let lodged: string[];
  let submit: TTestApp['deps']['lodgement']['submit'];
  beforeAll(async () => {
    t = await startTestApp();
    lodged = [];
    submit = t.deps.lodgement.submit.bind(t.deps.lodgement);
    t.deps.lodgement.submit = async (request) => {
      lodged.push(request.idempotencyKey);
      return submit(request);
    };
  });
  afterAll(() => {
    t.deps.lodgement.submit = submit;
    return t.close();
  });

  async function customer() {
    const { token } = await signUpCustomer(t.api);
    return { token, card: (await addCard(t, token)).paymentMethodId };
  }

  it('charges the service fee and the ASIC fee, lodges, and files the invoice with the others', async () => {
    const { token, card } = await customer();
    const id = await completeApplication(t, token, 'Paid Wattle Pty Ltd');
    const res = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    const app = res.body.data.submitCompanyApplication;
    expect(app.status).toBe('Registered');
    expect(lodged).toContain(id);

    const [payment] = await t.deps.database.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.applicationId, id));
    expect(payment!.amountInCents).toBe(TOTAL);

    const invoices = (await t.api.graphql(INVOICES, {}, token)).body.data.getUserSubscriptions
      .invoices;
    expect(invoices).toEqual([
      expect.objectContaining({
        description: 'Company registration: Paid Wattle Pty Ltd',
        status: 'paid',
        totalInCents: TOTAL,
        amountPaidInCents: TOTAL,
      }),
    ]);
    const [invoice] = await t.deps.database.db
      .select()
      .from(invoiceRows)
      .where(eq(invoiceRows.id, payment!.invoiceId));
    // The ASIC fee is passed on without GST: the tax invoice leaves it out of the GST.
    expect(invoice!.lines).toEqual([
      { description: 'Clausewell company registration service', amountInCents: 69_900 },
      expect.objectContaining({ amountInCents: 59_700, gstFree: true }),
    ]);
    const audit = await t.deps.database.db
      .select()
      .from(billingAudit)
      .where(
        and(eq(billingAudit.invoiceId, payment!.invoiceId), eq(billingAudit.action, 'charge')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.amountInCents).toBe(TOTAL);
    const view = (await t.api.graphql(GET, { id }, token)).body.data.companyApplication;
    expect(view.status).toBe('Registered');
  });

  it('lodges nothing when the card is declined, says why, and takes a retry with another card', async () => {
    const { token, card } = await customer();
    const declined = (await addCard(t, token, CARDS.failsWhenCharged)).paymentMethodId;
    const id = await completeApplication(t, token, 'Declined Wattle Pty Ltd');
    const refused = await t.api.graphql(SUBMIT, { id, pm: declined }, token);
    expect(firstError(refused).extensions.code).toBe('PAYMENT_REQUIRED');
    expect(lodged).not.toContain(id);
    const [row] = await t.deps.database.db
      .select()
      .from(companyApplications)
      .where(eq(companyApplications.id, id));
    expect(row).toMatchObject({ status: 'InProgress', paymentStatus: 'PaymentFailed' });
    expect(row!.paymentFailure).toBe(firstError(refused).message);

    const retried = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    expect(retried.body.data.submitCompanyApplication.status).toBe('Registered');
    expect(lodged.filter((l) => l === id)).toHaveLength(1);
    const payments = await t.deps.database.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.applicationId, id));
    expect(payments).toHaveLength(1);
  });

  it('asks for a payment method and lodges nothing without one', async () => {
    const { token } = await customer();
    const id = await completeApplication(t, token, 'No Card Wattle Pty Ltd');
    const refused = await t.api.graphql(SUBMIT, { id }, token);
    expect(firstError(refused).message).toBe(M.paymentMethodNeeded);
    expect(lodged).not.toContain(id);
  });

  it('charges once and lodges once when the same application is paid from several tabs at once', async () => {
    const { token, card } = await customer();
    const id = await completeApplication(t, token, 'Parallel Wattle Pty Ltd');
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.api.graphql(SUBMIT, { id, pm: card }, token)),
    );
    for (const answer of answers) {
      expect(answer.body.data?.submitCompanyApplication.status).toBe('Registered');
    }
    expect(lodged.filter((l) => l === id)).toHaveLength(1);
    const [customerCard] = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, card));
    const taken = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(inArray(sandboxCharges.customerId, [customerCard!.customerId]));
    expect(taken.map((c) => c.amountInCents)).toEqual([TOTAL]);
  });

  it('gives the money back if a payment for the application is already on the books', async () => {
    const { token, card } = await customer();
    const id = await completeApplication(t, token, 'Twice Wattle Pty Ltd');
    // A payment recorded by another path (what the unique application id guards against).
    const [user] = await t.deps.database.db
      .select({ userId: companyApplications.userId })
      .from(companyApplications)
      .where(eq(companyApplications.id, id));
    await t.deps.database.db.insert(registrationPayments).values({
      id: `earlier-${id}`,
      userId: user!.userId,
      applicationId: id,
      invoiceId: 'earlier-invoice',
      amountInCents: TOTAL,
      paidAt: new Date('2026-01-01T00:00:00Z'),
    });
    const refused = await t.api.graphql(SUBMIT, { id, pm: card }, token);
    expect(firstError(refused).message).toBe(BILLING_MESSAGES.alreadyPurchased);
    expect(lodged).not.toContain(id);
    const taken = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, card));
    expect(taken).toHaveLength(1);
    expect(taken[0]!.refundedInCents).toBe(TOTAL);
  });

  it("never charges for, nor lodges, another customer's application", async () => {
    const owner = await customer();
    const intruder = await customer();
    const id = await completeApplication(t, owner.token, 'Guarded Wattle Pty Ltd');
    const res = await t.api.graphql(SUBMIT, { id, pm: intruder.card }, intruder.token);
    expect(firstError(res).extensions.code).toBe('NOT_FOUND');
    expect(lodged).not.toContain(id);
    const taken = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, intruder.card));
    expect(taken).toHaveLength(0);
  });
});
