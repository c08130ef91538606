import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs } from '../../../test-support/documents-kit.js';
import { send, senderWithNda } from '../../../test-support/esign-kit.js';
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';

describe('My documents and e-signing', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('filters by the e-sign statuses: a sent document under sentForSignature, not under the others', async () => {
    const sender = await senderWithNda(t);
    const untouched = await finishNda(t, sender.token);
    await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Fil Ter', email: 'filter@example.com', role: 'SIGNER' }],
    });
    const listed = async (filter: string) =>
      (
        await gqlAs(
          t,
          sender.token,
          'query($f: DocumentFilterKey) { getMyDocuments(filter: $f) { id status } }',
          {
            f: filter,
          },
        )
      ).data.getMyDocuments as { id: string; status: string }[];
    expect(await listed('sentForSignature')).toEqual([
      { id: sender.documentId, status: 'SENT_FOR_SIGNATURE' },
    ]);
    expect(await listed('signComplete')).toEqual([]);
    expect((await listed('selfSigned')).map((d) => d.id)).not.toContain(untouched);
    // Sent to one recipient, not in bulk.
    expect(await listed('sendingBulkSignature')).toEqual([]);
  });
});
