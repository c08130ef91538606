import { describe, expect, it } from 'vitest';
import { ZUserSubscription } from './subscription.js';
import { activeSubscriptionSummary } from './subscription-flags.js';
import { sub } from './test-support/subscription.js';

const summarise = (subscriptions: ReturnType<typeof sub>[], isLawyer = false) =>
  activeSubscriptionSummary({ subscriptions, isLawyer });

const NO_RIGHTS = {
  canAccessAllDocuments: false,
  canBookConsultation: false,
  canBookAccountantConsultation: false,
  canAccessPartnerOffers: false,
  canHaveTeam: false,
  canUseAI: false,
  isPaidUser: false,
};

describe('active subscription summary', () => {
  it('describes a user with no plan as the free tier, able to claim a trial', () => {
    expect(summarise([])).toEqual({
      id: null,
      handle: 'free',
      name: 'Free',
      icon: 'user',
      background: 'gray.0',
      border: 'gray.3',
      state: null,
      ...NO_RIGHTS,
      canClaimTrial: true,
      notUpgradeable: false,
      isTrialing: false,
      hasCompanyPlan: false,
      isTeamSubscription: false,
      standaloneVirtualOffice: false,
      earliestSubscriptionIndex: -1,
      unsignedSubscriptionIds: [],
      pastDueDate: null,
    });
    expect(summarise([sub('free')])).toMatchObject({ handle: 'free', ...NO_RIGHTS });
  });

  it('gives Essentials every document, the AI and a team, but no consultations', () => {
    expect(summarise([sub('standard-annual-plan-current')])).toMatchObject({
      id: 'sub-standard-annual-plan-current',
      handle: 'standard-annual-plan-current',
      name: 'Essentials',
      state: 'active',
      canAccessAllDocuments: true,
      canUseAI: true,
      canHaveTeam: true,
      canAccessPartnerOffers: true,
      isPaidUser: true,
      canBookConsultation: false,
      canBookAccountantConsultation: false,
      notUpgradeable: false,
      earliestSubscriptionIndex: 0,
    });
  });

  it('adds lawyer consultations with Legal Advice once its agreement is signed', () => {
    const signed = sub('standard-annual-plan-lawyer', { needsSignedAgreement: true, signed: true });
    expect(summarise([signed])).toMatchObject({
      canBookConsultation: true,
      canAccessAllDocuments: true,
      notUpgradeable: true,
      unsignedSubscriptionIds: [],
    });
    const unsigned = { ...signed, signed: false };
    expect(summarise([unsigned])).toMatchObject({
      canBookConsultation: false,
      canAccessAllDocuments: true,
      unsignedSubscriptionIds: ['sub-standard-annual-plan-lawyer'],
    });
  });

  it('gives Accounting Advice and Tax accountant consultations only', () => {
    for (const handle of ['accounting-advice-plan-quarterly', 'tax-plan-annual']) {
      expect(summarise([sub(handle)]), handle).toMatchObject({
        canBookAccountantConsultation: true,
        canBookConsultation: false,
        canAccessAllDocuments: false,
        canUseAI: false,
        canHaveTeam: false,
        isPaidUser: true,
      });
    }
  });

  it('names the highest plan held and combines the rights of all', () => {
    const summary = summarise([
      sub('virtual-office'),
      sub('tax-plan-quarterly'),
      sub('essentials-quarterly'),
    ]);
    expect(summary).toMatchObject({
      handle: 'essentials-quarterly',
      canAccessAllDocuments: true,
      canBookAccountantConsultation: true,
      standaloneVirtualOffice: false,
    });
  });

  it('spots a virtual office held on its own', () => {
    expect(summarise([sub('virtual-office-quarterly')])).toMatchObject({
      standaloneVirtualOffice: true,
      icon: 'building',
      isPaidUser: true,
    });
    expect(
      summarise([sub('virtual-office'), sub('pay-per-document')]).standaloneVirtualOffice,
    ).toBe(true);
  });

  it('grants nothing for ended, unpaid or pending subscriptions', () => {
    for (const state of ['canceled', 'expired', 'unpaid', 'pending'] as const) {
      expect(summarise([sub('standard-annual-plan-lawyer', { state })]), state).toMatchObject({
        handle: 'free',
        ...NO_RIGHTS,
      });
    }
  });

  it('keeps rights while past due and reports the earliest past-due date', () => {
    const summary = summarise([
      sub('essentials-quarterly', { state: 'past_due', pastDueSince: new Date('2026-11-03') }),
      sub('virtual-office', { state: 'unpaid', pastDueSince: new Date('2026-10-20') }),
    ]);
    expect(summary).toMatchObject({ state: 'past_due', canAccessAllDocuments: true });
    expect(summary.pastDueDate?.toISOString()).toBe('2026-10-20T00:00:00.000Z');
  });

  it('reports a trial of the company plan', () => {
    const trial = sub('acn-annual-plan-unlimited', {
      state: 'trialing',
      trialEndsAt: new Date('2026-11-28'),
    });
    expect(summarise([trial])).toMatchObject({
      handle: 'acn-annual-plan-unlimited',
      isTrialing: true,
      hasCompanyPlan: true,
      canClaimTrial: false,
      isPaidUser: true,
      canAccessAllDocuments: true,
      notUpgradeable: false,
    });
  });

  it('allows one trial per user, even after it ended', () => {
    const ended = sub('acn-annual-plan-unlimited', {
      state: 'canceled',
      trialEndsAt: new Date('2026-01-08'),
    });
    expect(summarise([ended]).canClaimTrial).toBe(false);
    expect(summarise([sub('essentials-quarterly')]).canClaimTrial).toBe(true);
  });

  it('gives lawyers no trial and no upgrade', () => {
    expect(summarise([], true)).toMatchObject({ canClaimTrial: false, notUpgradeable: true });
  });

  it('treats one-off purchases as no paid plan', () => {
    expect(summarise([sub('pay-per-document')])).toMatchObject({
      handle: 'pay-per-document',
      ...NO_RIGHTS,
    });
    expect(summarise([sub('acn-registration')])).toMatchObject({
      handle: 'acn-registration',
      isPaidUser: false,
    });
  });

  it('ignores handles the catalogue does not sell', () => {
    expect(summarise([sub('gold-plan')])).toMatchObject({ handle: 'free', ...NO_RIGHTS });
  });

  it('marks a team subscription only on a team-capable plan', () => {
    expect(
      summarise([sub('essentials-quarterly', { isTeamSubscription: true })]).isTeamSubscription,
    ).toBe(true);
    expect(
      summarise([sub('tax-plan-annual', { isTeamSubscription: true })]).isTeamSubscription,
    ).toBe(false);
  });

  it('points at the first-started entitled subscription', () => {
    const summary = summarise([
      sub('virtual-office', { activatedAt: new Date('2026-05-01') }),
      sub('standard-annual-plan-lawyer', {
        state: 'canceled',
        activatedAt: new Date('2020-01-01'),
      }),
      sub('tax-plan-annual', { activatedAt: new Date('2025-02-01') }),
      sub('essentials-quarterly'),
    ]);
    expect(summary.earliestSubscriptionIndex).toBe(2);
    expect(
      summarise([sub('tax-plan-annual'), sub('virtual-office')]).earliestSubscriptionIndex,
    ).toBe(0);
  });

  it('lists unsigned agreements of live subscriptions only', () => {
    const summary = summarise([
      sub('virtual-office', { id: 'a', needsSignedAgreement: true }),
      sub('tax-plan-annual', { id: 'b', needsSignedAgreement: true, state: 'canceled' }),
      sub('asic-compliance-plan', { id: 'c', needsSignedAgreement: true, state: 'pending' }),
    ]);
    expect(summary.unsignedSubscriptionIds).toEqual(['a', 'c']);
  });
});

describe('user subscription schema', () => {
  it('reads dates from ISO strings and fills defaults', () => {
    const parsed = ZUserSubscription.parse({
      id: 's1',
      handle: 'virtual-office',
      state: 'past_due',
      pastDueSince: '2026-11-02T00:00:00Z',
    });
    expect(parsed).toEqual(
      sub('virtual-office', {
        id: 's1',
        state: 'past_due',
        pastDueSince: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    expect(ZUserSubscription.safeParse({ id: 's1', handle: 'x', state: 'paused' }).success).toBe(
      false,
    );
  });
});
