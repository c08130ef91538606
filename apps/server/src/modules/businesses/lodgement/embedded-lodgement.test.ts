import { isValidAbn, isValidAcn } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createEmbeddedLodgement } from './embedded-lodgement.js';

const at = new Date('2026-03-02T01:00:00Z');

describe('the embedded lodgement', () => {
  it('registers a company with a valid ACN and the ABN built on it, once per key', async () => {
    const lodgement = createEmbeddedLodgement({ now: () => at });
    const request = {
      kind: 'ASIC_201_COMPANY_REGISTRATION' as const,
      idempotencyKey: 'registration-1',
      lodgedBy: 'user-1',
      form: { companyName: 'Harbour Tiles Pty Ltd' },
    };
    const first = await lodgement.submit(request);
    if (first.status !== 'ACCEPTED') throw new Error(`expected ACCEPTED, got ${first.status}`);
    expect(isValidAcn(first.acn!)).toBe(true);
    expect(isValidAbn(first.abn!)).toBe(true);
    expect(first.abn!.slice(2)).toBe(first.acn);
    expect(await lodgement.submit(request)).toEqual(first);
    expect(await lodgement.outcome(first.reference)).toEqual(first);
  });

  it('issues valid ABNs across many applications and refuses when told to', async () => {
    const lodgement = createEmbeddedLodgement({ now: () => at });
    for (let i = 0; i < 200; i++) {
      const outcome = await lodgement.submit({
        kind: 'ABN_APPLICATION',
        idempotencyKey: `abn-${i}`,
        lodgedBy: 'user-1',
        form: {},
      });
      if (outcome.status !== 'ACCEPTED') throw new Error('expected ACCEPTED');
      expect(isValidAbn(outcome.abn!)).toBe(true);
    }
    const refused = await lodgement.submit({
      kind: 'ASIC_484_COMPANY_CHANGE',
      idempotencyKey: 'change-1',
      lodgedBy: 'user-1',
      form: { simulateRejection: 'The officeholder is disqualified' },
    });
    expect(refused).toMatchObject({
      status: 'REJECTED',
      reason: 'The officeholder is disqualified',
    });
    expect(await lodgement.outcome('LDG-UNKNOWN')).toEqual({
      status: 'PENDING',
      reference: 'LDG-UNKNOWN',
    });
  });
});
