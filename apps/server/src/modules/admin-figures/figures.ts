import {
  addDays,
  ENTITLED_STATES,
  FREE_PLAN_HANDLE,
  sydneyDay,
  sydneyStartOfDay,
} from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { TDeps } from '../../platform/deps.js';

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

// A company application counts as lodged once it has gone to ASIC, whatever ASIC answered.
const LODGED = ['Submitted', 'Flagged', 'Registered', 'Rejected'];
// A job whose work or money is still moving: neither finished, confirmed by the customer, nor cancelled.
const JOB_IN_PROGRESS = ['BRIEF_PAID', 'LAWYERS_ASSIGNED', 'LAWYER_WON', 'WIP', 'LAWYER_DONE'];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

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
 * One read of every figure, each a count over another area's table. Read as SQL by table
 * name rather than through each area's code: these are aggregate counts staff look at, and
 * no area offers (or should carry) a count for the console.
 */
export async function readBusinessFigures(deps: TDeps): Promise<TBusinessFigures> {
  const asOf = deps.clock.now();
  const { since30Days, monthStart } = figureWindows(asOf);
  const from30 = since30Days.toISOString();
  const fromMonth = monthStart.toISOString();
  const customer = sql`not u.is_lawyer and not u.is_admin and not u.sign_up_pending`;
  // Money received: what a charge took less what was later given back.
  const netCharges = (since: string): SQL => sql`(select coalesce(sum(c.amount_in_cents
      - c.refunded_in_cents), 0) from charges c where c.status in ('succeeded', 'refunded')
      and c.created_at >= ${since}::timestamptz)`;
  const result = await deps.database.db.execute(sql`select
    (select count(*) from users u where ${customer}) as customers,
    (select count(*) from users u where ${customer} and u.created_at >= ${from30}::timestamptz)
      as new_customers,
    (select count(distinct s.user_id) from subscriptions s join users u on u.id = s.user_id
      where ${customer} and s.state in (${list(ENTITLED_STATES)})
      and s.product_handle <> ${FREE_PLAN_HANDLE}) as paying_customers,
    ${netCharges(from30)} as revenue_30,
    ${netCharges(fromMonth)} as revenue_month,
    (select count(*) from user_documents d where d.completed_at >= ${from30}::timestamptz)
      as documents_finished,
    (select count(*) from signing_processes p where p.status = 'COMPLETED'
      and p.completed_at >= ${from30}::timestamptz) as signings_completed,
    (select count(*) from company_applications a where a.status in (${list(LODGED)}))
      as registrations_lodged,
    (select count(*) from marketplace_briefs b where b.status = 'OPEN') as open_briefs,
    (select count(*) from marketplace_jobs j where j.status in (${list(JOB_IN_PROGRESS)}))
      as jobs_in_progress,
    (select count(*) from support_conversations c where c.closed_at is null) as open_support,
    (select count(*) from referral_payouts r where r.status = 'requested') as payouts_requested,
    (select coalesce(sum(r.amount_in_cents), 0) from referral_payouts r
      where r.status = 'requested') as payouts_requested_cents`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  // Postgres answers count and sum as bigint/numeric text; every figure fits a JS number.
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    asOf,
    customers: n('customers'),
    newCustomersLast30Days: n('new_customers'),
    payingCustomers: n('paying_customers'),
    revenueLast30DaysInCents: n('revenue_30'),
    revenueThisMonthInCents: n('revenue_month'),
    documentsFinishedLast30Days: n('documents_finished'),
    signingsCompletedLast30Days: n('signings_completed'),
    companyRegistrationsLodged: n('registrations_lodged'),
    openMarketplaceBriefs: n('open_briefs'),
    marketplaceJobsInProgress: n('jobs_in_progress'),
    openSupportConversations: n('open_support'),
    referralPayoutsRequested: n('payouts_requested'),
    referralPayoutsRequestedInCents: n('payouts_requested_cents'),
  };
}
