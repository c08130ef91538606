import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

// previewCheckout: the order summary for one plan with the coupons entered so far.

export type TCheckoutPreview = {
  productHandle: string;
  productName: string;
  listPriceInCents: number;
  discountInCents: number;
  dueTodayInCents: number;
  trialDays: number | null;
  renewalPriceInCents: number;
  renewalDate: string;
  couponCodes: string[];
};

const QUERY = `query PreviewCheckout($productHandle: String!, $couponCodes: [String!]) {
  previewCheckout(productHandle: $productHandle, couponCodes: $couponCodes) {
    productHandle productName listPriceInCents discountInCents dueTodayInCents trialDays
    renewalPriceInCents renewalDate couponCodes
  }
}`;

export function previewCheckout(productHandle: string, couponCodes: string[]) {
  return graphqlRequest<{ previewCheckout: TCheckoutPreview }>(QUERY, {
    productHandle,
    couponCodes,
  }).then((d) => d.previewCheckout);
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
