import type { TBundleBillingCycle } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

// previewBundle: what a cart of plans costs as one bundle, and when it is charged.

export type TBundleProduct = {
  productHandle: string;
  productName: string;
  planType: string;
  firstYearDiscountedPrice: number;
  annualRenewalCost: number;
};

export type TBillingScheduleItem = { date: string; amountInCents: number; status: string };

export type TBundlePreview = {
  handles: string[];
  billingCycle: TBundleBillingCycle;
  products: TBundleProduct[];
  initialBundleCharge: number;
  initialBundleDiscount: number;
  initialBundleDiscountPercentage: number;
  monthlyPriceInCents: number;
  billingScheduleItems: TBillingScheduleItem[];
  couponCode: string | null;
};

export const BUNDLE_PRODUCT_FIELDS =
  'productHandle productName planType firstYearDiscountedPrice annualRenewalCost';

const QUERY = `query PreviewBundle($handles: [String!]!, $billingCycle: String!) {
  previewBundle(handles: $handles, billingCycle: $billingCycle) {
    handles billingCycle products { ${BUNDLE_PRODUCT_FIELDS} }
    initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage monthlyPriceInCents
    billingScheduleItems { date amountInCents status } couponCode
  }
}`;

export function bundlePreviewQueryOptions(handles: string[], billingCycle: TBundleBillingCycle) {
  return queryOptions({
    queryKey: ['billing', 'bundle-preview', handles, billingCycle] as const,
    queryFn: () =>
      graphqlRequest<{ previewBundle: TBundlePreview }>(QUERY, { handles, billingCycle }).then(
        (d) => d.previewBundle,
      ),
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
