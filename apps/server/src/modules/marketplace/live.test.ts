import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/auth/users-table.js';
import { addCard } from '../../test-support/billing-kit.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { defineMarketplaceJobs } from './job-steps.js';

// The marketplace made live: a chat message or a read reaches the two sides' open screens
// (never a third user's), and quotes, acceptance, delivered work, completion and messages
// waiting appear in the notification centre with a link to the page to act on.

const POST = `mutation($i: PostBriefInput!) { postBrief(input: $i) { id } }`;
const QUOTE = `mutation($i: SubmitQuoteInput!) { submitQuote(input: $i) { id } }`;
const ACCEPT = `mutation($q: ID!, $p: String!) { acceptQuote(quoteId: $q, paymentMethodId: $p) { id } }`;
const STEP = `mutation($j: ID!, $a: JobAction!) { stepJob(jobId: $j, action: $a) { id status } }`;
const SEND = `mutation($b: ID!, $l: ID, $m: String!) { sendChatMessage(briefId: $b, lawyerId: $l, body: $m) }`;
const CHAT = `query($b: ID!, $l: ID) { chatMessages(briefId: $b, lawyerId: $l) { messages { body } } }`;
const NOTICES = '{ notifications { kind title body link } }';

type TPerson = Awaited<ReturnType<typeof signUpCustomer>>;
const idOf = (p: TPerson) => (p.user.flakeId ?? p.user.id) as string;

async function ok(res: { body: { data?: any; errors?: unknown[] } }) {
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

describe('the live marketplace', () => {
  let t: TTestApp;
  const listen = (token: string) =>
    openEventStream(t.url, 'subscription { marketplaceChatChanged }', token);
  let customer: TPerson;
  let ada: TPerson;
  let eve: TPerson;
  let card: string;

  async function lawyer(firstName: string) {
    const person = await signUpCustomer(t.api, { firstName });
    await t.deps.database.db
      .update(users)
      .set({ isLawyer: true })
      .where(eq(users.email, String(person.input.email)));
    return person;
  }
  const notices = async (p: TPerson) =>
    (await ok(await t.api.graphql(NOTICES, {}, p.token))).notifications as {
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }[];
  async function briefWithQuote(title: string) {
    const brief = (
      await ok(
        await t.api.graphql(
          POST,
          {
            i: {
              areaOfLaw: 'Leasing',
              state: 'NSW',
              title,
              description: 'A five year retail lease in Newtown that needs a careful review.',
              budgetMinCents: 50_000,
              budgetMaxCents: 150_000,
              urgency: 'SOON',
            },
          },
          customer.token,
        ),
      )
    ).postBrief;
    const quote = (
      await ok(
        await t.api.graphql(
          QUOTE,
          {
            i: {
              briefId: brief.id,
              feeCents: 100_000,
              scope: 'Review the lease and advise on the renewal option and make-good.',
              timelineDays: 5,
              totalEstimateCents: 105_000,
              clientRightsAcknowledged: true,
            },
          },
          ada.token,
        ),
      )
    ).submitQuote;
    return { brief, quote };
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: process.env.MARKETPLACE_LOG ?? 'silent' } });
    defineMarketplaceJobs(t.deps);
    customer = await signUpCustomer(t.api, { firstName: 'Jo', lastName: 'Cafe' });
    ada = await lawyer('Ada');
    eve = await lawyer('Eve');
    card = (await addCard(t, customer.token)).paymentMethodId;
  }, 180_000);
  afterAll(() => t.close(), 60_000);

  it("pushes a message and its read to both sides' screens and never to a third user's", async () => {
    const { brief } = await briefWithQuote('Live chat lease');
    const joScreen = await listen(customer.token);
    const adaScreen = await listen(ada.token);
    const eveScreen = await listen(eve.token);
    expect(adaScreen.status).toBe(200);
    // The stream is subscribed once the server has answered its headers; give it a moment.
    await new Promise((r) => setTimeout(r, 50));

    await ok(await t.api.graphql(SEND, { b: brief.id, m: 'Can you start Monday?' }, ada.token));
    expect(await joScreen.received(1)).toContain(`"marketplaceChatChanged":"${brief.id}"`);
    await adaScreen.received(1);

    // Jo reads it: Ada's screen hears (her "Read" mark); Jo's own read wakes nobody else.
    const read = await ok(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, customer.token));
    expect(read.chatMessages.messages).toHaveLength(1);
    await adaScreen.received(2);
    // Reading again with nothing new says nothing more.
    await ok(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, customer.token));
    await ok(await t.api.graphql(CHAT, { b: brief.id }, ada.token));

    await ok(
      await t.api.graphql(SEND, { b: brief.id, l: idOf(ada), m: 'Yes please' }, customer.token),
    );
    await joScreen.received(2);
    await adaScreen.received(3);
    expect(joScreen.events()).toBe(2);
    expect(adaScreen.events()).toBe(3);
    expect(eveScreen.events()).toBe(0);

    // Eve naming Ada's conversation still opens only her own, empty one, and hears nothing.
    const other = await ok(await t.api.graphql(CHAT, { b: brief.id, l: idOf(ada) }, eve.token));
    expect(other.chatMessages.messages).toEqual([]);
    expect(eveScreen.events()).toBe(0);
    joScreen.stop();
    adaScreen.stop();
    eveScreen.stop();
  });

  it('asks for a session to listen', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { marketplaceChatChanged }' }),
    });
    const text = await res.text();
    expect(text).not.toMatch(/"marketplaceChatChanged":"/);
    expect(text).toMatch(/sign in|UNAUTHENTICATED|signed/i);
  });

  it('notifies the customer of quotes and done work, the lawyer of acceptance and completion', async () => {
    const { quote } = await briefWithQuote('Notified lease');
    const joFirst = await notices(customer);
    expect(joFirst).toContainEqual(
      expect.objectContaining({
        kind: 'MARKETPLACE_QUOTE_RECEIVED',
        title: 'New quote for “Notified lease”',
        link: '/quotes',
      }),
    );
    expect(joFirst.find((n) => n.title.includes('Notified lease'))!.body).toContain('$1,000');

    const job = (await ok(await t.api.graphql(ACCEPT, { q: quote.id, p: card }, customer.token)))
      .acceptQuote;
    const adaNotices = await notices(ada);
    expect(adaNotices).toContainEqual(
      expect.objectContaining({
        kind: 'MARKETPLACE_QUOTE_ACCEPTED',
        title: 'Your quote for “Notified lease” was accepted',
        link: '/my-briefs/won',
      }),
    );
    // Only the lawyer whose quote it was hears of it.
    expect((await notices(eve)).some((n) => n.kind === 'MARKETPLACE_QUOTE_ACCEPTED')).toBe(false);

    await ok(await t.api.graphql(STEP, { j: job.id, a: 'START_WORK' }, ada.token));
    await ok(await t.api.graphql(STEP, { j: job.id, a: 'MARK_DONE' }, ada.token));
    expect(await notices(customer)).toContainEqual(
      expect.objectContaining({
        kind: 'MARKETPLACE_WORK_DONE',
        title: 'Work done on “Notified lease”',
        link: '/quotes',
      }),
    );
    await ok(await t.api.graphql(STEP, { j: job.id, a: 'ACCEPT_WORK' }, customer.token));
    const done = (await notices(ada)).find((n) => n.kind === 'MARKETPLACE_JOB_COMPLETE');
    expect(done).toMatchObject({
      title: 'Job complete: “Notified lease”',
      link: '/my-clients/payouts',
    });
    expect(done!.body).toContain('$850');
  });

  it('notifies of a waiting message once until it is read, never naming the client before a win', async () => {
    const { brief } = await briefWithQuote('Quiet lease');
    const before = (await notices(ada)).length;
    await ok(await t.api.graphql(SEND, { b: brief.id, l: idOf(ada), m: 'Hello' }, customer.token));
    t.clock.advance(60_000);
    await ok(
      await t.api.graphql(SEND, { b: brief.id, l: idOf(ada), m: 'Still there?' }, customer.token),
    );
    const mine = (await notices(ada)).filter((n) => n.kind === 'MARKETPLACE_MESSAGE');
    expect((await notices(ada)).length).toBe(before + 1);
    expect(mine[0]).toMatchObject({
      title: 'New message about “Quiet lease”',
      body: 'A client sent you a message.',
      link: '/quick-quote/messages',
    });
    // Once read, the next message is news again.
    t.clock.advance(60_000);
    await ok(await t.api.graphql(CHAT, { b: brief.id }, ada.token));
    t.clock.advance(60_000);
    await ok(
      await t.api.graphql(SEND, { b: brief.id, l: idOf(ada), m: 'One more' }, customer.token),
    );
    expect((await notices(ada)).length).toBe(before + 2);
    // Eve, who has no part in it, hears nothing.
    expect((await notices(eve)).some((n) => n.title.includes('Quiet lease'))).toBe(false);
  });
});
