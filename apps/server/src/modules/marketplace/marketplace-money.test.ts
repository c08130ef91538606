import { describe, expect, it } from 'vitest';
import { addCard, CARDS, signInAgain } from '../../test-support/billing-kit.js';
import {
  ACCEPT,
  BRIEF,
  DAY,
  errorOf,
  idOf,
  JOB_FIELDS,
  LAWYER_BRIEFS,
  LEDGER,
  marketplaceWorld,
  ok,
  QUOTE,
  quoteInput,
  STEP,
} from '../../test-support/marketplace-kit.js';
import { gatewayLedger } from '../../test-support/money-ledger.js';

// A brief's money over GraphQL: the fee held at acceptance, released to the lawyer less the
// platform fee when the work is accepted (or after 14 days), refunded on cancellation.

describe('the marketplace’s money', () => {
  const w = marketplaceWorld();

  it('holds the fee, releases it when the customer accepts the work, and pays the lawyer less the fee', async () => {
    const { t, customer, ada, ben, card, postBrief, quote, step } = w;
    const brief = await postBrief();
    expect(brief.status).toBe('OPEN');

    const newForAda = (await ok(await t.api.graphql(LAWYER_BRIEFS, { t: 'NEW' }, ada.token)))
      .lawyerBriefs;
    expect(newForAda.map((b: { id: string }) => b.id)).toContain(brief.id);
    const q1 = await quote(ada.token, brief.id, 120_000);
    const q2 = await quote(ben.token, brief.id, 90_000);
    expect(q1.clientRights).toMatch(/itemised bill/);
    const twice = await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 1) }, ada.token);
    expect(errorOf(twice).message).toMatch(/at least \$50/);
    const again = await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 100_000) }, ada.token);
    expect(errorOf(again).message).toBe('You have already quoted on this brief.');
    const quoted = (await ok(await t.api.graphql(LAWYER_BRIEFS, { t: 'QUOTED' }, ada.token)))
      .lawyerBriefs;
    expect(quoted.map((b: { id: string }) => b.id)).toEqual([brief.id]);

    // The customer compares both, cheapest first, and accepts Ada's.
    const mine = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief;
    expect(mine.quotes.map((q: { id: string }) => q.id)).toEqual([q2.id, q1.id]);
    const job = (await ok(await t.api.graphql(ACCEPT, { q: q1.id, p: card }, customer.token)))
      .acceptQuote;
    expect(job).toMatchObject({
      status: 'LAWYER_WON',
      amountInCents: 120_000,
      feeInCents: 18_000,
      netInCents: 102_000,
      payoutStatus: 'HELD',
      history: [
        { status: 'BRIEF_PAID', by: 'CUSTOMER' },
        { status: 'LAWYER_WON', by: 'CUSTOMER' },
      ],
    });
    // The customer hears of each quote; the winner hears who the client is.
    const quoteMail = t.sentMail.filter(
      (m) => m.to === customer.input.email && /New quote/.test(m.subject),
    );
    expect(quoteMail.map((m) => m.text.match(/^(\w+ \w+) quoted/)?.[1])).toEqual([
      expect.stringContaining('Ada'),
      expect.stringContaining('Ben'),
    ]);
    const won = t.sentMail.filter(
      (m) => m.to === ada.input.email && /was accepted/.test(m.subject),
    );
    expect(won).toHaveLength(1);
    expect(won[0]!.text).toContain(`Jo Cafe (${customer.input.email})`);
    expect(won[0]!.text).toContain('$1,020');
    expect(t.sentMail.some((m) => m.to === ben.input.email && /was accepted/.test(m.subject))).toBe(
      false,
    );
    let money = await gatewayLedger(t, idOf(customer));
    expect(money.chargedInCents).toBe(120_000);

    // Ben's quote is declined and the brief leaves his lists of open work.
    const closedForBen = (await ok(await t.api.graphql(LAWYER_BRIEFS, { t: 'CLOSED' }, ben.token)))
      .lawyerBriefs;
    expect(closedForBen.map((b: { id: string }) => b.id)).toEqual([brief.id]);

    // Out of order or by the wrong side: refused.
    expect(errorOf(await step(ada.token, job.id, 'MARK_DONE')).message).toBe(
      'That step is not open for this job now.',
    );
    expect(errorOf(await step(customer.token, job.id, 'START_WORK')).message).toBe(
      'That step is not open for this job now.',
    );
    expect((await ok(await step(ada.token, job.id, 'START_WORK'))).stepJob.status).toBe('WIP');
    const done = (await ok(await step(ada.token, job.id, 'MARK_DONE'))).stepJob;
    expect(done.status).toBe('LAWYER_DONE');
    expect(done.payoutStatus).toBe('HELD');
    const accepted = (await ok(await step(customer.token, job.id, 'ACCEPT_WORK'))).stepJob;
    expect(accepted.status).toBe('JOB_COMPLETE');
    expect(accepted.payoutStatus).toBe('DUE');
    expect(accepted.history.map((h: { status: string }) => h.status)).toEqual([
      'BRIEF_PAID',
      'LAWYER_WON',
      'WIP',
      'LAWYER_DONE',
      'USER_DONE',
      'JOB_COMPLETE',
    ]);
    money = await gatewayLedger(t, idOf(customer));
    expect(money).toMatchObject({ chargedInCents: 120_000, refundedInCents: 0 });

    const ledger = (await ok(await t.api.graphql(LEDGER, {}, ada.token))).payoutLedger;
    expect(ledger.feeBasisPoints).toBe(1500);
    expect(ledger.dueInCents).toBe(102_000);
    expect(ledger.lines[0]).toMatchObject({ id: job.id, netInCents: 102_000, payoutStatus: 'DUE' });
    const benLedger = (await ok(await t.api.graphql(LEDGER, {}, ben.token))).payoutLedger;
    expect(benLedger).toMatchObject({ dueInCents: 0, heldInCents: 0, lines: [] });
    // A customer has no payouts.
    expect(errorOf(await t.api.graphql(LEDGER, {}, customer.token)).extensions.code).toBe(
      'FORBIDDEN',
    );
  });

  it('refunds the whole fee when the job is cancelled before the work is delivered', async () => {
    const { t, customer, ada, ben, card, postBrief, quote, step } = w;
    const brief = await postBrief();
    const q = await quote(ben.token, brief.id, 60_000);
    const before = await gatewayLedger(t, idOf(customer));
    const job = (await ok(await t.api.graphql(ACCEPT, { q: q.id, p: card }, customer.token)))
      .acceptQuote;
    await ok(await step(ben.token, job.id, 'START_WORK'));
    // Ada is no side of this job: she cannot cancel it (it does not exist for her).
    expect(errorOf(await step(ada.token, job.id, 'CANCEL')).extensions.code).toBe('NOT_FOUND');
    const cancelled = (
      await ok(
        await t.api.graphql(
          STEP,
          { j: job.id, a: 'CANCEL', r: 'Settled with the landlord' },
          customer.token,
        ),
      )
    ).stepJob;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      payoutStatus: 'REFUNDED',
      refundedInCents: 60_000,
      actions: [],
    });
    const after = await gatewayLedger(t, idOf(customer));
    expect(after.chargedInCents - before.chargedInCents).toBe(60_000);
    expect(after.refundedInCents - before.refundedInCents).toBe(60_000);
    // Cancelling twice refunds once.
    expect(errorOf(await step(customer.token, job.id, 'CANCEL')).message).toBe(
      'That step is not open for this job now.',
    );
    expect((await gatewayLedger(t, idOf(customer))).refundedInCents).toBe(after.refundedInCents);
    const benLedger = (await ok(await t.api.graphql(LEDGER, {}, ben.token))).payoutLedger;
    expect(benLedger.lines.find((l: { id: string }) => l.id === job.id).payoutStatus).toBe(
      'REFUNDED',
    );
    expect(benLedger.dueInCents).toBe(0);
  });

  it('refuses an accept whose card is declined and leaves the brief open', async () => {
    const { t, customer, ada, postBrief, quote } = w;
    const brief = await postBrief();
    const q = await quote(ada.token, brief.id, 55_000);
    const declined = (await addCard(t, customer.token, CARDS.failsWhenCharged)).paymentMethodId;
    const res = await t.api.graphql(ACCEPT, { q: q.id, p: declined }, customer.token);
    expect(errorOf(res).extensions.code).toBe('PAYMENT_REQUIRED');
    const after = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief;
    expect(after).toMatchObject({ status: 'OPEN', job: null });
  });

  // Last: it moves the clock on two weeks.
  it('completes a job by itself 14 days after the lawyer marks it done, not a minute before', async () => {
    const { t, customer, ada, card, postBrief, quote, step } = w;
    const brief = await postBrief();
    const q = await quote(ada.token, brief.id, 80_000);
    const job = (await ok(await t.api.graphql(ACCEPT, { q: q.id, p: card }, customer.token)))
      .acceptQuote;
    await ok(await step(ada.token, job.id, 'START_WORK'));
    const doneAt = t.clock.now().getTime();
    const done = (await ok(await step(ada.token, job.id, 'MARK_DONE'))).stepJob;
    expect(new Date(done.autoCompleteAt).getTime()).toBe(doneAt + 14 * DAY);

    t.clock.set(new Date(doneAt + 14 * DAY - 60_000));
    await t.deps.jobs.runDue();
    // Two weeks idle end every session: both sides sign in again.
    const joToken = await signInAgain(t, customer.input as { email: string; password: string });
    const adaToken = await signInAgain(t, ada.input as { email: string; password: string });
    const waiting = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, joToken))).brief;
    expect(waiting.job).toMatchObject({ status: 'LAWYER_DONE', payoutStatus: 'HELD' });

    t.clock.set(new Date(doneAt + 14 * DAY + 60_000));
    await t.deps.jobs.runDue();
    const read = await t.api.graphql(
      `query($id: ID!) { marketplaceJob(id: $id) { ${JOB_FIELDS} } }`,
      { id: job.id },
      adaToken,
    );
    const completed = (await ok(read)).marketplaceJob;
    expect(completed).toMatchObject({ status: 'JOB_COMPLETE', payoutStatus: 'DUE' });
    expect(completed.history.slice(-2)).toEqual([
      { status: 'USER_DONE', by: 'SYSTEM' },
      { status: 'JOB_COMPLETE', by: 'SYSTEM' },
    ]);
    const money = await gatewayLedger(t, idOf(customer));
    expect(money.refundedInCents).toBe(60_000); // only the earlier cancelled job's
  });
});
