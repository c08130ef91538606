// The payment gateway port: everything billing needs from a card processor. The sandbox
// (the default) keeps its books in this database; the Stripe adapter talks to Stripe.

export type TGatewayPaymentMethod = {
  id: string;
  customerId: string;
  type: 'card' | 'au_becs_debit';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  bankName: string | null;
  bsb: string | null;
};

export type TGatewayChargeStatus = 'succeeded' | 'processing' | 'failed';

export type TGatewayCharge = {
  id: string;
  status: TGatewayChargeStatus;
  /** Why the charge failed, in words a customer can act on. */
  failureMessage: string | null;
};

export type TPaymentGateway = {
  kind: 'sandbox' | 'stripe';
  /** What the browser needs to collect card details (Stripe.js); null for the sandbox. */
  publishableKey: string | null;
  createCustomer(opts: { userId: string; email: string; name: string }): Promise<string>;
  createSetupIntent(opts: {
    customerId: string;
  }): Promise<{ intentId: string; clientSecret: string }>;
  retrieveSetupIntent(intentId: string): Promise<{
    customerId: string;
    status: 'requires_payment_method' | 'succeeded';
    paymentMethodId: string | null;
  }>;
  retrievePaymentMethod(paymentMethodId: string): Promise<TGatewayPaymentMethod | null>;
  /**
   * Charges a saved payment method off-session. The idempotency key makes a retry of the
   * same charge return the first result instead of taking the money again.
   */
  charge(opts: {
    customerId: string;
    paymentMethodId: string;
    amountInCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<TGatewayCharge>;
  /** The charge's current state: a direct debit moves from processing to settled or failed. */
  retrieveCharge(chargeId: string): Promise<TGatewayCharge>;
  /**
   * The charge made with this idempotency key, or null if none was: how the reconciler learns
   * what happened to a charge whose answer never reached the books.
   */
  findCharge(idempotencyKey: string): Promise<TGatewayCharge | null>;
  /** Refunds part or all of a settled charge; the same key never refunds twice. */
  refund(opts: { chargeId: string; amountInCents: number; idempotencyKey: string }): Promise<void>;
  /** Removes a saved payment method from its customer: it can no longer be charged. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
};
