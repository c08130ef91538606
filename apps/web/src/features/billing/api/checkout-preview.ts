import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

// previewCheckout: the order summary for one plan with the coupons entered so far.

const QUERY = graphql(`
  query PreviewCheckout($productHandle: String!, $couponCodes: [String!]) {
    previewCheckout(productHandle: $productHandle, couponCodes: $couponCodes) {
      productHandle productName listPriceInCents discountInCents dueTodayInCents trialDays
      renewalPriceInCents renewalDate couponCodes
    }
  }
`);

export type TCheckoutPreview = NonNullable<ResultOf<typeof QUERY>['previewCheckout']>;

export function previewCheckout(productHandle: string, couponCodes: string[]) {
  return graphqlRequest(QUERY, { productHandle, couponCodes }).then((d) =>
    answered(d.previewCheckout),
  );
}

export function checkoutPreviewQueryOptions(productHandle: string, couponCodes: string[]) {
  return queryOptions({
    queryKey: ['billing', 'checkout-preview', productHandle, couponCodes] as const,
    queryFn: () => previewCheckout(productHandle, couponCodes),
  });
}

export function useCheckoutPreview(productHandle: string, couponCodes: string[]) {
  return useQuery(checkoutPreviewQueryOptions(productHandle, couponCodes));
}
