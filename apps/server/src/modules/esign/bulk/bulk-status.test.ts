import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy } from '../../../test-support/billing-kit.js';
import { gqlAs } from '../../../test-support/documents-kit.js';
import {
  documentStatus,
  linkFor,
  open,
  senderWithNda,
  sign,
} from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { bulkDocumentStatus } from '../processes/document-status.js';

const BULK = `mutation($i: BulkSignatureInput!) { sendBulkForSignature(input: $i) {
  id copies signedCopies processes { id } } }`;
const SENDS = 'query($d: ID!) { bulkSignatureSends(documentId: $d) { id copies signedCopies } }';

const decline = (t: TTestApp, link: { processId: string; token: string }) =>
  t.api.graphql(
    'mutation($p: ID!, $t: String!) { declineAsRecipient(processId: $p, token: $t, reason: "Not mine to sign") { status } }',
    { p: link.processId, t: link.token },
  );

/** A customer on a plan (so every copy is covered) who sent their NDA to everyone on a list. */
async function bulkSent(t: TTestApp, people: string[]) {
  const sender = await senderWithNda(t);
  const { paymentMethodId } = await addCard(t, sender.token);
  await buy(t, sender.token, { handle: 'essentials-quarterly', paymentMethodId });
  const csv = people.map((p) => `${p},${p.toLowerCase()}@example.com`).join('\n');
  const res = await gqlAs(t, sender.token, BULK, { i: { documentId: sender.documentId, csv } });
  expect(res.errors).toBeUndefined();
  const linkOf = (p: string) => linkFor(t.sentMail, `${p.toLowerCase()}@example.com`)!;
  const progress = async () => {
    const sends = (await gqlAs(t, sender.token, SENDS, { d: sender.documentId })).data
      .bulkSignatureSends as { copies: number; signedCopies: number }[];
    return `${sends[0]!.signedCopies} of ${sends[0]!.copies}`;
  };
  const status = () => documentStatus(t, sender.token, sender.documentId);
  return { ...sender, linkOf, progress, status };
}

describe('the status of a document sent in bulk', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stays in progress until every copy is done, counting the copies signed', async () => {
    const sent = await bulkSent(t, ['Ada', 'Bo', 'Cy']);
    expect(await sent.status()).toBe('SENT_FOR_SIGNATURE');
    expect(await sent.progress()).toBe('0 of 3');

    await open(t, sent.linkOf('Ada'));
    expect((await sign(t, sent.linkOf('Ada'), 'Ada')).body.errors).toBeUndefined();
    // One copy complete is not the document complete.
    expect(await sent.status()).toBe('ESIGN_IN_PROGRESS');
    expect(await sent.progress()).toBe('1 of 3');

    await open(t, sent.linkOf('Bo'));
    expect((await decline(t, sent.linkOf('Bo'))).body.errors).toBeUndefined();
    // A declined copy does not speak for the others still open.
    expect(await sent.status()).toBe('ESIGN_IN_PROGRESS');

    await open(t, sent.linkOf('Cy'));
    expect((await sign(t, sent.linkOf('Cy'), 'Cy')).body.errors).toBeUndefined();
    expect(await sent.status()).toBe('SIGN_COMPLETE');
    expect(await sent.progress()).toBe('2 of 3');
  });

  it('reads complete when the last two copies are signed at the same moment', async () => {
    const sent = await bulkSent(t, ['Di', 'Ed']);
    await Promise.all([open(t, sent.linkOf('Di')), open(t, sent.linkOf('Ed'))]);
    const both = await Promise.all([
      sign(t, sent.linkOf('Di'), 'Di'),
      sign(t, sent.linkOf('Ed'), 'Ed'),
    ]);
    expect(both.map((r) => r.body.errors)).toEqual([undefined, undefined]);
    expect(await sent.status()).toBe('SIGN_COMPLETE');
    expect(await sent.progress()).toBe('2 of 2');
  });

  it('shows another customer none of the batches of a document that is not theirs', async () => {
    const sent = await bulkSent(t, ['Fay']);
    const other = await signUpCustomer(t.api);
    const theirs = await gqlAs(t, other.token, SENDS, { d: sent.documentId });
    expect(theirs.data.bulkSignatureSends).toEqual([]);
  });
});

describe('a batch read as one status', () => {
  const copy = (completed: boolean, closedAs: string | null = null, anySigned = completed) => ({
    completed,
    closedAs,
    anySigned,
  });
  it('follows all of the copies', () => {
    expect(bulkDocumentStatus([copy(false), copy(false)])).toBe('SENT_FOR_SIGNATURE');
    expect(bulkDocumentStatus([copy(false, null, true), copy(false)])).toBe('ESIGN_IN_PROGRESS');
    expect(bulkDocumentStatus([copy(true), copy(false)])).toBe('ESIGN_IN_PROGRESS');
    expect(bulkDocumentStatus([copy(true), copy(false, 'DECLINED')])).toBe('SIGN_COMPLETE');
    expect(bulkDocumentStatus([copy(false, 'DECLINED'), copy(false, 'CANCELLED')])).toBe(
      'DECLINED',
    );
    expect(bulkDocumentStatus([copy(false, 'EXPIRED'), copy(false, 'CANCELLED')])).toBe(
      'CANCELLED',
    );
  });
});
