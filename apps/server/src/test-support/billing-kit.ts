import type { TTestApp } from './test-app.js';

// Drives the billing API as the browser does: card details go to the gateway's confirm
// endpoint, never to the billing operations.

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  failsWhenCharged: '4000 0000 0000 0341',
} as const;

export const SUBSCRIPTION_FIELDS = `id product productName state price balanceInCents cancelAtEndPeriod
  paymentType bankName maskedCardNumber cardType creditCardExpiryMonth creditCardExpiryYear
  activatedAt nextAssessmentAt renewalDate nextProductHandle trialEndsAt pastDueSince canceledAt
  needsSignedAgreement signed couponCodes nextRenewalPriceInCents initialChargeInCents
  couponDiscount { code value discountType recurring }`;

export async function setupIntent(t: TTestApp, token: string) {
  const res = await t.api.graphql(
    '{ createSetupIntent { intentId clientSecret gateway stripeCustomerId } }',
    {},
    token,
  );
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createSetupIntent as { intentId: string; clientSecret: string };
}

export async function addCard(
  t: TTestApp,
  token: string,
  number: string = CARDS.success,
  expiry: { expMonth: number; expYear: number } = { expMonth: 12, expYear: 2030 },
) {
  const intent = await setupIntent(t, token);
  const res = await t.api.post(
    `/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    { clientSecret: intent.clientSecret, card: { number, ...expiry, cvc: '123' } },
    token,
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { paymentMethodId: res.body.paymentMethodId as string, setupIntentId: intent.intentId };
}

export async function addBankAccount(t: TTestApp, token: string, accountNumber = '000123456') {
  const intent = await setupIntent(t, token);
  const res = await t.api.post(
    `/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      auBecsDebit: { bsb: '000-000', accountNumber, accountName: 'Alex Tester' },
    },
    token,
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { paymentMethodId: res.body.paymentMethodId as string, setupIntentId: intent.intentId };
}

export const CREATE = `mutation($p: PaymentProfileInput!, $x: ExtraUpgradePropsInput, $k: String) {
  createSubscription(paymentProfile: $p, extraUpgradeProps: $x, idempotencyKey: $k) {
    paymentType successType
    subscription { ${SUBSCRIPTION_FIELDS} }
    invoice { id number status totalInCents amountPaidInCents discountInCents downloadUrl }
  } }`;

export function buy(
  t: TTestApp,
  token: string,
  opts: {
    handle: string;
    paymentMethodId: string;
    couponCodes?: string[];
    assetFlakeId?: string;
    key?: string;
  },
) {
  return t.api.graphql(
    CREATE,
    {
      p: { paymentMethodId: opts.paymentMethodId, pricePointHandle: opts.handle },
      x: { couponCodes: opts.couponCodes, assetFlakeId: opts.assetFlakeId },
      k: opts.key,
    },
    token,
  );
}

export async function mySubscriptions(t: TTestApp, token: string) {
  const res = await t.api.graphql(
    `query GetUserSubscriptions { getUserSubscriptions { now
      activeSubscription { id handle name state canAccessAllDocuments canUseAI canClaimTrial isTrialing
        hasCompanyPlan isPaidUser unsignedSubscriptionIds pastDueDate notUpgradeable }
      subscriptionList { ${SUBSCRIPTION_FIELDS} }
      activeCard { subscriptionId lastFour expiryMonth expiryYear cardType }
      bundles { id name type initialBundleCharge initialBundleDiscount initialBundleDiscountPercentage
        products { productHandle firstYearDiscountedPrice annualRenewalCost }
        billingScheduleItems { date amountInCents status } nextBillingAmountInCents }
      invoices { id number status totalInCents amountPaidInCents amountDueInCents subscriptionId downloadUrl }
    } }`,
    {},
    token,
  );
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.getUserSubscriptions;
}

export async function auditActions(t: TTestApp, userId: string): Promise<string[]> {
  const { billingAudit } = await import('../modules/billing/tables.js');
  const { eq } = await import('drizzle-orm');
  const rows = await t.deps.database.db
    .select({ action: billingAudit.action })
    .from(billingAudit)
    .where(eq(billingAudit.userId, userId))
    .orderBy(billingAudit.createdAt, billingAudit.id);
  return rows.map((r) => r.action);
}

/** A fresh session after the test clock has jumped past the old one's expiry. */
export async function signInAgain(t: TTestApp, input: { email: string; password: string }) {
  const res = await t.api.post('/auth/sign-in', { email: input.email, password: input.password });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.token as string;
}
