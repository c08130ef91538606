import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCard, CARDS } from '../../test-support/billing-kit.js';
import {
  binary,
  companyChangesApp,
  COMPANY_CHANGES_NOW as NOW,
  office,
} from '../../test-support/company-changes-kit.js';
import { signUpCustomer, type TTestApp } from '../../test-support/test-app.js';
import { sandboxCharges } from '../billing/gateway/sandbox-tables.js';
import type { TLodgement } from '../businesses/index.js';

// Paying for a company change: a declined card, ASIC holding and deciding a change,
// another customer's company refused, and two racing payments charged once.

describe('paying for and lodging a company change', () => {
  const kit = companyChangesApp();
  const { customerWithCompany } = kit;
  let t: TTestApp;
  beforeAll(() => {
    t = kit.app();
  });

  it('marks a declined payment as failed and lets the customer pay with another card', async () => {
    const me = await customerWithCompany();
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['TRANSFER_SHARES'] },
      me.token,
    );
    await t.api.post(
      `/api/company-changes/${started.body.id}`,
      {
        effectiveDate: '2026-11-26',
        changes: [
          {
            type: 'TRANSFER_SHARES',
            fromMemberId: 'm-1',
            toMemberId: 'm-2',
            classCode: 'ORD',
            shares: 10,
            considerationCents: 1000,
          },
        ],
      },
      me.token,
    );
    const bad = await addCard(t, me.token, CARDS.failsWhenCharged);
    const failed = await t.api.post(
      `/api/company-changes/${started.body.id}/pay`,
      { paymentMethodId: bad.paymentMethodId },
      me.token,
    );
    expect(failed.body.status).toBe('PaymentFailed');
    expect(failed.body.paymentFailure).toBeTruthy();
    const good = await addCard(t, me.token);
    const paid = await t.api.post(
      `/api/company-changes/${started.body.id}/pay`,
      { paymentMethodId: good.paymentMethodId },
      me.token,
    );
    expect(paid.body.status).toBe('Submitted');
    const members = paid.body.after.members.map(
      (m: { holdings: { shares: number }[] }) => m.holdings[0]?.shares,
    );
    expect(members).toEqual([50, 50]);
  });

  it('holds a change ASIC has not decided, then records the decision; a refusal goes to review', async () => {
    const me = await customerWithCompany();
    const real = t.deps.lodgement;
    let answer: 'PENDING' | 'ACCEPTED' | 'REJECTED' = 'PENDING';
    const submitted: string[] = [];
    const fake: TLodgement = {
      async submit(request) {
        submitted.push(request.idempotencyKey);
        return { status: 'PENDING', reference: 'LDG-WAIT' };
      },
      async outcome(reference) {
        if (answer === 'PENDING') return { status: 'PENDING', reference };
        if (answer === 'REJECTED')
          return {
            status: 'REJECTED',
            reference,
            reason: 'Officeholder is disqualified',
            decidedAt: NOW,
          };
        return { status: 'ACCEPTED', reference, decidedAt: NOW };
      },
    };
    t.deps.lodgement = fake;
    try {
      const make = async () => {
        const s = await t.api.post(
          '/api/company-changes',
          { businessId: me.businessId, types: ['CHANGE_COMPANY_ADDRESS'] },
          me.token,
        );
        await t.api.post(
          `/api/company-changes/${s.body.id}`,
          {
            effectiveDate: '2026-11-25',
            changes: [
              {
                type: 'CHANGE_COMPANY_ADDRESS',
                which: 'REGISTERED_OFFICE',
                address: { ...office, line1: '5 New St' },
              },
            ],
          },
          me.token,
        );
        return s.body.id as string;
      };
      const card = await addCard(t, me.token);
      const id = await make();
      const paid = await t.api.post(
        `/api/company-changes/${id}/pay`,
        { paymentMethodId: card.paymentMethodId },
        me.token,
      );
      expect(paid.body).toMatchObject({
        status: 'InReview',
        lodgementReference: 'LDG-WAIT',
        rejectionReason: null,
      });
      expect((await t.api.get(`/api/company-changes/${id}`, me.token)).body.status).toBe(
        'InReview',
      );
      answer = 'ACCEPTED';
      const decided = await t.api.get(`/api/company-changes/${id}`, me.token);
      expect(decided.body.status).toBe('Submitted');
      expect(decided.body.after.registeredOffice.line1).toBe('5 New St');
      expect(submitted).toEqual([id]);

      answer = 'REJECTED';
      const second = await make();
      await t.api.post(
        `/api/company-changes/${second}/pay`,
        { paymentMethodId: card.paymentMethodId },
        me.token,
      );
      const refused = await t.api.get(`/api/company-changes/${second}`, me.token);
      expect(refused.body).toMatchObject({
        status: 'InReview',
        rejectionReason: 'Officeholder is disqualified',
      });
      const reg = await t.api.get(
        `/api/company-changes/companies/${me.businessId}/register`,
        me.token,
      );
      expect(reg.body.register.registeredOffice.line1).toBe('5 New St');
    } finally {
      t.deps.lodgement = real;
    }
  });

  it("refuses another customer's company, change and documents", async () => {
    const me = await customerWithCompany();
    const other = await signUpCustomer(t.api);
    const started = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_COMPANY_NAME'] },
      me.token,
    );
    const id = started.body.id as string;
    const tries = [
      await t.api.get(`/api/company-changes/companies/${me.businessId}/register`, other.token),
      await t.api.post(
        '/api/company-changes',
        { businessId: me.businessId, types: ['CHANGE_COMPANY_NAME'] },
        other.token,
      ),
      await t.api.get(`/api/company-changes/${id}`, other.token),
      await t.api.post(
        `/api/company-changes/${id}`,
        {
          effectiveDate: '2026-11-20',
          changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Mine Pty Ltd' }],
        },
        other.token,
      ),
      await t.api.post(
        `/api/company-changes/${id}/types`,
        { types: ['CHANGE_SHARE_PRICE'] },
        other.token,
      ),
      await t.api.post(`/api/company-changes/${id}/pay`, { paymentMethodId: 'pm_1' }, other.token),
      await t.api.post(`/api/company-changes/${id}/submit`, {}, other.token),
      await binary(t, `/api/company-changes/${id}/documents/directors-resolution`, other.token),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await t.api.get('/api/company-changes', other.token)).body).toEqual([]);
    expect((await t.api.get('/api/company-changes/companies', other.token)).body).toEqual([]);
    expect((await t.api.get(`/api/company-changes/${id}`)).status).toBe(401);
  });

  it('charges once when two payments of the same change race', async () => {
    const me = await customerWithCompany();
    const s = await t.api.post(
      '/api/company-changes',
      { businessId: me.businessId, types: ['CHANGE_SHARE_PRICE'] },
      me.token,
    );
    await t.api.post(
      `/api/company-changes/${s.body.id}`,
      {
        effectiveDate: '2026-11-26',
        changes: [{ type: 'CHANGE_SHARE_PRICE', classCode: 'ORD', pricePerShareCents: 200 }],
      },
      me.token,
    );
    const card = await addCard(t, me.token);
    const both = await Promise.all(
      [1, 2].map(() =>
        t.api.post(
          `/api/company-changes/${s.body.id}/pay`,
          { paymentMethodId: card.paymentMethodId },
          me.token,
        ),
      ),
    );
    for (const r of both) expect([200, 409]).toContain(r.status);
    expect(both.some((r) => r.body.status === 'Submitted')).toBe(true);
    const charges = await t.deps.database.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `company-change:${s.body.id}:%`));
    expect(charges).toHaveLength(1);
  });
});
