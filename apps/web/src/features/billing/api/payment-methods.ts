import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

// ListPaymentMethod: the cards and bank accounts the customer has saved.

const QUERY = graphql(`
  query ListPaymentMethod { listPaymentMethod {
    id type card { brand exp_month exp_year last4 } bankAccount { bankName bsb last4 }
    defaultPayment
  } }
`);

export type TPaymentMethod = ResultOf<typeof QUERY>['listPaymentMethod'][number];

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: () => graphqlRequest(QUERY).then((d) => d.listPaymentMethod),
  });
}

export function usePaymentMethods(opts: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(), enabled: opts.enabled ?? true });
}

/** The saved method charges go to: the one marked default, else none. */
export function defaultPaymentMethod(methods: readonly TPaymentMethod[]): TPaymentMethod | null {
  return methods.find((m) => m.defaultPayment) ?? null;
}

/** 'Visa ending 4242' or 'Bank account ending 3456 (BSB 000-000)'. */
export function describePaymentMethod(method: TPaymentMethod): string {
  if (method.card) {
    const brand = method.card.brand.charAt(0).toUpperCase() + method.card.brand.slice(1);
    return `${brand} ending ${method.card.last4}`;
  }
  if (method.bankAccount) {
    return `${method.bankAccount.bankName} account ending ${method.bankAccount.last4} (BSB ${method.bankAccount.bsb})`;
  }
  return 'Saved payment method';
}
