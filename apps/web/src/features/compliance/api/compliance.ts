import type { TBusinessListItem, TBusinessSearchResult } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { apiRequest, graphqlRequest } from '../../../lib/api-client';

const ItemFields = graphql(`
  fragment ComplianceItemFields on ComplianceItem { id businessId kind title dueOn status doneAt }
`);
const CalendarFields = graphql(
  `fragment ComplianceCalendarFields on ComplianceCalendar {
    businessId registeredOn businessNameRenewalOn registeredOfficeConsentOnFile
    items { ...ComplianceItemFields }
  }`,
  [ItemFields],
);
const PlanFields = graphql(`
  fragment AttachedPlanFields on AttachedPlan { id businessId subscriptionId kind planHandle attachedAt }
`);

const PLAN_SUBSCRIPTIONS = graphql(`query PlanSubscriptions {
  planSubscriptions { subscriptionId handle kind bundleId attachedBusinessId } }`);
const ATTACHED = graphql(
  `query AttachedPlans($businessId: ID) { attachedPlans(businessId: $businessId) { ...AttachedPlanFields } }`,
  [PlanFields],
);
const CALENDAR = graphql(
  `query ComplianceCalendar($businessId: ID!) {
    complianceCalendar(businessId: $businessId) { ...ComplianceCalendarFields } }`,
  [CalendarFields],
);
const SET_DATES = graphql(
  `mutation SetComplianceDates($input: ComplianceDatesInput!) {
    setComplianceDates(input: $input) { ...ComplianceCalendarFields } }`,
  [CalendarFields],
);
const ATTACH = graphql(
  `mutation AttachCompliancePlan($businessId: ID!, $subscriptionId: ID!, $bundleId: ID) {
    attachCompliancePlan(businessId: $businessId, subscriptionId: $subscriptionId, bundleId: $bundleId) {
      ...AttachedPlanFields } }`,
  [PlanFields],
);
const QUEUE = graphql(
  `query ComplianceWorkQueue { complianceWorkQueue {
    businessName customerEmail planKinds item { ...ComplianceItemFields } } }`,
  [ItemFields],
);
const DONE = graphql(
  `mutation MarkComplianceItemDone($itemId: ID!) {
    markComplianceItemDone(itemId: $itemId) { ...ComplianceItemFields } }`,
  [ItemFields],
);

export type TComplianceItem = ResultOf<typeof ItemFields>;
export type TComplianceCalendar = ResultOf<typeof CalendarFields>;
export type TAttachedPlan = ResultOf<typeof PlanFields>;
export type TPlanSubscription = ResultOf<typeof PLAN_SUBSCRIPTIONS>['planSubscriptions'][number];
export type TQueueItem = ResultOf<typeof QUEUE>['complianceWorkQueue'][number];

const keys = {
  all: ['compliance'] as const,
  subscriptions: ['compliance', 'subscriptions'] as const,
  attached: (businessId?: string) => ['compliance', 'attached', businessId ?? 'all'] as const,
  calendar: (businessId: string) => ['compliance', 'calendar', businessId] as const,
  queue: ['compliance', 'queue'] as const,
  businesses: ['businesses', 'list'] as const,
};

/** GET /businesses/list: the customer's businesses (shared cache key with My businesses). */
export function useMyBusinesses() {
  return useQuery({
    queryKey: keys.businesses,
    queryFn: () => apiRequest<TBusinessListItem[]>('/businesses/list'),
  });
}

export function usePlanSubscriptions() {
  return useQuery({
    queryKey: keys.subscriptions,
    queryFn: () => graphqlRequest(PLAN_SUBSCRIPTIONS).then((d) => d.planSubscriptions),
  });
}

export function useAttachedPlans(businessId?: string) {
  return useQuery({
    queryKey: keys.attached(businessId),
    queryFn: () => graphqlRequest(ATTACHED, { businessId }).then((d) => d.attachedPlans),
  });
}

export function useComplianceCalendar(businessId: string | null) {
  return useQuery({
    queryKey: keys.calendar(businessId ?? ''),
    enabled: !!businessId,
    queryFn: () =>
      graphqlRequest(CALENDAR, { businessId: businessId! }).then((d) => d.complianceCalendar),
  });
}

export function useSetComplianceDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      businessId: string;
      registeredOn: string;
      businessNameRenewalOn: string | null;
      registeredOfficeConsentOnFile: boolean;
    }) => graphqlRequest(SET_DATES, { input }).then((d) => d.setComplianceDates),
    onSuccess: (calendar) => client.setQueryData(keys.calendar(calendar.businessId), calendar),
  });
}

export function useAttachCompliancePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { businessId: string; subscriptionId: string; bundleId?: string | null }) =>
      graphqlRequest(ATTACH, v).then((d) => d.attachCompliancePlan),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useComplianceWorkQueue(enabled: boolean) {
  return useQuery({
    queryKey: keys.queue,
    enabled,
    queryFn: () => graphqlRequest(QUEUE).then((d) => d.complianceWorkQueue),
  });
}

export function useMarkComplianceItemDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      graphqlRequest(DONE, { itemId }).then((d) => d.markComplianceItemDone),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.queue }),
  });
}

/** POST /search/business/abn: the register's entry for an ABN. */
export const lookupAbn = (abn: string) =>
  apiRequest<TBusinessSearchResult>('/search/business/abn', { method: 'POST', body: { abn } });

/** POST /entity/byob: adds the business to the customer's account (or answers it again). */
export const createBusiness = (abn: string) =>
  apiRequest<{ business: TBusinessListItem }>('/entity/byob', { method: 'POST', body: { abn } });

/** POST /business/tax/attach-compliance-plan/{businessId} (SPEC §7). */
export const attachTaxPlan = (
  businessId: string,
  body: { subscriptionId: string; bundleId: string | null },
) =>
  apiRequest<{ attachedPlan: { id: string; businessId: string } }>(
    `/business/tax/attach-compliance-plan/${encodeURIComponent(businessId)}`,
    { method: 'POST', body },
  );

export const complianceKeys = keys;
