import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../platform/auth/users-table.js';
import type { TMail } from '../platform/mail/mailer.js';
import { addCard, buy } from './billing-kit.js';
import { signUpCustomer, type TTestApp } from './test-app.js';

export const CONSULTATION_FIELDS = `id status media topic question start end timeZone sequence notes
  notesSharedAt changeReason videoLink where customerName advisor { id name kind }`;

export const BOOK = `mutation($i: BookConsultationInput!) { bookConsultation(input: $i) { ${CONSULTATION_FIELDS} } }`;
export const SLOTS = `query($a: ID!, $f: DateTime!, $t: DateTime!) { consultationSlots(advisorId: $a, from: $f, to: $t) }`;
export const RESCHEDULE = `mutation($id: ID!, $s: DateTime!, $r: String) { rescheduleConsultation(id: $id, start: $s, reason: $r) { ${CONSULTATION_FIELDS} } }`;
export const CANCEL = `mutation($id: ID!, $r: String) { cancelConsultation(id: $id, reason: $r) { ${CONSULTATION_FIELDS} } }`;
export const MINE = `{ myConsultations { ${CONSULTATION_FIELDS} } }`;

/** A customer holding a plan (bought with a test card, its agreement signed) or none. */
export async function customerWith(t: TTestApp, handle?: string) {
  const customer = await signUpCustomer(t.api);
  if (handle) {
    const card = await addCard(t, customer.token);
    const bought = await buy(t, customer.token, { handle, paymentMethodId: card.paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    const id = bought.body.data.createSubscription.subscription.id;
    const signed = await t.api.graphql(
      'mutation($s: String!) { signSubscriptionAgreement(subscriptionId: $s, signatureName: "Alex Tester") { signed } }',
      { s: id },
      customer.token,
    );
    expect(signed.body.errors).toBeUndefined();
  }
  return customer;
}

/** The account of a seeded advisor, marked as a lawyer as the admin's verification would. */
export async function advisorAccount(t: TTestApp, email: string) {
  const person = await signUpCustomer(t.api, { email });
  await t.deps.database.db.update(users).set({ isLawyer: true }).where(eq(users.email, email));
  return person;
}

/** The invite attached to the newest mail to `to`, its properties by name. */
export function inviteOf(mail: TMail | undefined) {
  const file = mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) return undefined;
  return parseIcs(file.content.toString('utf8'));
}

/** Reads iCalendar text as a calendar program would: unfold lines, then NAME[;params]:value. */
export function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  for (const line of lines) expect(Buffer.byteLength(line)).toBeGreaterThan(0);
  const props: Record<string, string> = {};
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') expect(stack.pop()).toBe(value);
    else if (!(name in props)) props[name] = value;
  }
  expect(stack).toEqual([]);
  return props;
}

export const mailsTo = (t: TTestApp, to: string) => t.sentMail.filter((m) => m.to === to);

type TGraphqlError = {
  message: string;
  extensions: { code?: string; fields?: Record<string, string> };
};

/** The first error of a GraphQL answer that must have failed. */
export function firstError(res: { body: { errors?: unknown[] } }): TGraphqlError {
  const error = res.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(res.body)}`);
  return error as TGraphqlError;
}
