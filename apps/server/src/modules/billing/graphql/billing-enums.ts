import type { TBuilder } from '../../../platform/graphql/builder.js';
import type { TPaymentGateway } from '../gateway/gateway.js';
import { paymentMethods } from '../tables.js';

// Closed lists that only billing's wire carries, so they live here rather than among the
// shared SPEC §3 enumerations. Each is taken from where billing defines it, so a new value
// there reaches the schema (or fails the compile) instead of breaking an answer.

/** The payment gateways a server can run with; the browser picks its card form by it. */
const PAYMENT_GATEWAYS = [
  'sandbox',
  'stripe',
] as const satisfies readonly TPaymentGateway['kind'][];
// A gateway kind added without a place here is a compile error, not a refused answer.
type TMissingGateway = Exclude<TPaymentGateway['kind'], (typeof PAYMENT_GATEWAYS)[number]>;
const everyGateway: [TMissingGateway] extends [never] ? true : TMissingGateway = true;
void everyGateway;

/** Billing's own enum types; called once per schema (by resultTypes). */
export function billingEnums(builder: TBuilder) {
  return {
    PaymentMethodType: builder.enumType('PaymentMethodType', {
      values: paymentMethods.type.enumValues,
    }),
    PaymentGateway: builder.enumType('PaymentGateway', { values: PAYMENT_GATEWAYS }),
  };
}
