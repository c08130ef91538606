import type { TBuilder } from '../../platform/graphql/builder.js';
import { readBusinessFigures, type TBusinessFigures } from './figures.js';

type TIntField = Exclude<keyof TBusinessFigures, 'asOf'>;

const INT_FIELDS: Record<TIntField, string> = {
  customers: 'Signed-up customers (not lawyers, not staff).',
  newCustomersLast30Days: 'Customers who signed up in the last 30 Sydney days.',
  payingCustomers: 'Customers with an entitled paid subscription.',
  revenueLast30DaysInCents: 'Payments received in the last 30 Sydney days, less refunds.',
  revenueThisMonthInCents: 'Payments received this Sydney calendar month, less refunds.',
  documentsFinishedLast30Days: 'Documents finished in the last 30 Sydney days.',
  signingsCompletedLast30Days: 'Signings completed in the last 30 Sydney days.',
  companyRegistrationsLodged: 'Company registrations lodged with ASIC.',
  openMarketplaceBriefs: 'Marketplace briefs open for quotes.',
  marketplaceJobsInProgress: 'Marketplace jobs in progress.',
  openSupportConversations: 'Support conversations not yet closed.',
  referralPayoutsRequested: 'Referral payouts requested and not yet paid.',
  referralPayoutsRequestedInCents: 'The total of referral payouts requested and not yet paid.',
};

export function registerAdminFiguresGraphql(builder: TBuilder) {
  const Figures = builder.objectRef<TBusinessFigures>('BusinessFigures').implement({
    description: "The business at a glance, for the admin console's home.",
    fields: (t) => ({
      asOf: t.expose('asOf', { type: 'DateTime', nullable: false }),
      ...Object.fromEntries(
        (Object.entries(INT_FIELDS) as [TIntField, string][]).map(([name, description]) => [
          name,
          t.exposeInt(name, { nullable: false, description }),
        ]),
      ),
    }),
  });
  builder.queryField('adminBusinessFigures', (t) =>
    t.withAuth({ admin: true }).field({
      type: Figures,
      nullable: false,
      description: 'Business figures for staff; anyone else is refused.',
      resolve: (_root, _args, ctx) => readBusinessFigures(ctx.deps),
    }),
  );
}
