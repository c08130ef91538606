import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFor, open, send, senderWithNda, sign } from '../../test-support/esign-kit.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  // Mail leaves as over SMTP (recorded by the test app), not through the outbox table.
  t = await startTestApp({
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
  });
});
afterAll(() => t.close());

describe('a signing completed', () => {
  it("arrives in the sender's notification centre with a link to the signing", {
    timeout: 90_000,
  }, async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Ana Signer', email: 'ana.notify@example.com', role: 'SIGNER' }],
    });
    expect(sent.errors).toBeUndefined();
    const ana = linkFor(t.sentMail, 'ana.notify@example.com')!;
    await open(t, ana);
    expect((await sign(t, ana, 'Ana Signer')).body.errors).toBeUndefined();

    const res = await t.api.graphql(
      '{ notifications { kind title body link read } unreadNotificationsCount }',
      {},
      sender.token,
    );
    expect(res.body.data.unreadNotificationsCount).toBe(1);
    expect(res.body.data.notifications[0]).toMatchObject({
      kind: 'SIGNATURE_COMPLETED',
      title: 'Signing completed',
      link: `/documents/signing/${sent.data.sendForSignature.id}`,
      read: false,
    });
  });
});
