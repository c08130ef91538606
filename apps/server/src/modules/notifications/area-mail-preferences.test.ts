import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNda } from '../../test-support/documents-kit.js';
import { linkFor, open, send, senderWithNda, sign } from '../../test-support/esign-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { sendReviewReminder, tellCustomer } from '../company-changes/mails.js';
import { mailNewQuote, mailQuoteAccepted, mailUnreadMessage } from '../marketplace/mails.js';

// The kinds whose areas send their own mail ask the customer's choice first: switched off, the
// notice still arrives but no mail; switched on (the default), the mail goes. Mail the law or
// the way in needs (a signed copy to the other parties, an invitation to someone without an
// account) goes either way.

let t: TTestApp;
beforeAll(async () => {
  // Mail leaves as over SMTP (recorded by the test app), as the signing tests send it.
  t = await startTestApp({
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
  });
});
afterAll(() => t.close());

const SET = `mutation($kind: String!, $email: Boolean!) {
  setNotificationEmailPreference(kind: $kind, email: $email) { kind email choosable } }`;

async function customer(firstName = 'Ann') {
  const c = await signUpCustomer(t.api, { firstName });
  return { token: c.token, id: c.user.flakeId as string, email: String(c.input.email) };
}
async function setEmail(token: string, kind: string, email: boolean) {
  const res = await t.api.graphql(SET, { kind, email }, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  expect(res.body.data.setNotificationEmailPreference).toEqual({ kind, email, choosable: true });
}
const mailsTo = (email: string, subject: string) =>
  t.sentMail.filter((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === subject);

/** Runs `send` with the kind switched off, then on: no mail, then one. */
async function offThenOn(
  who: { token: string; email: string },
  kind: string,
  subject: string,
  sendIt: () => Promise<unknown>,
) {
  await setEmail(who.token, kind, false);
  await sendIt();
  expect(mailsTo(who.email, subject), `${kind} off`).toHaveLength(0);
  await setEmail(who.token, kind, true);
  await sendIt();
  expect(mailsTo(who.email, subject), `${kind} on`).toHaveLength(1);
}

describe('area mail follows the e-mail choice', () => {
  it('marketplace: quotes received, quotes accepted, messages', async () => {
    const client = await customer('Cleo');
    const lawyer = await customer('Lou');
    const brief = { customerId: client.id, title: 'Lease review' };
    const quote = { lawyerId: lawyer.id, feeCents: 50_000, timelineDays: 5 };
    const job = {
      customerId: client.id,
      lawyerId: lawyer.id,
      amountInCents: 50_000,
      netInCents: 40_000,
    };
    await offThenOn(client, 'MARKETPLACE_QUOTE_RECEIVED', 'New quote for “Lease review”', () =>
      mailNewQuote(t.deps, { brief, quote } as never),
    );
    await offThenOn(
      lawyer,
      'MARKETPLACE_QUOTE_ACCEPTED',
      'Your quote for “Lease review” was accepted',
      () => mailQuoteAccepted(t.deps, { brief, job } as never),
    );
    await offThenOn(client, 'MARKETPLACE_MESSAGE', 'New message about “Lease review”', () =>
      mailUnreadMessage(t.deps, {
        brief,
        toUserId: client.id,
        fromName: 'Lou',
        toLawyer: false,
      } as never),
    );
  });

  it('compliance and company reminders: an annual review and a change ASIC decided', async () => {
    const owner = await customer();
    const review = {
      userId: owner.id,
      companyName: 'Harbour Pty Ltd',
      reviewDate: '2026-12-01',
      dueDate: '2027-01-31',
      kind: 'ON_DAY',
      businessId: 'b1',
    };
    await offThenOn(owner, 'COMPLIANCE_DUE', 'Harbour Pty Ltd: annual review today', () =>
      sendReviewReminder(t.deps, review),
    );
    const change = { id: 'c1', userId: owner.id, status: 'Submitted', types: [] };
    await offThenOn(owner, 'COMPLIANCE_DUE', 'ASIC accepted your company change', () =>
      tellCustomer(t.deps, change as never),
    );
    // The notice arrives whatever the mail choice.
    const centre = await t.api.graphql('{ unreadNotificationsCount }', {}, owner.token);
    expect(centre.body.data.unreadNotificationsCount).toBe(4);
  });

  it('documents shared: a customer chooses; someone without an account always gets the invitation', async () => {
    const owner = await customer('Olive');
    const reader = await customer('Rae');
    const id = await startNda(t, owner.token);
    const share = (email: string) =>
      t.api.post('/v2/shareDocument', { documentId: id, email, role: 'VIEWER' }, owner.token);
    const invitations = (email: string) =>
      t.sentMail.filter((m) => m.to === email && m.subject.includes('shared'));

    await setEmail(reader.token, 'DOCUMENT_SHARED', false);
    expect((await share(reader.email)).status).toBe(201);
    expect(invitations(reader.email)).toHaveLength(0);
    await setEmail(reader.token, 'DOCUMENT_SHARED', true);
    expect((await share(reader.email)).status).toBe(201);
    expect(invitations(reader.email)).toHaveLength(1);

    const stranger = 'no.account.yet@example.com';
    expect((await share(stranger)).status).toBe(201);
    expect(invitations(stranger)).toHaveLength(1);
  });

  it('signings completed: the sender chooses; the other parties always get their copy', {
    timeout: 90_000,
  }, async () => {
    const completed = (email: string) =>
      t.sentMail.filter(
        (m) =>
          m.to.toLowerCase() === email.toLowerCase() && m.subject.startsWith('Signed by everyone'),
      );
    for (const wanted of [false, true]) {
      const sender = await senderWithNda(t);
      await setEmail(sender.token, 'SIGNATURE_COMPLETED', wanted);
      const signer = `signer.${wanted}@example.com`;
      const before = completed(signer).length;
      const sent = await send(t, sender.token, {
        documentId: sender.documentId,
        order: 'PARALLEL',
        recipients: [{ name: 'Sia Signer', email: signer, role: 'SIGNER' }],
      });
      expect(sent.errors).toBeUndefined();
      const link = linkFor(t.sentMail, signer)!;
      await open(t, link);
      expect((await sign(t, link, 'Sia Signer')).body.errors).toBeUndefined();
      expect(completed(String(sender.input.email)), `sender wants it: ${wanted}`).toHaveLength(
        wanted ? 1 : 0,
      );
      expect(completed(signer).length - before).toBe(1);
    }
  });
});
