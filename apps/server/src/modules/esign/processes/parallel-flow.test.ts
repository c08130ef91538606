import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentStatus,
  linkFor,
  open,
  processAs,
  send,
  senderWithNda,
  session,
  sign,
} from '../../../test-support/esign-kit.js';
import {
  startSmtpReceiver,
  type TReceivedMail,
  type TSmtpReceiver,
} from '../../../test-support/smtp-receiver.js';
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';

describe('sending a document to two signers at once, over real SMTP', () => {
  let receiver: TSmtpReceiver;
  let t: TTestApp;
  let received: TReceivedMail[] = [];

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    received = receiver.received;
    t = await startTestApp({ env: { SMTP_URL: receiver.url } });
  });
  afterAll(async () => {
    await t.close();
    receiver.close();
  });

  it('mails each a link, records consent, views and signatures, seals on the last and mails everyone the sealed PDF', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      message: 'Please sign by Friday',
      recipients: [
        { name: 'Ana Signer', email: 'ana@example.com', role: 'SIGNER' },
        { name: 'Ben Signer', email: 'ben@example.com', role: 'SIGNER' },
      ],
    });
    expect(sent.errors).toBeUndefined();
    const process = sent.data.sendForSignature;
    expect(process.status).toBe('IN_PROGRESS');
    expect(process.recipients.map((r: { status: string }) => r.status)).toEqual(['SENT', 'SENT']);
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('SENT_FOR_SIGNATURE');

    const ana = linkFor(t.sentMail, 'ana@example.com')!;
    const ben = linkFor(t.sentMail, 'ben@example.com')!;
    expect(ana.processId).toBe(process.id);
    expect(ana.token).not.toBe(ben.token);
    // The mail really went out over SMTP with the link in it.
    expect(received.some((m) => m.to === 'ana@example.com' && m.raw.includes('/esign/'))).toBe(
      true,
    );

    // Before consent the signer can read but not sign.
    const before = (await session(t, ana)).body.data.signerSession;
    expect(before).toMatchObject({ canSign: false, status: 'SENT', needsCode: false });
    expect(before.fields.map((f: { type: string }) => f.type)).toEqual(['SIGNATURE', 'DATE']);
    const pdf = await fetch(`${t.url}${before.documentPdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Shown in the browser, and saved under the title with one .pdf, not two.
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="[\w()-]+\.pdf"$/);
    expect(pdf.headers.get('content-disposition')).not.toContain('.pdf.pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const refusedBeforeConsent = await sign(t, ana, 'Ana Signer');
    expect(refusedBeforeConsent.body.errors?.[0]?.message).toMatch(
      /agree to use an electronic signature/,
    );

    expect((await open(t, ana)).body.data.openAsSigner).toMatchObject({
      status: 'VIEWED',
      canSign: true,
    });
    const anaSigned = await sign(t, ana, 'Ana Signer');
    expect(anaSigned.body.errors).toBeUndefined();
    expect(anaSigned.body.data.signAsRecipient.status).toBe('SIGNED');
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('ESIGN_IN_PROGRESS');
    expect((await sign(t, ana, 'Ana again')).body.errors?.[0]?.message).toMatch(/already signed/);

    await open(t, ben);
    const benSigned = await sign(t, ben, 'Ben Signer');
    expect(benSigned.body.errors).toBeUndefined();
    expect(benSigned.body.data.signAsRecipient.status).toBe('COMPLETE');

    const done = (await processAs(t, sender.token, process.id)).data.signingProcess;
    expect(done.status).toBe('COMPLETED');
    expect(done.recipients.map((r: { status: string }) => r.status)).toEqual([
      'COMPLETE',
      'COMPLETE',
    ]);
    expect(done.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['CREATED', 'SENT', 'CONSENTED', 'VIEWED', 'SIGNED', 'COMPLETED']),
    );
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('SIGN_COMPLETE');

    // Every party received the sealed PDF as an attachment.
    for (const to of ['ana@example.com', 'ben@example.com', sender.user.email]) {
      const mail = received.find((m) => m.to === to && /application\/pdf/.test(m.raw));
      expect(mail?.raw, to).toMatch(/Content-Type: application\/pdf/);
    }
    const signed = await fetch(`${t.url}${done.signedPdfUrl}`, {
      headers: { authorization: `Bearer ${sender.token}` },
    });
    expect(signed.status).toBe(200);
    const bytes = Buffer.from(await signed.arrayBuffer());
    // The seal holds in Debian's pdfsig, independent of our own check.
    const dir = mkdtempSync(path.join(tmpdir(), 'esign-'));
    writeFileSync(path.join(dir, 'signed.pdf'), bytes);
    const report = execFileSync('pdfsig', [path.join(dir, 'signed.pdf')], { encoding: 'utf8' });
    expect(report).toMatch(/Signature Validation: Signature is Valid/);

    // The public verify page knows it: sealed here, unaltered, and by whom.
    const verified = await fetch(`${t.url}/api/esign/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
    });
    const verdict = await verified.json();
    expect(verdict).toMatchObject({ intact: true, sealedHere: true });
    expect(verdict.signers.map((s: { email: string }) => s.email)).toEqual([
      'ana@example.com',
      'ben@example.com',
    ]);

    // The link now answers plainly that the document is complete.
    const after = await session(t, ana);
    expect(after.body.errors?.[0]?.message).toMatch(/signed by everyone/);
    // The sender's own URL is not the signer's: without a session it is refused.
    expect((await fetch(`${t.url}${done.signedPdfUrl}`)).status).toBe(401);
  });
});
