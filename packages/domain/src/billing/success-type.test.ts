import { describe, expect, it } from 'vitest';
import { paymentSuccessTypeFor } from './success-type.js';

describe('payment success type of a purchase', () => {
  it('follows the plan class', () => {
    expect(paymentSuccessTypeFor('standard-annual-plan-current')).toBe('essentials');
    expect(paymentSuccessTypeFor('legal-advice-plan-quarterly')).toBe('legal');
    expect(paymentSuccessTypeFor('tax-plan-annual')).toBe('tax');
    expect(paymentSuccessTypeFor('accounting-advice-plan-annual')).toBe('accounting');
    expect(paymentSuccessTypeFor('pay-per-document')).toBe('ppd');
    expect(paymentSuccessTypeFor('virtual-office')).toBe('virtualOffice');
  });
});
