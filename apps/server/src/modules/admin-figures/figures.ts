import { addDays, sydneyDay, sydneyStartOfDay } from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { customerCounts } from '../account/index.js';
import { netChargesSince, payingCustomerCount } from '../billing/index.js';
import { documentsFinishedSince } from '../documents/index.js';
import { signingsCompletedSince } from '../esign/index.js';
import { requestedReferralPayouts } from '../growth/index.js';
import { marketplaceCounts } from '../marketplace/index.js';
import { companyRegistrationsLodged } from '../registrations/index.js';
import { openSupportConversations } from '../support/index.js';

/** The business at a glance, for staff: counts and sums as of `asOf`. */
export type TBusinessFigures = {
  asOf: Date;
  customers: number;
  newCustomersLast30Days: number;
  payingCustomers: number;
  revenueLast30DaysInCents: number;
  revenueThisMonthInCents: number;
  documentsFinishedLast30Days: number;
  signingsCompletedLast30Days: number;
  companyRegistrationsLodged: number;
  openMarketplaceBriefs: number;
  marketplaceJobsInProgress: number;
  openSupportConversations: number;
  referralPayoutsRequested: number;
  referralPayoutsRequestedInCents: number;
};

/**
 * The windows the figures use, in Sydney days: the last 30 days are today and the 29 days
 * before it, from midnight; this month starts at midnight on the 1st.
 */
export function figureWindows(now: Date): { since30Days: Date; monthStart: Date } {
  const today = sydneyDay(now);
  return {
    since30Days: sydneyStartOfDay(addDays(today, -29)),
    monthStart: sydneyStartOfDay({ ...today, day: 1 }),
  };
}

/**
 * Every figure, each counted by the area that owns its rows through that area's index (a
 * renamed column breaks the compile there, not a query here). Read one after another: on the
 * embedded database they would queue anyway, and staff open this page, not customers.
 */
export async function readBusinessFigures(deps: TDeps): Promise<TBusinessFigures> {
  const asOf = deps.clock.now();
  const { since30Days, monthStart } = figureWindows(asOf);
  const { db } = deps.database;
  const people = await customerCounts(db, since30Days);
  const market = await marketplaceCounts(db);
  const payouts = await requestedReferralPayouts(db);
  return {
    asOf,
    customers: people.customers,
    newCustomersLast30Days: people.newCustomers,
    payingCustomers: await payingCustomerCount(db),
    revenueLast30DaysInCents: await netChargesSince(db, since30Days),
    revenueThisMonthInCents: await netChargesSince(db, monthStart),
    documentsFinishedLast30Days: await documentsFinishedSince(db, since30Days),
    signingsCompletedLast30Days: await signingsCompletedSince(db, since30Days),
    companyRegistrationsLodged: await companyRegistrationsLodged(db),
    openMarketplaceBriefs: market.openBriefs,
    marketplaceJobsInProgress: market.jobsInProgress,
    openSupportConversations: await openSupportConversations(db),
    referralPayoutsRequested: payouts.count,
    referralPayoutsRequestedInCents: payouts.cents,
  };
}
