import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInNewAdmin } from '../../test-support/admin.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINE = '{ mySupportConversation { id closed messages { fromSupport authorName text } } }';
const SEND =
  'mutation($text: String!) { sendSupportMessage(text: $text) { id messages { text } } }';
const INBOX = '{ supportInbox { id customerName customerEmail unreadCount } }';
const ONE =
  'query($id: ID!) { supportConversation(id: $id) { id customerName messages { fromSupport text } } }';
const REPLY =
  'mutation($id: ID!, $text: String!) { replySupport(id: $id, text: $text) { id messages { fromSupport text } } }';
const CLOSE = 'mutation($id: ID!) { closeSupportConversation(id: $id) { id closed } }';

const gql = async (query: string, vars: Record<string, unknown>, token?: string) =>
  (await t.api.graphql(query, vars, token)).body as {
    data: any;
    errors?: { message: string; extensions?: { code?: string } }[];
  };

/** A screen reading a subscription as server-sent events. */
const listen = (query: string, token: string) => openEventStream(t.url, query, token);

describe('the support chat', () => {
  it('opens one conversation for a customer, which admins see in the inbox and answer', async () => {
    const ann = await signUpCustomer(t.api, { firstName: 'Ann', lastName: 'Lee' });
    expect((await gql(MINE, {}, ann.token)).data.mySupportConversation).toBeNull();

    const first = await gql(SEND, { text: '  How do I add a director?  ' }, ann.token);
    const again = await gql(SEND, { text: 'Also, where is my invoice?' }, ann.token);
    expect(again.data.sendSupportMessage.id).toBe(first.data.sendSupportMessage.id);
    expect(again.data.sendSupportMessage.messages.map((m: { text: string }) => m.text)).toEqual([
      'How do I add a director?',
      'Also, where is my invoice?',
    ]);

    const admin = await signInNewAdmin(t);
    const inbox = (await gql(INBOX, {}, admin)).data.supportInbox;
    const entry = inbox.find((e: { id: string }) => e.id === first.data.sendSupportMessage.id);
    expect(entry).toMatchObject({ customerName: 'Ann Lee', unreadCount: 2 });
    expect(entry.customerEmail).toBe(ann.input.email);

    const opened = await gql(ONE, { id: entry.id }, admin);
    expect(opened.data.supportConversation.customerName).toBe('Ann Lee');
    const read = (await gql(INBOX, {}, admin)).data.supportInbox;
    expect(read.find((e: { id: string }) => e.id === entry.id).unreadCount).toBe(0);

    await gql(REPLY, { id: entry.id, text: 'Open Company changes.' }, admin);
    const mine = (await gql(MINE, {}, ann.token)).data.mySupportConversation;
    expect(mine.messages.at(-1)).toMatchObject({
      fromSupport: true,
      authorName: 'Ada (Clausewell support)',
      text: 'Open Company changes.',
    });

    const closed = await gql(CLOSE, { id: entry.id }, admin);
    expect(closed.data.closeSupportConversation.closed).toBe(true);
    expect((await gql(MINE, {}, ann.token)).data.mySupportConversation).toBeNull();
    expect(
      (await gql(INBOX, {}, admin)).data.supportInbox.some(
        (e: { id: string }) => e.id === entry.id,
      ),
    ).toBe(false);
    // A closed conversation takes no more replies; the next message opens a new one.
    const late = await gql(REPLY, { id: entry.id, text: 'One more thing' }, admin);
    expect(late.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const next = await gql(SEND, { text: 'Hello again' }, ann.token);
    expect(next.data.sendSupportMessage.id).not.toBe(entry.id);
  });

  it('lists the inbox newest first', async () => {
    const a = await signUpCustomer(t.api);
    const b = await signUpCustomer(t.api);
    const admin = await signInNewAdmin(t);
    const ca = (await gql(SEND, { text: 'first' }, a.token)).data.sendSupportMessage.id;
    t.clock.advance(60_000);
    const cb = (await gql(SEND, { text: 'second' }, b.token)).data.sendSupportMessage.id;
    let ids = (await gql(INBOX, {}, admin)).data.supportInbox.map((e: { id: string }) => e.id);
    expect(ids.indexOf(cb)).toBeLessThan(ids.indexOf(ca));
    t.clock.advance(60_000);
    await gql(SEND, { text: 'third' }, a.token);
    ids = (await gql(INBOX, {}, admin)).data.supportInbox.map((e: { id: string }) => e.id);
    expect(ids.indexOf(ca)).toBeLessThan(ids.indexOf(cb));
  });

  it('names the problem with a message that is empty or too long', async () => {
    const ann = await signUpCustomer(t.api);
    const empty = await gql(SEND, { text: '   ' }, ann.token);
    expect(empty.errors?.[0]?.message).toContain('Write a message before sending it.');
    const long = await gql(SEND, { text: 'x'.repeat(2001) }, ann.token);
    expect(long.errors?.[0]?.message).toContain('at most 2000 characters');
    expect((await gql(MINE, {}, ann.token)).data.mySupportConversation).toBeNull();
    const exact = await gql(SEND, { text: 'x'.repeat(2000) }, ann.token);
    expect(exact.errors).toBeUndefined();
  });

  it("refuses a customer another customer's conversation and the admin side", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    const id = (await gql(SEND, { text: 'private question' }, ann.token)).data.sendSupportMessage
      .id;
    for (const [query, vars] of [
      [ONE, { id }],
      [REPLY, { id, text: 'hijack' }],
      [CLOSE, { id }],
      [INBOX, {}],
    ] as const) {
      const res = await gql(query, vars, bob.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(JSON.stringify(res.data ?? null)).not.toContain('private question');
    }
    // Bob's own conversation is his alone; Ann's is unchanged.
    expect((await gql(MINE, {}, bob.token)).data.mySupportConversation).toBeNull();
    const mine = (await gql(MINE, {}, ann.token)).data.mySupportConversation;
    expect(mine).toMatchObject({ id, closed: false });
    expect(mine.messages).toHaveLength(1);
    // An admin asking for an id that does not exist is told so.
    const admin = await signInNewAdmin(t);
    const missing = await gql(ONE, { id: 'no-such-id' }, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers only a signed-in user', async () => {
    const res = await gql(MINE, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('makes one open conversation of first messages sent at once', async () => {
    const ann = await signUpCustomer(t.api);
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gql(SEND, { text: `message ${i}` }, ann.token)),
    );
    for (const s of sent) expect(s.errors).toBeUndefined();
    const ids = new Set(sent.map((s) => s.data.sendSupportMessage.id));
    expect(ids.size).toBe(1);
    const mine = (await gql(MINE, {}, ann.token)).data.mySupportConversation;
    expect(mine.messages).toHaveLength(6);
  });

  it("pushes a reply to the customer's own stream and every change to the admins' inbox", async () => {
    const ann = await signUpCustomer(t.api);
    const bob = await signUpCustomer(t.api);
    const admin = await signInNewAdmin(t);
    const annScreen = await listen('subscription { supportConversationChanged }', ann.token);
    const bobScreen = await listen('subscription { supportConversationChanged }', bob.token);
    const inbox = await listen('subscription { supportInboxChanged }', admin);
    expect(annScreen.status).toBe(200);

    const id = (await gql(SEND, { text: 'hello' }, ann.token)).data.sendSupportMessage.id;
    expect(await annScreen.received(1)).toContain(`"supportConversationChanged":"${id}"`);
    expect(await inbox.received(1)).toContain(`"supportInboxChanged":"${id}"`);

    await gql(REPLY, { id, text: 'Hi Ann' }, admin);
    await annScreen.received(2);
    await inbox.received(2);
    expect(bobScreen.events()).toBe(0);
    annScreen.stop();
    bobScreen.stop();
    inbox.stop();
  });

  it('refuses the inbox stream to a customer', async () => {
    const ann = await signUpCustomer(t.api);
    const screen = await listen('subscription { supportInboxChanged }', ann.token);
    while (!screen.text().includes('FORBIDDEN') && screen.text().length < 10_000) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(screen.text()).toContain('FORBIDDEN');
    screen.stop();
  });
});
