import { describe, expect, it } from 'vitest';
import { ZPostBrief, ZSubmitQuote } from './inputs.js';
import { jobActionsFor, nextJobStatus, refundOnCancel } from './job-status.js';
import { MASKED, maskContactDetails } from './masking.js';
import { autoCompleteAt, payoutSplit } from './rules.js';

describe('the job status machine', () => {
  it('walks a job from won to complete, each step by its own side', () => {
    expect(nextJobStatus('LAWYER_WON', 'START_WORK', 'LAWYER')).toBe('WIP');
    expect(nextJobStatus('WIP', 'MARK_DONE', 'LAWYER')).toBe('LAWYER_DONE');
    expect(nextJobStatus('LAWYER_DONE', 'ACCEPT_WORK', 'CUSTOMER')).toBe('USER_DONE');
    expect(nextJobStatus('LAWYER_DONE', 'AUTO_COMPLETE', 'SYSTEM')).toBe('USER_DONE');
  });

  it('refuses steps out of order or by the wrong side', () => {
    expect(nextJobStatus('LAWYER_WON', 'MARK_DONE', 'LAWYER')).toBeNull();
    expect(nextJobStatus('WIP', 'MARK_DONE', 'CUSTOMER')).toBeNull();
    expect(nextJobStatus('LAWYER_DONE', 'ACCEPT_WORK', 'LAWYER')).toBeNull();
    expect(nextJobStatus('WIP', 'AUTO_COMPLETE', 'SYSTEM')).toBeNull();
    expect(nextJobStatus('LAWYER_DONE', 'CANCEL', 'CUSTOMER')).toBeNull();
    expect(nextJobStatus('JOB_COMPLETE', 'CANCEL', 'LAWYER')).toBeNull();
    expect(nextJobStatus('CANCELLED', 'START_WORK', 'LAWYER')).toBeNull();
  });

  it('offers each side only its own next steps', () => {
    expect(jobActionsFor('WIP', 'LAWYER')).toEqual(['MARK_DONE', 'CANCEL']);
    expect(jobActionsFor('WIP', 'CUSTOMER')).toEqual(['CANCEL']);
    expect(jobActionsFor('LAWYER_DONE', 'CUSTOMER')).toEqual(['ACCEPT_WORK']);
    expect(jobActionsFor('JOB_COMPLETE', 'CUSTOMER')).toEqual([]);
  });

  it('refunds the whole fee while the work is not yet delivered, nothing after', () => {
    expect(refundOnCancel(120_000, 'LAWYER_WON')).toBe(120_000);
    expect(refundOnCancel(120_000, 'WIP')).toBe(120_000);
    expect(refundOnCancel(120_000, 'LAWYER_DONE')).toBe(0);
    expect(refundOnCancel(120_000, 'JOB_COMPLETE')).toBe(0);
  });
});

describe('masking contact details', () => {
  it.each([
    ['Email me at jo.bloggs@example.com.au please', 'Email me at X please'],
    ['jo (at) example (dot) com', 'X'],
    ['Call 0412 345 678 today', 'Call X today'],
    ['ring (02) 9876 5432', 'ring X'],
    ['+61 412-345-678', 'X'],
    ['see https://my-firm.example/contact', 'see X'],
  ])('hides %s', (input, expected) => {
    const out = maskContactDetails(input);
    expect(out.text).toBe(expected.replace('X', MASKED));
    expect(out.masked).toBe(true);
  });

  it('leaves ordinary text, amounts and dates alone', () => {
    const text = 'The lease ends 30/06/2027, rent is $4,500 a month for 3 years, clause 12.4.';
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });
});

describe('payout arithmetic', () => {
  it('keeps the platform fee and pays the rest, to the cent', () => {
    expect(payoutSplit(120_000)).toEqual({
      amountInCents: 120_000,
      feeInCents: 18_000,
      netInCents: 102_000,
    });
    // 15% of 33.33 is 4.9995: rounds half up to 5.00.
    expect(payoutSplit(3_333)).toEqual({
      amountInCents: 3_333,
      feeInCents: 500,
      netInCents: 2_833,
    });
    expect(payoutSplit(10_001, 1_000)).toEqual({
      amountInCents: 10_001,
      feeInCents: 1_000,
      netInCents: 9_001,
    });
    expect(payoutSplit(5_000, 0).netInCents).toBe(5_000);
  });

  it('refuses fractions of a cent and impossible fees', () => {
    expect(() => payoutSplit(10.5)).toThrow();
    expect(() => payoutSplit(-1)).toThrow();
    expect(() => payoutSplit(100, 10_001)).toThrow();
  });

  it('completes a job 14 days after the lawyer marks it done', () => {
    expect(autoCompleteAt(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe(
      '2026-03-15T02:00:00.000Z',
    );
  });
});

describe('the brief and quote forms', () => {
  const brief = {
    areaOfLaw: 'Leasing',
    state: 'NSW',
    title: 'Review my shop lease',
    description: 'A five year retail lease for a cafe in Newtown, first renewal.',
    budgetMinCents: 50_000,
    budgetMaxCents: 150_000,
    urgency: 'SOON',
  };

  it('accepts a complete brief and refuses a budget upside down', () => {
    expect(ZPostBrief.safeParse(brief).success).toBe(true);
    const upside = ZPostBrief.safeParse({ ...brief, budgetMaxCents: 10_000 });
    expect(upside.success).toBe(false);
    expect(upside.error?.issues[0]?.path).toEqual(['budgetMaxCents']);
  });

  it('needs the s 174 disclosure on every quote', () => {
    const quote = {
      briefId: 'b1',
      feeCents: 90_000,
      scope: 'Review the lease and advise on the renewal options.',
      timelineDays: 5,
      totalEstimateCents: 95_000,
      clientRightsAcknowledged: true,
    };
    expect(ZSubmitQuote.safeParse(quote).success).toBe(true);
    expect(ZSubmitQuote.safeParse({ ...quote, clientRightsAcknowledged: false }).success).toBe(
      false,
    );
  });
});
