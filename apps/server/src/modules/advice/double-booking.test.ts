import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK, customerWith, firstError, SLOTS } from '../../test-support/advice-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineAdviceJobs } from './reminders.js';
import { seedAdvisors } from './seed.js';

const NOW = new Date('2026-07-13T00:00:00Z');
const JUNIPER = 'adv-juniper-quillfeather';

// On PostgreSQL (TEST_DATABASE_URL) the requests really run at once; PGlite serialises them.
describe('two customers taking the last slot at once', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ clockStart: NOW });
    await seedAdvisors(t.deps);
    defineAdviceJobs(t.deps);
  });
  afterAll(() => t.close());

  it('gives the slot to one and tells the others it has just gone', async () => {
    const customers = await Promise.all(
      [1, 2, 3, 4].map(() => customerWith(t, 'legal-advice-plan-quarterly')),
    );
    const slots = (
      await t.api.graphql(
        SLOTS,
        { a: JUNIPER, f: '2026-07-14T14:00:00Z', t: '2026-07-15T14:00:00Z' },
        customers[0]!.token,
      )
    ).body.data.consultationSlots;
    const results = await Promise.all(
      customers.map((c) =>
        t.api.graphql(
          BOOK,
          {
            i: { advisorId: JUNIPER, start: slots[2], media: 'VIDEO', topic: 'Race for the slot' },
          },
          c.token,
        ),
      ),
    );
    const won = results.filter((r) => r.body.data?.bookConsultation);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => firstError(r).message)).toEqual(
      Array(3).fill('Someone has just booked that time. Choose another slot.'),
    );

    // Near-neighbours racing: 30 minutes apart, but the 15-minute buffer lets only one stand.
    const [a, b] = await Promise.all([
      t.api.graphql(
        BOOK,
        { i: { advisorId: JUNIPER, start: slots[5], media: 'AUDIO', topic: 'Neighbour one' } },
        customers[1]!.token,
      ),
      t.api.graphql(
        BOOK,
        { i: { advisorId: JUNIPER, start: slots[6], media: 'AUDIO', topic: 'Neighbour two' } },
        customers[2]!.token,
      ),
    ]);
    expect([a, b].filter((r) => r.body.data?.bookConsultation)).toHaveLength(1);
  });
});
