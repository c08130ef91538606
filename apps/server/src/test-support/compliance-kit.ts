import type { TBusinessSearchResult } from '@app/domain';
import { expect } from 'vitest';
import { addCard, buy } from './billing-kit.js';
import { signUpCustomer, type TTestApp } from './test-app.js';

export const PLAN_FIELDS = 'id businessId subscriptionId bundleId kind planHandle attachedAt';
export const ATTACH = `mutation($b: ID!, $s: ID!) { attachCompliancePlan(businessId: $b, subscriptionId: $s) { ${PLAN_FIELDS} } }`;
export const CALENDAR_FIELDS =
  'businessId registeredOn businessNameRenewalOn registeredOfficeConsentOnFile items { id businessId kind title dueOn status doneAt }';
export const CALENDAR = `query($b: ID!) { complianceCalendar(businessId: $b) { ${CALENDAR_FIELDS} } }`;
export const SET_DATES = `mutation($i: ComplianceDatesInput!) { setComplianceDates(input: $i) { ${CALENDAR_FIELDS} } }`;
export const QUEUE =
  '{ complianceWorkQueue { businessName customerEmail planKinds item { id kind title dueOn status } } }';
export const DONE = 'mutation($i: ID!) { markComplianceItemDone(itemId: $i) { id status doneAt } }';

/** Registered companies of the embedded register, each to be linked once per test app. */
export async function registeredCompanies(t: TTestApp): Promise<TBusinessSearchResult[]> {
  const all = await t.deps.businessRegistry.searchByName({
    name: 'pty',
    limit: 100_000,
    onlyRegistered: true,
  });
  return all.filter((e) => e.entityStatus === 'Registered');
}

/** Hands out register companies no test of this file has linked yet. */
export function companyPool(companies: TBusinessSearchResult[]) {
  let next = 0;
  return () => companies[next++]!.ABN.identifierValue;
}

export async function linkBusiness(t: TTestApp, token: string, abn: string): Promise<string> {
  const res = await t.api.post('/api/entity/byob', { abn }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.business.businessId as string;
}

/** A customer who bought `handle` with a test card and signed its agreement. */
export async function customerWithPlan(t: TTestApp, handle?: string) {
  const customer = await signUpCustomer(t.api);
  let subscriptionId: string | undefined;
  let chargedInCents: number | undefined;
  if (handle) {
    const card = await addCard(t, customer.token);
    const bought = await buy(t, customer.token, { handle, paymentMethodId: card.paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    subscriptionId = bought.body.data.createSubscription.subscription.id as string;
    chargedInCents = bought.body.data.createSubscription.invoice?.totalInCents as number;
  }
  return { ...customer, subscriptionId, chargedInCents };
}

export function errorOf(res: { body: { errors?: unknown[] } }) {
  const e = res.body.errors?.[0] as
    | { message: string; extensions: { code?: string; fields?: Record<string, string> } }
    | undefined;
  expect(e, 'expected an error').toBeDefined();
  return e!;
}
