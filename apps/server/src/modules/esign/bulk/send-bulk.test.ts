import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../../test-support/billing-kit.js';
import { finishNda, gqlAs } from '../../../test-support/documents-kit.js';
import { linkFor, open, senderWithNda, sign } from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { ESIGN_MESSAGES } from '../messages.js';
import { RECIPIENT_MESSAGES as M } from '../recipient-messages.js';

const BULK = `mutation($i: BulkSignatureInput!) { sendBulkForSignature(input: $i) {
  id documentId copies processes { id status recipients { name email status } } } }`;
const LIST = 'query($f: DocumentFilterKey) { getMyDocuments(filter: $f) { id status } }';

// Run on both databases; on PostgreSQL the two sends truly overlap on separate connections.
describe('bulk send', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends each person on the list their own copy, listed under sendingBulkSignature', async () => {
    const sender = await senderWithNda(t);
    const { paymentMethodId } = await addCard(t, sender.token);
    await buy(t, sender.token, { handle: 'essentials-quarterly', paymentMethodId });
    const csv = 'name,email,role\nAda One,ada@example.com\r\n"Bo, Two",BO@example.com,approver\n\n';
    const res = await gqlAs(t, sender.token, BULK, { i: { documentId: sender.documentId, csv } });
    expect(res.errors).toBeUndefined();
    const bulk = res.data.sendBulkForSignature;
    expect(bulk.copies).toBe(2);
    expect(
      bulk.processes.map((p: { status: string; recipients: unknown[] }) => [
        p.status,
        p.recipients,
      ]),
    ).toEqual([
      ['IN_PROGRESS', [{ name: 'Ada One', email: 'ada@example.com', status: 'SENT' }]],
      ['IN_PROGRESS', [{ name: 'Bo, Two', email: 'bo@example.com', status: 'SENT' }]],
    ]);
    // Each copy signs on its own.
    const ada = linkFor(t.sentMail, 'ada@example.com')!;
    expect(ada.processId).toBe(bulk.processes[0].id);
    await open(t, ada);
    expect((await sign(t, ada, 'Ada One')).body.errors).toBeUndefined();
    const listed = (await gqlAs(t, sender.token, LIST, { f: 'sendingBulkSignature' })).data
      .getMyDocuments as { id: string }[];
    expect(listed.map((d) => d.id)).toEqual([sender.documentId]);
    // Another customer sees neither the batch nor the document.
    const other = await signUpCustomer(t.api);
    expect(
      (await gqlAs(t, other.token, LIST, { f: 'sendingBulkSignature' })).data.getMyDocuments,
    ).toEqual([]);
    const theirs = await gqlAs(t, other.token, BULK, {
      i: { documentId: sender.documentId, csv: 'Cy,cy@example.com' },
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('names every bad line and sends nothing', async () => {
    const sender = await senderWithNda(t);
    const mailsBefore = t.sentMail.length;
    const csv =
      'Ada,ada@example.com\n,nobody@example.com\nCy,not-an-email\nDi,ada@example.com,boss';
    const res = await gqlAs(t, sender.token, BULK, { i: { documentId: sender.documentId, csv } });
    expect(res.errors?.[0]?.message).toBe(
      [
        M.bulkLine(2, M.bulkNoName),
        M.bulkLine(3, M.bulkBadEmail),
        M.bulkLine(4, M.bulkBadRole),
      ].join(' '),
    );
    expect(t.sentMail.length).toBe(mailsBefore);
    const empty = await gqlAs(t, sender.token, BULK, {
      i: { documentId: sender.documentId, csv: 'name,email\n' },
    });
    expect(empty.errors?.[0]?.message).toBe(M.bulkEmpty);
  });

  it('on the free tier spends one e-signature per copy, all or none, even when two sends race', async () => {
    const sender = await senderWithNda(t);
    const second = await finishNda(t, sender.token);
    const tooMany = await gqlAs(t, sender.token, BULK, {
      i: { documentId: sender.documentId, csv: 'A,a1@example.com\nB,b1@example.com' },
    });
    expect(tooMany.errors?.[0]?.message).toBe(M.bulkFreeShort(2, 1));
    const [x, y] = await Promise.all([
      gqlAs(t, sender.token, BULK, {
        i: { documentId: sender.documentId, csv: 'A,a2@example.com' },
      }),
      gqlAs(t, sender.token, BULK, { i: { documentId: second, csv: 'B,b2@example.com' } }),
    ]);
    const results = [x, y];
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect([M.bulkFreeShort(1, 0), ESIGN_MESSAGES.freeUsed]).toContain(
      results.find((r) => r.errors)?.errors?.[0]?.message,
    );
  });
});
