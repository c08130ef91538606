import { MASKED } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCEPT,
  BRIEF,
  CHAT,
  errorOf,
  idOf,
  marketplaceWorld,
  ok,
  SEND,
  THREADS,
} from '../../test-support/marketplace-kit.js';
import { signUpCustomer } from '../../test-support/test-app.js';

// Chat per brief and lawyer: contact details hidden until a quote is accepted, unread counts,
// read receipts and a mail at the first unread message.

describe('marketplace chat', () => {
  const w = marketplaceWorld();

  it('chats per brief with contact details hidden before acceptance, unread counts and read receipts', async () => {
    const { t, customer, ada, ben, card, postBrief, quote } = w;
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

  it('opens a conversation with each lawyer who quoted, so the customer can write first', async () => {
    const { t, customer, ada, ben, postBrief, quote, accept } = w;
    const brief = await postBrief(customer.token, { title: 'Shop fit-out contract' });
    const qa = await quote(ada.token, brief.id, 40_000);
    await quote(ben.token, brief.id, 45_000);
    const threadsOf = async (token: string) =>
      (await ok(await t.api.graphql(THREADS, {}, token))).chatThreads.filter(
        (x: { briefId: string }) => x.briefId === brief.id,
      );
    const mine = await threadsOf(customer.token);
    expect(mine.map((x: { lawyerId: string }) => x.lawyerId).sort()).toEqual(
      [idOf(ada), idOf(ben)].sort(),
    );
    expect(mine[0]).toMatchObject({ unreadCount: 0, open: true });
    expect(await threadsOf(ada.token)).toEqual([
      expect.objectContaining({ lawyerId: idOf(ada), withName: 'Client', open: true }),
    ]);
    await ok(
      await t.api.graphql(
        SEND,
        { b: brief.id, l: idOf(ben), m: 'When can you start?' },
        customer.token,
      ),
    );
    // Once Ada wins, Ben's conversation stays (it has a message) but is closed; a lawyer
    // who only quoted and lost would have none.
    await accept(qa.id);
    const after = await threadsOf(customer.token);
    const byLawyer = new Map(
      after.map((x: { lawyerId: string; open: boolean }) => [x.lawyerId, x.open]),
    );
    expect(byLawyer.get(idOf(ada))).toBe(true);
    expect(byLawyer.get(idOf(ben))).toBe(false);
  });
});
