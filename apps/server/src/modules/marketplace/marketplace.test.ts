import { MASKED } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/users-table.js';
import { addCard, CARDS, signInAgain } from '../../test-support/billing-kit.js';
import { gatewayLedger } from '../../test-support/money-ledger.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineMarketplaceJobs } from './job-steps.js';

// The quotes marketplace end to end over GraphQL: briefs, quotes, the held fee, the job's
// steps, chat, payouts, and who may read what. On PostgreSQL (TEST_DATABASE_URL) the racing
// accepts really run at once.

const DAY = 86_400_000;
const BRIEF_FIELDS = `id title areaOfLaw state description budgetMinCents budgetMaxCents urgency status
  client { name email } quotes { id feeCents lawyerName status } job { id status payoutStatus }`;
const JOB_FIELDS = `id status amountInCents feeInCents netInCents refundedInCents payoutStatus actions
  autoCompleteAt history { status by } client { name email } lawyerName briefTitle`;

const POST = `mutation($i: PostBriefInput!) { postBrief(input: $i) { ${BRIEF_FIELDS} } }`;
const QUOTE = `mutation($i: SubmitQuoteInput!) { submitQuote(input: $i) { id feeCents status clientRights } }`;
const ACCEPT = `mutation($q: ID!, $p: String!) { acceptQuote(quoteId: $q, paymentMethodId: $p) { ${JOB_FIELDS} } }`;
const STEP = `mutation($j: ID!, $a: JobAction!, $r: String) { stepJob(jobId: $j, action: $a, reason: $r) { ${JOB_FIELDS} } }`;
const BRIEF = `query($id: ID!) { brief(id: $id) { ${BRIEF_FIELDS} } }`;
const LAWYER_BRIEFS = `query($t: LawyerBriefTab!) { lawyerBriefs(tab: $t) { ${BRIEF_FIELDS} } }`;
const READ_QUOTE = `query($id: ID!) { marketplaceQuote(id: $id) { id feeCents } }`;
const SEND = `mutation($b: ID!, $l: ID, $m: String!) { sendChatMessage(briefId: $b, lawyerId: $l, body: $m) }`;
const CHAT = `query($b: ID!, $l: ID) { chatMessages(briefId: $b, lawyerId: $l) { open messages { body mine masked readByOther } } }`;
const THREADS =
  '{ chatThreads { briefId lawyerId briefTitle withName unreadCount open } unreadChatCount }';
const LEDGER = `{ payoutLedger { feeBasisPoints heldInCents dueInCents lines { ${JOB_FIELDS} } } }`;

const briefInput = (over: Record<string, unknown> = {}) => ({
  areaOfLaw: 'Leasing',
  state: 'NSW',
  title: 'Review my cafe lease',
  description:
    'A five year retail lease in Newtown. Call me on 0412 345 678 or jo.cafe@example.com.',
  budgetMinCents: 50_000,
  budgetMaxCents: 150_000,
  urgency: 'SOON',
  ...over,
});
const quoteInput = (briefId: string, feeCents: number) => ({
  briefId,
  feeCents,
  scope: 'Review the lease, advise on the renewal option and the make-good clause.',
  timelineDays: 5,
  totalEstimateCents: feeCents + 5_000,
  disbursements: 'Title search $50',
  clientRightsAcknowledged: true,
});

type TPerson = Awaited<ReturnType<typeof signUpCustomer>>;

async function lawyer(t: TTestApp, firstName: string): Promise<TPerson> {
  const person = await signUpCustomer(t.api, { firstName });
  await t.deps.database.db
    .update(users)
    .set({ isLawyer: true })
    .where(eq(users.email, String(person.input.email)));
  return person;
}

async function ok(res: { body: { data?: any; errors?: unknown[] } }) {
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

const idOf = (p: TPerson) => (p.user.flakeId ?? p.user.id) as string;

const errorOf = (res: { body: { errors?: any[] } }) => res.body.errors?.[0];

describe('the quotes marketplace', () => {
  let t: TTestApp;
  let customer: TPerson;
  let ada: TPerson;
  let ben: TPerson;
  let card: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: process.env.MARKETPLACE_LOG ?? 'silent' } });
    defineMarketplaceJobs(t.deps);
    customer = await signUpCustomer(t.api, { firstName: 'Jo', lastName: 'Cafe' });
    ada = await lawyer(t, 'Ada');
    ben = await lawyer(t, 'Ben');
    card = (await addCard(t, customer.token)).paymentMethodId;
  });
  afterAll(() => t.close());

  async function postBrief(token = customer.token, over = {}) {
    return (await ok(await t.api.graphql(POST, { i: briefInput(over) }, token))).postBrief;
  }
  async function quote(token: string, briefId: string, fee: number) {
    return (await ok(await t.api.graphql(QUOTE, { i: quoteInput(briefId, fee) }, token)))
      .submitQuote;
  }
  const step = (token: string, j: string, a: string) => t.api.graphql(STEP, { j, a }, token);

  it('holds the fee, releases it when the customer accepts the work, and pays the lawyer less the fee', async () => {
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

  it('keeps the client unknown to lawyers until one wins, and then only to that one', async () => {
    const brief = await postBrief();
    const asAda = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief;
    expect(asAda.client).toBeNull();
    expect(asAda.description).toContain(MASKED);
    expect(asAda.description).not.toMatch(/0412|jo\.cafe/);
    const everything = JSON.stringify(await t.api.graphql(LAWYER_BRIEFS, { t: 'NEW' }, ada.token));
    expect(everything).not.toContain(String(customer.input.email));
    expect(everything).not.toContain('Cafe');

    const qa = await quote(ada.token, brief.id, 70_000);
    const qb = await quote(ben.token, brief.id, 75_000);
    // Quoting does not reveal the client either.
    expect(
      (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief.client,
    ).toBeNull();
    await ok(await t.api.graphql(ACCEPT, { q: qa.id, p: card }, customer.token));
    const won = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ada.token))).brief;
    expect(won.client).toEqual({ name: 'Jo Cafe', email: customer.input.email });
    expect(won.description).toContain('0412 345 678');
    const lost = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ben.token))).brief;
    expect(lost.client).toBeNull();
    expect(lost.description).toContain(MASKED);
    expect(lost.job).toBeNull();
    expect(qb.status).toBe('SUBMITTED');
  });

  it('refuses a lawyer another lawyer’s quote and a customer another customer’s brief', async () => {
    const brief = await postBrief();
    const qa = await quote(ada.token, brief.id, 70_000);
    await quote(ben.token, brief.id, 65_000);
    const asBen = await t.api.graphql(READ_QUOTE, { id: qa.id }, ben.token);
    expect(errorOf(asBen).extensions.code).toBe('NOT_FOUND');
    expect(
      (await ok(await t.api.graphql(READ_QUOTE, { id: qa.id }, ada.token))).marketplaceQuote.id,
    ).toBe(qa.id);
    // Through the brief, a lawyer sees only their own quote.
    const seen = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, ben.token))).brief;
    expect(seen.quotes.map((q: { feeCents: number }) => q.feeCents)).toEqual([65_000]);

    const other = await signUpCustomer(t.api);
    const res = await t.api.graphql(BRIEF, { id: brief.id }, other.token);
    expect(errorOf(res).extensions.code).toBe('NOT_FOUND');
    expect(res.body.data).toBeNull();
    expect(
      errorOf(await t.api.graphql(READ_QUOTE, { id: qa.id }, other.token)).extensions.code,
    ).toBe('NOT_FOUND');
    const otherCard = (await addCard(t, other.token)).paymentMethodId;
    const stolen = await t.api.graphql(ACCEPT, { q: qa.id, p: otherCard }, other.token);
    expect(errorOf(stolen).extensions.code).toBe('NOT_FOUND');
    const myBriefs = (await ok(await t.api.graphql('{ myBriefs { id } }', {}, other.token)))
      .myBriefs;
    expect(myBriefs).toEqual([]);
    // A customer cannot pay with someone else's card.
    const borrowed = await t.api.graphql(ACCEPT, { q: qa.id, p: otherCard }, customer.token);
    expect(errorOf(borrowed).extensions.code).toBe('BAD_INPUT');
  });

  it('refuses an accept whose card is declined and leaves the brief open', async () => {
    const brief = await postBrief();
    const q = await quote(ada.token, brief.id, 55_000);
    const declined = (await addCard(t, customer.token, CARDS.failsWhenCharged)).paymentMethodId;
    const res = await t.api.graphql(ACCEPT, { q: q.id, p: declined }, customer.token);
    expect(errorOf(res).extensions.code).toBe('PAYMENT_REQUIRED');
    const after = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief;
    expect(after).toMatchObject({ status: 'OPEN', job: null });
  });

  it('chats per brief with contact details hidden before acceptance, unread counts and read receipts', async () => {
    const brief = await postBrief(customer.token, { title: 'Employment contract check' });
    await ok(
      await t.api.graphql(
        SEND,
        { b: brief.id, m: 'Is there a restraint clause? Email me: ada@firm.example' },
        ada.token,
      ),
    );
    await quote(ada.token, brief.id, 45_000 + 10_000);

    let threads = await ok(await t.api.graphql(THREADS, {}, customer.token));
    const thread = threads.chatThreads.find((x: { briefId: string }) => x.briefId === brief.id);
    expect(thread).toMatchObject({
      withName: expect.stringContaining('Ada'),
      unreadCount: 1,
      open: true,
    });
    expect(threads.unreadChatCount).toBeGreaterThanOrEqual(1);
    // The lawyer sees the customer only as the client.
    const adaThreads = (await ok(await t.api.graphql(THREADS, {}, ada.token))).chatThreads;
    expect(adaThreads.find((x: { briefId: string }) => x.briefId === brief.id).withName).toBe(
      'Client',
    );

    const read = (
      await ok(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, customer.token))
    ).chatMessages;
    expect(read.messages).toEqual([
      {
        body: `Is there a restraint clause? Email me: ${MASKED}`,
        mine: false,
        masked: true,
        readByOther: true,
      },
    ]);
    threads = await ok(await t.api.graphql(THREADS, {}, customer.token));
    expect(
      threads.chatThreads.find((x: { briefId: string }) => x.briefId === brief.id).unreadCount,
    ).toBe(0);

    t.clock.advance(60_000);
    await ok(
      await t.api.graphql(
        SEND,
        { b: brief.id, l: idOf(ada), m: 'Yes, call 0400 111 222' },
        customer.token,
      ),
    );
    let adaView = (await ok(await t.api.graphql(CHAT, { b: brief.id }, ada.token))).chatMessages;
    expect(adaView.messages[1]).toMatchObject({
      body: `Yes, call ${MASKED}`,
      mine: false,
      masked: true,
    });
    // Each side is mailed at the first message they have not read, the lawyer without the
    // client's name.
    const toJo = t.sentMail.filter(
      (x) =>
        x.to === customer.input.email &&
        x.subject === 'New message about “Employment contract check”',
    );
    expect(toJo).toHaveLength(1);
    expect(toJo[0]!.text).toMatch(/^Ada \w+ sent you a message/);
    const toAda = t.sentMail.filter(
      (x) =>
        x.to === ada.input.email && x.subject === 'New message about “Employment contract check”',
    );
    expect(toAda).toHaveLength(1);
    expect(toAda[0]!.text).toMatch(/^A client sent you a message/);
    expect(toAda[0]!.text).not.toContain('Cafe');
    // The customer's message was read by Ada when she opened the thread.
    const receipt = (
      await ok(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, customer.token))
    ).chatMessages;
    expect(receipt.messages[1]).toMatchObject({ mine: true, readByOther: true });

    // A customer cannot write to a lawyer who never quoted or wrote on the brief.
    const cold = await t.api.graphql(
      SEND,
      { b: brief.id, l: idOf(ben), m: 'hello' },
      customer.token,
    );
    expect(errorOf(cold).extensions.code).toBe('NOT_FOUND');
    // Nobody else reads the thread.
    const other = await signUpCustomer(t.api);
    expect(
      errorOf(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, other.token)).extensions
        .code,
    ).toBe('NOT_FOUND');

    // After acceptance the details pass.
    const q = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief
      .quotes[0];
    await ok(await t.api.graphql(ACCEPT, { q: q.id, p: card }, customer.token));
    await ok(await t.api.graphql(SEND, { b: brief.id, m: 'Reach me on 02 9876 5432' }, ada.token));
    adaView = (await ok(await t.api.graphql(CHAT, { b: brief.id }, ada.token))).chatMessages;
    expect(adaView.messages.at(-1)).toMatchObject({
      body: 'Reach me on 02 9876 5432',
      masked: false,
    });
    const afterWin = (await ok(await t.api.graphql(THREADS, {}, ada.token))).chatThreads;
    expect(afterWin.find((x: { briefId: string }) => x.briefId === brief.id).withName).toBe(
      'Jo Cafe',
    );
  });

  it('keeps lawyers from posting briefs and customers from quoting', async () => {
    expect(errorOf(await t.api.graphql(POST, { i: briefInput() }, ada.token)).extensions.code).toBe(
      'FORBIDDEN',
    );
    const brief = await postBrief();
    const res = await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 50_000) }, customer.token);
    expect(errorOf(res).message).toBe('Only lawyers can quote on briefs.');
    const vic = await postBrief(customer.token, { state: 'VIC', areaOfLaw: 'Employment' });
    const FILTERED =
      'query($s: String, $a: String) { lawyerBriefs(tab: NEW, state: $s, areaOfLaw: $a) { id } }';
    const ids = async (v: Record<string, string>) =>
      (await ok(await t.api.graphql(FILTERED, v, ben.token))).lawyerBriefs.map(
        (b: { id: string }) => b.id,
      );
    expect(await ids({ s: 'VIC' })).toContain(vic.id);
    expect(await ids({ s: 'VIC', a: 'Employment' })).toEqual([vic.id]);
    expect(await ids({ s: 'WA' })).not.toContain(vic.id);
    expect(await ids({ s: 'VIC', a: 'Leasing' })).not.toContain(vic.id);
    const upside = await t.api.graphql(
      POST,
      { i: briefInput({ budgetMaxCents: 10_000 }) },
      customer.token,
    );
    expect(errorOf(upside).extensions.fields.budgetMaxCents).toBeTruthy();
  });

  // Last: it moves the clock on two weeks.
  it('completes a job by itself 14 days after the lawyer marks it done, not a minute before', async () => {
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

describe('two accepts of one brief at once', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: process.env.MARKETPLACE_LOG ?? 'silent' } });
  });
  afterAll(() => t.close());

  it('takes one payment and makes one job; the others are told a quote was already accepted', async () => {
    const customer = await signUpCustomer(t.api);
    const card = (await addCard(t, customer.token)).paymentMethodId;
    const lawyers = await Promise.all([1, 2, 3].map((i) => lawyer(t, `Racer${i}`)));
    const brief = (await ok(await t.api.graphql(POST, { i: briefInput() }, customer.token)))
      .postBrief;
    const quoteIds: string[] = [];
    for (const [i, l] of lawyers.entries()) {
      const q = await ok(
        await t.api.graphql(QUOTE, { i: quoteInput(brief.id, 50_000 + i * 10_000) }, l.token),
      );
      quoteIds.push(q.submitQuote.id);
    }
    const results = await Promise.all(
      [...quoteIds, ...quoteIds].map((q) => t.api.graphql(ACCEPT, { q, p: card }, customer.token)),
    );
    const won = results.filter((r) => r.body.data?.acceptQuote);
    const lost = results.filter((r) => r.body.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    for (const r of lost) {
      expect(errorOf(r).message).toBe('A quote on this brief has already been accepted.');
    }
    const money = await gatewayLedger(t, idOf(customer));
    expect(money.chargedInCents - money.refundedInCents).toBe(
      won[0]!.body.data.acceptQuote.amountInCents,
    );
    const after = (await ok(await t.api.graphql(BRIEF, { id: brief.id }, customer.token))).brief;
    expect(after.status).toBe('AWARDED');
    expect(after.quotes.filter((q: { status: string }) => q.status === 'ACCEPTED')).toHaveLength(1);
  });
});
