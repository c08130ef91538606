import Stripe from 'stripe';
import type { TGatewayCharge, TGatewayPaymentMethod, TPaymentGateway } from './gateway.js';

// The real adapter, chosen when STRIPE_SECRET_KEY is set. Charges are PaymentIntents made
// off-session on a saved payment method; Stripe's idempotency keys stop double charges.

export type TStripeGatewayConfig = { secretKey: string; publishableKey: string | null };

function methodOf(pm: Stripe.PaymentMethod): TGatewayPaymentMethod {
  const customerId = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? '');
  if (pm.type === 'au_becs_debit') {
    return {
      id: pm.id,
      customerId,
      type: 'au_becs_debit',
      brand: null,
      last4: pm.au_becs_debit?.last4 ?? '',
      expMonth: null,
      expYear: null,
      bankName: null,
      bsb: pm.au_becs_debit?.bsb_number ?? null,
    };
  }
  return {
    id: pm.id,
    customerId,
    type: 'card',
    brand: pm.card?.brand ?? null,
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? null,
    expYear: pm.card?.exp_year ?? null,
    bankName: null,
    bsb: null,
  };
}

function chargeOf(intent: Stripe.PaymentIntent): TGatewayCharge {
  if (intent.status === 'succeeded')
    return { id: intent.id, status: 'succeeded', failureMessage: null };
  if (intent.status === 'processing') {
    return { id: intent.id, status: 'processing', failureMessage: null };
  }
  return {
    id: intent.id,
    status: 'failed',
    failureMessage: intent.last_payment_error?.message ?? 'The payment did not go through.',
  };
}

export function createStripeGateway(config: TStripeGatewayConfig): TPaymentGateway {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    async createCustomer({ userId, email, name }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      );
      return customer.id;
    },

    async createSetupIntent({ customerId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card', 'au_becs_debit'],
      });
      return { intentId: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async retrieveSetupIntent(intentId) {
      const intent = await stripe.setupIntents.retrieve(intentId);
      const customerId =
        typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? '');
      const paymentMethodId =
        typeof intent.payment_method === 'string'
          ? intent.payment_method
          : (intent.payment_method?.id ?? null);
      return {
        customerId,
        status: intent.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
        paymentMethodId,
      };
    },

    async retrievePaymentMethod(paymentMethodId) {
      try {
        return methodOf(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    async charge({ customerId, paymentMethodId, amountInCents, description, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountInCents,
            currency: 'aud',
            customer: customerId,
            payment_method: paymentMethodId,
            description,
            off_session: true,
            confirm: true,
            // Lets the reconciler find this charge by its key if our books never heard back.
            metadata: { gateway_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        return chargeOf(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = (error.raw as { payment_intent?: { id?: string } })?.payment_intent?.id;
          return {
            id: intentId ?? `declined-${idempotencyKey}`,
            status: 'failed',
            failureMessage: error.message,
          };
        }
        throw error;
      }
    },

    async retrieveCharge(chargeId) {
      return chargeOf(await stripe.paymentIntents.retrieve(chargeId));
    },

    async findCharge(idempotencyKey) {
      // Search is eventually consistent (about a minute): the reconciler only asks about
      // charges older than that.
      const found = await stripe.paymentIntents.search({
        query: `metadata['gateway_key']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
        limit: 1,
      });
      const intent = found.data[0];
      return intent ? chargeOf(intent) : null;
    },

    async refund({ chargeId, amountInCents, idempotencyKey }) {
      await stripe.refunds.create(
        { payment_intent: chargeId, amount: amountInCents },
        { idempotencyKey },
      );
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached or never attached: either way it can no longer be charged.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
  };
}

/** Verifies a webhook's signature (with a tolerance window) and returns the event. */
export function verifyStripeWebhook(opts: {
  payload: string | Buffer;
  signature: string;
  secret: string;
  toleranceSeconds: number;
  nowMs: number;
}): Stripe.Event {
  return Stripe.webhooks.constructEvent(
    opts.payload,
    opts.signature,
    opts.secret,
    opts.toleranceSeconds,
    undefined,
    opts.nowMs,
  );
}
