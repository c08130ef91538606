import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs } from '../../../test-support/documents-kit.js';
import {
  linkFor,
  open,
  processAs,
  send,
  senderWithNda,
  sign,
} from '../../../test-support/esign-kit.js';
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';

// Run on both databases; on PostgreSQL the requests truly overlap on separate connections.
describe('signing at the same moment', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('two signers signing at once are both recorded once, and the document is sealed once', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [
        { name: 'Pat Parallel', email: 'pat@example.com', role: 'SIGNER' },
        { name: 'Quinn Parallel', email: 'quinn@example.com', role: 'SIGNER' },
      ],
    });
    const pat = linkFor(t.sentMail, 'pat@example.com')!;
    const quinn = linkFor(t.sentMail, 'quinn@example.com')!;
    await Promise.all([open(t, pat), open(t, quinn)]);
    const results = await Promise.all([
      sign(t, pat, 'Pat'),
      sign(t, quinn, 'Quinn'),
      sign(t, pat, 'Pat twice'),
    ]);
    const refused = results.filter((r) => r.body.errors);
    expect(refused.map((r) => r.body.errors?.[0]?.message)).toEqual([
      expect.stringMatching(/already signed|signed by everyone/),
    ]);
    const p = (await processAs(t, sender.token, sent.data.sendForSignature.id)).data.signingProcess;
    expect(p.status).toBe('COMPLETED');
    const kinds = p.events.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'SIGNED')).toHaveLength(2);
    expect(kinds.filter((k: string) => k === 'COMPLETED')).toHaveLength(1);
    expect(
      t.sentMail.filter((m) => m.to === 'pat@example.com' && m.attachments?.length),
    ).toHaveLength(1);
  });

  it('ten sends at once from the free tier spend its one e-signature once', async () => {
    const sender = await senderWithNda(t);
    const documents = [sender.documentId];
    for (let i = 1; i < 10; i++) documents.push(await finishNda(t, sender.token));
    const results = await Promise.all(
      documents.map((documentId, i) =>
        send(t, sender.token, {
          documentId,
          order: 'PARALLEL',
          recipients: [{ name: `R${i}`, email: `race${i}@example.com`, role: 'SIGNER' }],
        }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(
      results.filter((r) => r.errors?.[0]?.extensions?.code === 'PAYMENT_REQUIRED'),
    ).toHaveLength(9);
    const left = await gqlAs(t, sender.token, 'query { esignAllowance { freeRemaining } }');
    expect(left.data.esignAllowance.freeRemaining).toBe(0);
  });
});
