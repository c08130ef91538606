import { describe, expect, it } from 'vitest';
import { isPlanHandle } from './catalogue.js';
import {
  backLabel,
  PAYMENT_SUCCESS_TEXTS,
  paymentSuccessContent,
  ZPaymentSuccessQuery,
} from './payment-success.js';
import * as classes from './plan-classes.js';

describe('plan classes', () => {
  it('name only handles the catalogue sells', () => {
    for (const [name, list] of Object.entries(classes)) {
      if (!Array.isArray(list)) continue;
      for (const handle of list) expect(isPlanHandle(handle), `${name}: ${handle}`).toBe(true);
    }
  });

  it('groups the advisers’ plans as legal and accounting', () => {
    expect([...classes.LEGAL_AND_ACCOUNTING_PLANS].sort()).toEqual(
      [
        'legal-advice-plan-quarterly',
        'standard-annual-plan-lawyer',
        'accounting-advice-plan-quarterly',
        'accounting-advice-plan-annual',
        'tax-plan-quarterly',
        'tax-plan-annual',
      ].sort(),
    );
  });

  it('lets Essentials, Legal Advice and the company plan have a team', () => {
    expect(classes.isInPlanClass(classes.TEAM_CAPABLE_PLANS, 'essentials-quarterly')).toBe(true);
    expect(classes.isInPlanClass(classes.TEAM_CAPABLE_PLANS, 'acn-annual-plan-unlimited')).toBe(
      true,
    );
    expect(classes.isInPlanClass(classes.TEAM_CAPABLE_PLANS, 'tax-plan-annual')).toBe(false);
    expect(classes.isInPlanClass(classes.TEAM_CAPABLE_PLANS, 'not-a-plan')).toBe(false);
  });

  it('keeps one-off purchases and the free tier out of migrations', () => {
    for (const handle of ['free', 'pay-per-document', ...classes.REGISTRATION_PLANS]) {
      expect(classes.isInPlanClass(classes.MIGRATION_ALLOWED_PLANS, handle), handle).toBe(false);
    }
  });
});

describe('payment success content', () => {
  it('sets the back button from the origin', () => {
    expect(backLabel('ai')).toBe('Back to AI Chat');
    expect(backLabel('document')).toBe('Back to document');
    expect(backLabel('editor-123')).toBe('Back to document');
    expect(backLabel(undefined)).toBe('Back to home');
    expect(backLabel('')).toBe('Back to home');
  });

  it('shows a pay-per-document purchase its account and document cards and access text', () => {
    expect(paymentSuccessContent({ type: 'ppd', origin: 'ai' })).toEqual({
      backLabel: 'Back to AI Chat',
      showAccountCard: true,
      showDocumentCard: true,
      showAccountants: false,
      showTeamInvite: false,
      showReferral: false,
      accessText: 'You have unlimited versions of this document for 4 months.',
    });
  });

  it('introduces the accountants, the team and the referral card after Legal Advice', () => {
    expect(
      paymentSuccessContent({ type: 'legal', planHandle: 'legal-advice-plan-quarterly' }),
    ).toEqual({
      backLabel: 'Back to home',
      showAccountCard: false,
      showDocumentCard: false,
      showAccountants: true,
      showTeamInvite: true,
      showReferral: true,
    });
  });

  it('shows the accountants but no team after a tax or accounting plan', () => {
    for (const type of ['tax', 'accounting'] as const) {
      expect(paymentSuccessContent({ type })).toMatchObject({
        showAccountants: true,
        showTeamInvite: false,
        showReferral: true,
      });
    }
  });

  it('shows the team but not the accountants after Essentials', () => {
    expect(
      paymentSuccessContent({ type: 'essentials', planHandle: 'essentials-quarterly' }),
    ).toMatchObject({ showAccountants: false, showTeamInvite: true, showReferral: true });
  });

  it('shows a virtual office only the referral card', () => {
    for (const type of ['virtualOffice', 'virtualOfficeCompany'] as const) {
      expect(paymentSuccessContent({ type, origin: 'document' })).toMatchObject({
        backLabel: 'Back to document',
        showAccountCard: false,
        showAccountants: false,
        showTeamInvite: false,
        showReferral: true,
      });
    }
  });

  it('hides the referral card for excluded plans', () => {
    expect(
      paymentSuccessContent({ type: 'essentials', planHandle: 'acn-registration-westpac' })
        .showReferral,
    ).toBe(false);
  });

  it('explains a direct debit only when paying by direct debit', () => {
    const content = paymentSuccessContent({ type: 'tax', paymentType: 'directDebit' });
    expect(content.directDebitText).toBe(
      'Your bank account will be debited in 2-3 business days. Your bank statement will show CLAUSEWELL.',
    );
    expect(content.directDebitText).toBe(PAYMENT_SUCCESS_TEXTS.directDebit);
    expect(paymentSuccessContent({ type: 'tax' })).not.toHaveProperty('directDebitText');
  });

  it('parses the page query', () => {
    expect(ZPaymentSuccessQuery.parse({ type: 'virtualOffice', virtualOfficeId: 'vo1' })).toEqual({
      type: 'virtualOffice',
      virtualOfficeId: 'vo1',
    });
    const bad = ZPaymentSuccessQuery.safeParse({ type: 'gold' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown payment type');
  });
});
