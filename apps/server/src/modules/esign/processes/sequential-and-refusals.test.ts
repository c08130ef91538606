import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../../test-support/documents-kit.js';
import {
  documentStatus,
  linkFor,
  open,
  PROCESS_FIELDS,
  processAs,
  send,
  senderWithNda,
  session,
  sign,
} from '../../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';

describe('signing in order, declining, cancelling and links that must not work', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('asks the second signer only after the first has signed, and completes after both', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'SEQUENTIAL',
      recipients: [
        { name: 'First One', email: 'first@example.com', role: 'SIGNER' },
        { name: 'Second Two', email: 'second@example.com', role: 'SIGNER' },
        { name: 'Vera Viewer', email: 'vera@example.com', role: 'VIEWER' },
      ],
    });
    expect(sent.errors).toBeUndefined();
    const statuses = sent.data.sendForSignature.recipients.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['SENT', 'CREATED', 'SENT']);
    expect(linkFor(t.sentMail, 'second@example.com')).toBeUndefined();

    const first = linkFor(t.sentMail, 'first@example.com')!;
    await open(t, first);
    expect((await sign(t, first, 'First One')).body.errors).toBeUndefined();

    const second = linkFor(t.sentMail, 'second@example.com')!;
    expect(second).toBeDefined();
    const opened = (await open(t, second)).body.data.openAsSigner;
    expect(opened.canSign).toBe(true);
    const vera = linkFor(t.sentMail, 'vera@example.com')!;
    expect((await sign(t, vera, 'Vera')).body.errors?.[0]?.message).toMatch(/to view/);
    expect((await sign(t, second, 'Second Two')).body.data.signAsRecipient.status).toBe('COMPLETE');
    const done = (await processAs(t, sender.token, sent.data.sendForSignature.id)).data
      .signingProcess;
    expect(done.status).toBe('COMPLETED');
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('SIGN_COMPLETE');
    // Used after completion, the first link is refused with the reason.
    expect((await session(t, first)).body.errors?.[0]?.message).toMatch(/signed by everyone/);
  });

  it('refuses a tampered link and a link tried on another process, on the page and the PDF', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'SEQUENTIAL',
      recipients: [
        { name: 'A', email: 'a.turn@example.com', role: 'SIGNER' },
        { name: 'B', email: 'b.turn@example.com', role: 'SIGNER' },
      ],
    });
    const id = sent.data.sendForSignature.id;
    const first = linkFor(t.sentMail, 'a.turn@example.com')!;
    // A tampered token (one character changed) and a token for another process are refused.
    const flipped = first.token.slice(0, -1) + (first.token.endsWith('A') ? 'B' : 'A');
    expect((await session(t, { processId: id, token: flipped })).body.errors?.[0]?.message).toMatch(
      /not valid/,
    );
    expect(
      (await session(t, { processId: 'X'.repeat(26), token: first.token })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    const pdf = await fetch(`${t.url}/api/esign/${id}/document?token=${flipped}`);
    expect(pdf.status).toBe(404);
  });

  it('a decline with a reason stops the process and tells everyone', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [
        { name: 'Dee Cline', email: 'dee@example.com', role: 'SIGNER' },
        { name: 'Other', email: 'other.dec@example.com', role: 'SIGNER' },
      ],
    });
    const dee = linkFor(t.sentMail, 'dee@example.com')!;
    const noReason = await t.api.graphql(
      'mutation($p: ID!, $t: String!) { declineAsRecipient(processId: $p, token: $t, reason: "  ") { status } }',
      { p: dee.processId, t: dee.token },
    );
    expect(noReason.body.errors?.[0]?.message).toMatch(/reason/);
    const declined = await t.api.graphql(
      'mutation($p: ID!, $t: String!) { declineAsRecipient(processId: $p, token: $t, reason: "The fee is wrong") { status } }',
      { p: dee.processId, t: dee.token },
    );
    expect(declined.body.data.declineAsRecipient.status).toBe('DECLINED');
    const p = (await processAs(t, sender.token, sent.data.sendForSignature.id)).data.signingProcess;
    expect(p.closedAs).toBe('DECLINED');
    expect(p.recipients.map((r: { status: string }) => r.status)).toEqual([
      'DECLINED',
      'CANCELLED',
    ]);
    expect(p.recipients[0].declineReason).toBe('The fee is wrong');
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('DECLINED');
    for (const to of [sender.user.email, 'other.dec@example.com']) {
      expect(t.sentMail.some((m) => m.to === to && /The fee is wrong/.test(m.text))).toBe(true);
    }
    const other = linkFor(t.sentMail, 'other.dec@example.com')!;
    expect((await sign(t, other, 'Other')).body.errors?.[0]?.message).toMatch(/declined/);
  });

  it('the sender cancels with a note; the links stop working and everyone is told', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Carl', email: 'carl@example.com', role: 'SIGNER' }],
    });
    const id = sent.data.sendForSignature.id;
    const cancelled = await gqlAs(
      t,
      sender.token,
      `mutation($id: ID!) { cancelSigning(id: $id, note: "Wrong version sent") { ${PROCESS_FIELDS} } }`,
      { id },
    );
    expect(cancelled.data.cancelSigning.closedAs).toBe('CANCELLED');
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('CANCELLED');
    expect(
      t.sentMail.some((m) => m.to === 'carl@example.com' && /Wrong version sent/.test(m.text)),
    ).toBe(true);
    const carl = linkFor(t.sentMail, 'carl@example.com')!;
    expect((await open(t, carl)).body.errors?.[0]?.message).toMatch(/cancelled/);
    expect(
      (await gqlAs(t, sender.token, 'mutation($id: ID!) { cancelSigning(id: $id) { id } }', { id }))
        .errors?.[0]?.message,
    ).toMatch(/no longer open/);
  });

  it('another customer cannot read or change a process by its id', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Ivy', email: 'ivy@example.com', role: 'SIGNER' }],
    });
    const process = sent.data.sendForSignature;
    const intruder = await signUpCustomer(t.api);
    const read = await processAs(t, intruder.token, process.id);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const cancel = await gqlAs(
      t,
      intruder.token,
      'mutation($id: ID!) { cancelSigning(id: $id) { id } }',
      {
        id: process.id,
      },
    );
    expect(cancel.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const remind = await gqlAs(
      t,
      intruder.token,
      'mutation($r: ID!) { remindSigner(recipientId: $r) { id } }',
      {
        r: process.recipients[0].id,
      },
    );
    expect(remind.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = await gqlAs(
      t,
      intruder.token,
      'query($d: ID!) { signingProcessesForDocument(documentId: $d) { id } }',
      { d: sender.documentId },
    );
    expect(listed.data.signingProcessesForDocument).toEqual([]);
    const pdf = await fetch(`${t.url}/api/esign/${process.id}/signed.pdf`, {
      headers: { authorization: `Bearer ${intruder.token}` },
    });
    expect(pdf.status).toBe(404);
  });

  it('changing an address before signing sends a new link and kills the old one; remind sends a fresh one', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Typo', email: 'tpyo@example.com', role: 'SIGNER' }],
    });
    const recipientId = sent.data.sendForSignature.recipients[0].id;
    const old = linkFor(t.sentMail, 'tpyo@example.com')!;
    const changed = await gqlAs(
      t,
      sender.token,
      'mutation($r: ID!) { changeSignerEmail(recipientId: $r, email: "typo@example.com") { email status } }',
      { r: recipientId },
    );
    expect(changed.data.changeSignerEmail).toEqual({ email: 'typo@example.com', status: 'SENT' });
    expect((await session(t, old)).body.errors?.[0]?.message).toMatch(/not valid/);
    const fresh = linkFor(t.sentMail, 'typo@example.com')!;
    expect((await session(t, fresh)).body.data.signerSession.status).toBe('SENT');

    const reminded = await gqlAs(
      t,
      sender.token,
      'mutation($r: ID!) { remindSigner(recipientId: $r) { id } }',
      {
        r: recipientId,
      },
    );
    expect(reminded.errors).toBeUndefined();
    const newest = linkFor(t.sentMail, 'typo@example.com')!;
    expect(newest.token).not.toBe(fresh.token);
    expect(t.sentMail.at(-1)?.subject).toMatch(/^Reminder/);
    await open(t, newest);
    expect((await sign(t, newest, 'Typo')).body.data.signAsRecipient.status).toBe('COMPLETE');
    const afterSign = await gqlAs(
      t,
      sender.token,
      'mutation($r: ID!) { changeSignerEmail(recipientId: $r, email: "late@example.com") { id } }',
      { r: recipientId },
    );
    expect(afterSign.errors?.[0]?.message).toMatch(/no longer open|already signed/);
  });

  it('self-signs a finished document in one step: sealed, SELF_SIGNED, the free e-signature spent', async () => {
    const sender = await senderWithNda(t);
    const allowance = 'query { esignAllowance { unlimited freeRemaining } }';
    expect((await gqlAs(t, sender.token, allowance)).data.esignAllowance).toEqual({
      unlimited: false,
      freeRemaining: 1,
    });
    const signed = await gqlAs(
      t,
      sender.token,
      `mutation($d: ID!) { selfSign(documentId: $d, signature: { style: GENERATED }) { ${PROCESS_FIELDS} } }`,
      { d: sender.documentId },
    );
    expect(signed.errors).toBeUndefined();
    expect(signed.data.selfSign.status).toBe('SELF_SIGNED');
    expect(signed.data.selfSign.signedPdfUrl).toMatch(/signed\.pdf$/);
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('SELF_SIGNED');
    expect((await gqlAs(t, sender.token, allowance)).data.esignAllowance.freeRemaining).toBe(0);
    // The free tier's one e-signature is spent: the next asks for a plan, plainly.
    const again = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Nope', email: 'nope@example.com', role: 'SIGNER' }],
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    expect(again.errors?.[0]?.message).toMatch(/Choose a plan/);
  });
});
