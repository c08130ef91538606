import type { TBundleBillingCycle } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

// previewBundle: what a cart of plans costs as one bundle, and when it is charged.

export const BundleProductFields = graphql(`
  fragment BundleProductFields on BundleProduct {
    productHandle productName planType firstYearDiscountedPrice annualRenewalCost
  }
`);

const QUERY = graphql(
  `
  query PreviewBundle($handles: [String!]!, $billingCycle: BundleBillingCycle!) {
    previewBundle(handles: $handles, billingCycle: $billingCycle) {
      handles billingCycle products { ...BundleProductFields }
      initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage monthlyPriceInCents
      billingScheduleItems { date amountInCents status } couponCode
    }
  }
`,
  [BundleProductFields],
);

export type TBundleProduct = ResultOf<typeof BundleProductFields>;
export type TBundlePreview = NonNullable<ResultOf<typeof QUERY>['previewBundle']>;
export type TBillingScheduleItem = TBundlePreview['billingScheduleItems'][number];

export function bundlePreviewQueryOptions(handles: string[], billingCycle: TBundleBillingCycle) {
  return queryOptions({
    queryKey: ['billing', 'bundle-preview', handles, billingCycle] as const,
    queryFn: () =>
      graphqlRequest(QUERY, { handles, billingCycle }).then(({ previewBundle }) => {
        const preview = answered(previewBundle);
        return {
          ...preview,
          // The cycle asked for is the cycle priced.
          billingCycle,
        };
      }),
  });
}

export function useBundlePreview(handles: string[], billingCycle: TBundleBillingCycle) {
  return useQuery({
    ...bundlePreviewQueryOptions(handles, billingCycle),
    enabled: handles.length > 0,
    // The old figures stay on screen while a changed cart is priced.
    placeholderData: keepPreviousData,
  });
}
