import { COMPLIANCE_MESSAGES } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACH,
  companyPool,
  customerWithPlan,
  errorOf,
  linkBusiness,
  registeredCompanies,
} from '../../test-support/compliance-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { attachedPlans } from './tables.js';

const attachPath = (businessId: string) => `/api/business/tax/attach-compliance-plan/${businessId}`;

describe('attaching a bought plan to a business', () => {
  let t: TTestApp;
  let nextAbn: () => string;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'silent' } });
    nextAbn = companyPool(await registeredCompanies(t));
  });
  afterAll(() => t.close());

  it('attaches a tax plan by REST, lists it, and answers the same attachment the second time', async () => {
    const me = await customerWithPlan(t, 'tax-plan-annual');
    const businessId = await linkBusiness(t, me.token, nextAbn());
    const first = await t.api.post(
      attachPath(businessId),
      { subscriptionId: me.subscriptionId, bundleId: null },
      me.token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.attachedPlan).toMatchObject({
      businessId,
      subscriptionId: me.subscriptionId,
      kind: 'TAX',
      planHandle: 'tax-plan-annual',
    });
    const again = await t.api.post(
      attachPath(businessId),
      { subscriptionId: me.subscriptionId },
      me.token,
    );
    expect(again.status).toBe(200);
    expect(again.body.attachedPlan.id).toBe(first.body.attachedPlan.id);

    const listed = await t.api.graphql(
      '{ attachedPlans { id businessId kind } planSubscriptions { subscriptionId handle kind attachedBusinessId } }',
      {},
      me.token,
    );
    expect(listed.body.data.attachedPlans).toEqual([
      { id: first.body.attachedPlan.id, businessId, kind: 'TAX' },
    ]);
    expect(listed.body.data.planSubscriptions).toEqual([
      {
        subscriptionId: me.subscriptionId,
        handle: 'tax-plan-annual',
        kind: 'TAX',
        attachedBusinessId: businessId,
      },
    ]);
  });

  it("refuses another customer's business and another customer's plan as unknown", async () => {
    const me = await customerWithPlan(t, 'tax-plan-quarterly');
    const other = await customerWithPlan(t, 'tax-plan-annual');
    const mine = await linkBusiness(t, me.token, nextAbn());
    const theirs = await linkBusiness(t, other.token, nextAbn());

    const onTheirs = await t.api.post(
      attachPath(theirs),
      { subscriptionId: me.subscriptionId },
      me.token,
    );
    expect(onTheirs.status).toBe(404);
    expect(onTheirs.body.error.message).toBe(COMPLIANCE_MESSAGES.businessNotFound);

    const theirPlan = await t.api.post(
      attachPath(mine),
      { subscriptionId: other.subscriptionId },
      me.token,
    );
    expect(theirPlan.status).toBe(404);
    expect(theirPlan.body.error.message).toBe(COMPLIANCE_MESSAGES.planNotFound);

    const calendar = await t.api.graphql(
      'query($b: ID) { attachedPlans(businessId: $b) { id } }',
      { b: theirs },
      me.token,
    );
    expect(calendar.body.data.attachedPlans).toEqual([]);
    const rows = await t.deps.database.db
      .select()
      .from(attachedPlans)
      .where(eq(attachedPlans.businessId, theirs));
    expect(rows).toEqual([]);
  });

  it('refuses a plan that is not attachable, a missing plan id, and anonymous callers', async () => {
    const me = await customerWithPlan(t, 'essentials-quarterly');
    const businessId = await linkBusiness(t, me.token, nextAbn());
    const wrong = await t.api.post(
      attachPath(businessId),
      { subscriptionId: me.subscriptionId },
      me.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(COMPLIANCE_MESSAGES.planNotAttachable);

    const missing = await t.api.post(attachPath(businessId), {}, me.token);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['subscriptionId']);

    const anonymous = await t.api.post(attachPath(businessId), { subscriptionId: 'x' });
    expect(anonymous.status).toBe(401);
  });

  it('charges the fixed first-year price and attaches the ASIC plan to one business only', async () => {
    const me = await customerWithPlan(t, 'asic-compliance-plan');
    expect(me.chargedInCents).toBe(79900);
    const a = await linkBusiness(t, me.token, nextAbn());
    const b = await linkBusiness(t, me.token, nextAbn());
    const first = await t.api.graphql(ATTACH, { b: a, s: me.subscriptionId }, me.token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.attachCompliancePlan.kind).toBe('ASIC_COMPLIANCE');
    const second = await t.api.graphql(ATTACH, { b, s: me.subscriptionId }, me.token);
    expect(errorOf(second)).toMatchObject({
      message: COMPLIANCE_MESSAGES.planInUse,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lets racing requests attach one plan to one business exactly once', async () => {
    const me = await customerWithPlan(t, 'business-compliance');
    expect(me.chargedInCents).toBe(19900);
    const a = await linkBusiness(t, me.token, nextAbn());
    const b = await linkBusiness(t, me.token, nextAbn());
    const tries = [a, b, a, b, a, b].map((businessId) =>
      t.api.post(attachPath(businessId), { subscriptionId: me.subscriptionId }, me.token),
    );
    const answers = await Promise.all(tries);
    const ok = answers.filter((r) => r.status === 200);
    const winner = ok[0]!.body.attachedPlan.businessId as string;
    expect(ok.every((r) => r.body.attachedPlan.businessId === winner)).toBe(true);
    expect(ok.length).toBe(3);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(COMPLIANCE_MESSAGES.planInUse);
    }
    const rows = await t.deps.database.db
      .select()
      .from(attachedPlans)
      .where(
        and(eq(attachedPlans.subscriptionId, me.subscriptionId!), eq(attachedPlans.active, true)),
      );
    expect(rows).toHaveLength(1);
  });

  it('refuses a second purchase of a compliance plan racing the first', async () => {
    const me = await customerWithPlan(t);
    const { addCard, buy } = await import('../../test-support/billing-kit.js');
    const card = await addCard(t, me.token);
    const answers = await Promise.all(
      ['business-compliance', 'asic-compliance-plan', 'business-compliance'].map((handle) =>
        buy(t, me.token, { handle, paymentMethodId: card.paymentMethodId }),
      ),
    );
    expect(answers.filter((r) => !r.body.errors)).toHaveLength(1);
    const held = await t.api.graphql('{ planSubscriptions { kind } }', {}, me.token);
    expect(held.body.data.planSubscriptions).toHaveLength(1);
  });
});
