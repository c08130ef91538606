import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../../test-support/documents-kit.js';
import { open, send, senderWithNda, sign } from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { RECIPIENT_MESSAGES } from '../recipient-messages.js';

const LIST = 'query($f: DocumentFilterKey) { getMyDocuments(filter: $f) { id status answers } }';
const LINK = 'mutation($d: ID!) { mySignerLink(documentId: $d) { processId token } }';

describe('documents awaiting my signature', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists a document sent to my verified address as AWAITING_MY_SIGNATURE, and Sign opens it for me alone', async () => {
    const sender = await senderWithNda(t);
    const signer = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Sam Signer', email: signer.input.email, role: 'SIGNER' }],
    });
    expect(sent.errors).toBeUndefined();
    const listed = async (token: string, f?: string) =>
      (await gqlAs(t, token, LIST, { f })).data?.getMyDocuments as
        | { id: string; status: string; answers: unknown }[]
        | undefined;

    expect(await listed(signer.token, 'awaitingMySignature')).toEqual([
      { id: sender.documentId, status: 'AWAITING_MY_SIGNATURE', answers: {} },
    ]);
    expect((await listed(signer.token))?.map((d) => d.status)).toEqual(['AWAITING_MY_SIGNATURE']);
    expect((await listed(signer.token, 'signatureRequired'))?.map((d) => d.id)).toEqual([
      sender.documentId,
    ]);
    // The sender sees their own document as sent, and it needs signatures.
    expect((await listed(sender.token, 'signatureRequired'))?.map((d) => d.status)).toEqual([
      'SENT_FOR_SIGNATURE',
    ]);
    expect(await listed(sender.token, 'awaitingMySignature')).toEqual([]);
    expect(await listed(stranger.token, 'awaitingMySignature')).toEqual([]);

    // Another customer cannot get a link to it.
    const refused = await gqlAs(t, stranger.token, LINK, { d: sender.documentId });
    expect(refused.errors?.[0]?.message).toBe(RECIPIENT_MESSAGES.notAwaitingYou);

    const link = (await gqlAs(t, signer.token, LINK, { d: sender.documentId })).data
      ?.mySignerLink as { processId: string; token: string };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await open(t, link)).body.errors).toBeUndefined();
    expect((await sign(t, link, 'Sam Signer')).body.errors).toBeUndefined();
    // Signed: nothing awaits them any more.
    expect(await listed(signer.token, 'awaitingMySignature')).toEqual([]);
    expect(
      (await gqlAs(t, signer.token, LINK, { d: sender.documentId })).errors?.[0]?.message,
    ).toBe(RECIPIENT_MESSAGES.notAwaitingYou);
  });
});
