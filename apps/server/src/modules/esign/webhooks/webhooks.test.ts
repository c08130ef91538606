import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../../test-support/documents-kit.js';
import { linkFor, open, send, senderWithNda, sign } from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';
import { defineWebhookJobs } from './jobs.js';

type TReceived = { event: string; verified: boolean; body: { event: string } };

/** A receiver as a customer would write one: it checks the signature with the secret. */
function receiver(answer: (n: number) => number) {
  const got: TReceived[] = [];
  let secret = '';
  let calls = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      calls += 1;
      const header = String(req.headers['clausewell-signature'] ?? '');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
      const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
      const verified = !!v1 && timingSafeEqual(expected, Buffer.from(v1, 'hex'));
      got.push({ event: String(req.headers['clausewell-event']), verified, body: JSON.parse(raw) });
      res.statusCode = answer(calls);
      res.end();
    });
  });
  return {
    got,
    setSecret: (s: string) => {
      secret = s;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`),
        ),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const ADD = 'mutation($u: String!) { addEsignWebhook(url: $u) { secret webhook { id url } } }';
const LOG =
  'query { esignWebhooks { id deliveries { event state attempts lastStatus lastError } } }';

describe('signing webhooks', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
    // As main.ts does at start-up: the test app defines no module's jobs itself.
    defineWebhookJobs(t.deps);
  });
  afterAll(() => t.close());

  it('delivers signed events for sent, viewed, signed and completed, checked with the secret', async () => {
    const hook = receiver(() => 200);
    const url = await hook.start();
    try {
      const sender = await senderWithNda(t);
      const added = await gqlAs(t, sender.token, ADD, { u: url });
      expect(added.errors).toBeUndefined();
      hook.setSecret(added.data.addEsignWebhook.secret);
      await send(t, sender.token, {
        documentId: sender.documentId,
        order: 'PARALLEL',
        recipients: [{ name: 'Wen Hook', email: 'wen@example.com', role: 'SIGNER' }],
      });
      const wen = linkFor(t.sentMail, 'wen@example.com')!;
      await open(t, wen);
      await sign(t, wen, 'Wen Hook');
      t.clock.advance(31_000);
      await t.deps.jobs.runDue();
      expect(hook.got.map((g) => [g.event, g.verified])).toEqual([
        ['signing.sent', true],
        ['signing.viewed', true],
        ['signing.signed', true],
        ['signing.completed', true],
      ]);
      // Read again later, nothing is sent twice.
      t.clock.advance(10 * 60_000);
      await t.deps.jobs.runDue();
      expect(hook.got).toHaveLength(4);
      const log = (await gqlAs(t, sender.token, LOG)).data.esignWebhooks[0].deliveries;
      expect(log.map((d: { state: string }) => d.state)).toEqual(Array(4).fill('DELIVERED'));
    } finally {
      await hook.stop();
    }
  });

  it('retries a failing endpoint with back-off and shows each failure in the log', async () => {
    const hook = receiver((n) => (n === 1 ? 500 : 204));
    const url = await hook.start();
    try {
      const sender = await senderWithNda(t);
      hook.setSecret((await gqlAs(t, sender.token, ADD, { u: url })).data.addEsignWebhook.secret);
      await send(t, sender.token, {
        documentId: sender.documentId,
        order: 'PARALLEL',
        recipients: [{ name: 'Rey Try', email: 'rey@example.com', role: 'SIGNER' }],
      });
      t.clock.advance(31_000);
      await t.deps.jobs.runDue();
      expect(hook.got.map((g) => g.event)).toEqual(['signing.sent']);
      const failed = (await gqlAs(t, sender.token, LOG)).data.esignWebhooks[0].deliveries;
      expect(failed).toEqual([
        {
          event: 'signing.sent',
          state: 'PENDING',
          attempts: 1,
          lastStatus: 500,
          lastError: 'The endpoint answered HTTP 500.',
        },
      ]);
      t.clock.advance(31_000);
      await t.deps.jobs.runDue();
      expect(hook.got.map((g) => [g.event, g.verified])).toEqual([
        ['signing.sent', true],
        ['signing.sent', true],
      ]);
      const after = (await gqlAs(t, sender.token, LOG)).data.esignWebhooks[0].deliveries;
      expect(after[0]).toMatchObject({ state: 'DELIVERED', attempts: 2, lastStatus: 204 });
    } finally {
      await hook.stop();
    }
  });

  it('refuses an address that is not https, and another customer’s endpoint', async () => {
    const owner = await signUpCustomer(t.api);
    const other = await signUpCustomer(t.api);
    for (const u of ['http://example.com/hook', 'https://192.168.1.2/x', 'not a url']) {
      expect((await gqlAs(t, owner.token, ADD, { u })).errors?.[0]?.message).toBe(M.webhookUrl);
    }
    const id = (await gqlAs(t, owner.token, ADD, { u: 'https://hooks.example.com/in' })).data
      .addEsignWebhook.webhook.id;
    const REMOVE = 'mutation($id: ID!) { removeEsignWebhook(id: $id) }';
    expect((await gqlAs(t, other.token, REMOVE, { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gqlAs(t, other.token, LOG)).data.esignWebhooks).toEqual([]);
    expect((await gqlAs(t, owner.token, REMOVE, { id })).data.removeEsignWebhook).toBe(true);
    expect((await gqlAs(t, owner.token, LOG)).data.esignWebhooks).toEqual([]);
  });
});
