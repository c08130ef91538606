import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { defineMarketplaceJobs } from '../modules/marketplace/job-steps.js';
import { users } from '../platform/auth/users-table.js';
import { addCard } from './billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from './test-app.js';

// The quotes marketplace's tests share these requests, inputs and people: a customer with a
// saved card and two lawyers, Ada and Ben.

export const DAY = 86_400_000;
export const BRIEF_FIELDS = `id title areaOfLaw state description budgetMinCents budgetMaxCents urgency status
  client { name email } quotes { id feeCents lawyerName status } job { id status payoutStatus }`;
export const JOB_FIELDS = `id status amountInCents feeInCents netInCents refundedInCents payoutStatus actions
  autoCompleteAt history { status by } client { name email } lawyerName briefTitle`;

export const POST = `mutation($i: PostBriefInput!) { postBrief(input: $i) { ${BRIEF_FIELDS} } }`;
export const QUOTE = `mutation($i: SubmitQuoteInput!) { submitQuote(input: $i) { id feeCents status clientRights } }`;
export const ACCEPT = `mutation($q: ID!, $p: String!) { acceptQuote(quoteId: $q, paymentMethodId: $p) { ${JOB_FIELDS} } }`;
export const STEP = `mutation($j: ID!, $a: JobAction!, $r: String) { stepJob(jobId: $j, action: $a, reason: $r) { ${JOB_FIELDS} } }`;
export const BRIEF = `query($id: ID!) { brief(id: $id) { ${BRIEF_FIELDS} } }`;
export const LAWYER_BRIEFS = `query($t: LawyerBriefTab!) { lawyerBriefs(tab: $t) { ${BRIEF_FIELDS} } }`;
export const READ_QUOTE = `query($id: ID!) { marketplaceQuote(id: $id) { id feeCents } }`;
export const SEND = `mutation($b: ID!, $l: ID, $m: String!) { sendChatMessage(briefId: $b, lawyerId: $l, body: $m) }`;
export const CHAT = `query($b: ID!, $l: ID) { chatMessages(briefId: $b, lawyerId: $l) { open messages { body mine masked readByOther } } }`;
export const THREADS =
  '{ chatThreads { briefId lawyerId briefTitle withName unreadCount open } unreadChatCount }';
export const LEDGER = `{ payoutLedger { feeBasisPoints heldInCents dueInCents lines { ${JOB_FIELDS} } } }`;

export const briefInput = (over: Record<string, unknown> = {}) => ({
  areaOfLaw: 'Leasing',
  state: 'NSW',
  title: 'Review my cafe lease',
  description:
    'A five year retail lease in Newtown. Call me on 0412 345 678 or jo.cafe@example.com.',
  budgetMinCents: 50_000,
  budgetMaxCents: 150_000,
  urgency: 'SOON',
  ...over,
});
export const quoteInput = (briefId: string, feeCents: number) => ({
  briefId,
  feeCents,
  scope: 'Review the lease, advise on the renewal option and the make-good clause.',
  timelineDays: 5,
  totalEstimateCents: feeCents + 5_000,
  disbursements: 'Title search $50',
  clientRightsAcknowledged: true,
});

export type TPerson = Awaited<ReturnType<typeof signUpCustomer>>;

/** A confirmed account made a lawyer, as an admin would mark it. */
export async function lawyer(t: TTestApp, firstName: string): Promise<TPerson> {
  const person = await signUpCustomer(t.api, { firstName });
  await t.deps.database.db
    .update(users)
    .set({ isLawyer: true })
    .where(eq(users.email, String(person.input.email)));
  return person;
}

export async function ok(res: { body: { data?: any; errors?: unknown[] } }) {
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

export const idOf = (p: TPerson) => (p.user.flakeId ?? p.user.id) as string;

export const errorOf = (res: { body: { errors?: any[] } }) => res.body.errors?.[0];

export type TMarketplaceWorld = {
  t: TTestApp;
  customer: TPerson;
  ada: TPerson;
  ben: TPerson;
  /** The customer's saved card. */
  card: string;
  postBrief: (token?: string, over?: Record<string, unknown>) => Promise<any>;
  quote: (token: string, briefId: string, fee: number) => Promise<any>;
  accept: (quoteId: string, token?: string, card?: string) => Promise<any>;
  step: (token: string, jobId: string, action: string) => Promise<any>;
};

/**
 * Starts an app for the calling test file with Jo Cafe (a customer with a card) and the
 * lawyers Ada and Ben; read its fields inside tests, once beforeAll has run.
 */
export function marketplaceWorld(): TMarketplaceWorld {
  const w = {} as TMarketplaceWorld;
  beforeAll(async () => {
    const t = await startTestApp({ env: { LOG_LEVEL: process.env.MARKETPLACE_LOG ?? 'silent' } });
    defineMarketplaceJobs(t.deps);
    w.t = t;
    w.customer = await signUpCustomer(t.api, { firstName: 'Jo', lastName: 'Cafe' });
    w.ada = await lawyer(t, 'Ada');
    w.ben = await lawyer(t, 'Ben');
    w.card = (await addCard(t, w.customer.token)).paymentMethodId;
    w.postBrief = async (token = w.customer.token, over = {}) =>
      (await ok(await t.api.graphql(POST, { i: briefInput(over) }, token))).postBrief;
    w.quote = async (token, briefId, fee) =>
      (await ok(await t.api.graphql(QUOTE, { i: quoteInput(briefId, fee) }, token))).submitQuote;
    w.accept = async (q, token = w.customer.token, p = w.card) =>
      (await ok(await t.api.graphql(ACCEPT, { q, p }, token))).acceptQuote;
    w.step = (token, j, a) => t.api.graphql(STEP, { j, a }, token);
    // An app, three sign-ups and a card: slow on a busy machine.
  }, 180_000);
  afterAll(() => w.t?.close());
  return w;
}
