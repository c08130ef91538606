import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAgain } from '../../../test-support/billing-kit.js';
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
import { startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { defineEsignJobs } from './jobs.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('expiry and reminders follow the clock; the e-mailed code', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ clockStart: new Date('2026-11-20T00:00:00Z') });
    // As main.ts does at start-up: the test app defines no module's jobs itself.
    defineEsignJobs(t.deps);
  });
  afterAll(() => t.close());

  it('reminds a waiting signer every 3 days with a fresh link, then expires the process at the end of its day', async () => {
    const sender = await senderWithNda(t);
    const sent = await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      expiresOn: '2026-11-27',
      remindEveryDays: 3,
      recipients: [{ name: 'Slow Sam', email: 'slow@example.com', role: 'SIGNER' }],
    });
    expect(sent.errors).toBeUndefined();
    const id = sent.data.sendForSignature.id;
    const mailsTo = () => t.sentMail.filter((m) => m.to === 'slow@example.com').length;
    const first = linkFor(t.sentMail, 'slow@example.com')!;

    t.clock.advance(2 * DAY);
    await t.deps.jobs.runDue();
    expect(mailsTo()).toBe(1);

    t.clock.advance(1 * DAY + HOUR);
    await t.deps.jobs.runDue();
    expect(mailsTo()).toBe(2);
    expect(t.sentMail.at(-1)?.subject).toMatch(/^Reminder/);
    const reminded = linkFor(t.sentMail, 'slow@example.com')!;
    expect(reminded.token).not.toBe(first.token);
    expect((await session(t, reminded)).body.data.signerSession.status).toBe('SENT');

    // 27 November ends at midnight in Sydney (13:00 UTC that day, daylight time).
    t.clock.set(new Date('2026-11-27T12:59:00Z'));
    await t.deps.jobs.runDue();
    // A week on, the sender's session has lapsed: they sign in again, as they would.
    sender.token = await signInAgain(t, sender.input);
    expect((await processAs(t, sender.token, id)).data.signingProcess.closedAs).toBeNull();
    // Three more days: a second reminder went out, with its own link.
    const latest = linkFor(t.sentMail, 'slow@example.com')!;
    expect(mailsTo()).toBe(3);
    t.clock.set(new Date('2026-11-27T13:16:00Z'));
    // The link is refused from the moment it expires, before any job has run.
    expect((await session(t, latest)).body.errors?.[0]?.message).toMatch(/expired/);
    await t.deps.jobs.runDue();
    const p = (await processAs(t, sender.token, id)).data.signingProcess;
    expect(p.closedAs).toBe('EXPIRED');
    expect(p.events.map((e: { kind: string }) => e.kind)).toContain('EXPIRED');
    expect(await documentStatus(t, sender.token, sender.documentId)).toBe('CANCELLED');
    expect(t.sentMail.some((m) => m.to === sender.user.email && /^Expired/.test(m.subject))).toBe(
      true,
    );
    const pdf = await fetch(`${t.url}/api/esign/${id}/document?token=${latest.token}`);
    expect(pdf.status).toBe(410);
  });

  it('a recipient set to verify by code opens the document only with the mailed code, throttled and expiring', async () => {
    const sender = await senderWithNda(t);
    await send(t, sender.token, {
      documentId: sender.documentId,
      order: 'PARALLEL',
      recipients: [{ name: 'Otto', email: 'otto@example.com', role: 'SIGNER', verifyByCode: true }],
    });
    const link = linkFor(t.sentMail, 'otto@example.com')!;
    const s = (await session(t, link)).body.data.signerSession;
    expect(s).toMatchObject({ needsCode: true, canSign: false, fields: [] });
    expect((await open(t, link)).body.errors?.[0]?.message).toMatch(/6-digit code/);

    const askCode = () =>
      t.api.graphql('mutation($p: ID!, $t: String!) { sendSignerCode(processId: $p, token: $t) }', {
        p: link.processId,
        t: link.token,
      });
    expect((await askCode()).body.data.sendSignerCode).toBe(true);
    expect((await askCode()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const codeOf = () =>
      /code is (\d{6})/.exec(
        t.sentMail.filter((m) => m.to === 'otto@example.com').at(-1)!.text,
      )?.[1];
    const first = codeOf()!;
    expect(first).toMatch(/^\d{6}$/);
    const wrong = first === '000000' ? '111111' : '000000';
    expect((await open(t, link, wrong)).body.errors?.[0]?.message).toMatch(/not right/);

    // A code works for ten minutes.
    t.clock.advance(11 * 60 * 1000);
    expect((await open(t, link, first)).body.errors?.[0]?.message).toMatch(/expired/);
    await askCode();
    const second = codeOf()!;
    const opened = (await open(t, link, second)).body;
    expect(opened.errors).toBeUndefined();
    expect(opened.data.openAsSigner).toMatchObject({
      needsCode: false,
      canSign: true,
      status: 'VIEWED',
    });
    expect((await sign(t, link, 'Otto')).body.data.signAsRecipient.status).toBe('COMPLETE');
  });
});
