import { describe, expect, it } from 'vitest';
import {
  maskAccountNumber,
  referralCommissionInCents,
  referredCustomerName,
  ZReferralPayoutRequest,
} from './referral-ledger.js';

describe('referral ledger rules', () => {
  it('owes 20% of what was kept of the first payment', () => {
    expect(referralCommissionInCents(29900, 0)).toBe(5980);
    expect(referralCommissionInCents(29900, 14950)).toBe(2990);
    expect(referralCommissionInCents(29900, 29900)).toBe(0);
    expect(referralCommissionInCents(999, 0)).toBe(199);
  });

  it('shows a referred customer by first name and initial only', () => {
    expect(referredCustomerName('Sam', 'taylor')).toBe('Sam T.');
    expect(referredCustomerName('Sam', ' ')).toBe('Sam');
  });

  it('masks account numbers', () => {
    expect(maskAccountNumber('12345678')).toBe('••••678');
  });

  it('names the field of each bad bank detail', () => {
    const bad = ZReferralPayoutRequest.safeParse({
      accountName: '',
      bsb: '12-34',
      accountNumber: '12345',
      amountInCents: 100,
    });
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'accountName: Account name is required',
      'bsb: BSB must be 6 digits',
      'accountNumber: Account number must be 6 to 10 digits',
    ]);
    const good = ZReferralPayoutRequest.parse({
      accountName: 'Sam Taylor',
      bsb: '062-000',
      accountNumber: '1234 5678',
      amountInCents: 5980,
    });
    expect(good).toEqual({
      accountName: 'Sam Taylor',
      bsb: '062000',
      accountNumber: '12345678',
      amountInCents: 5980,
    });
  });
});
