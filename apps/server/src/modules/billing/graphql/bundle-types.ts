import { PAYMENT_TYPES } from '@app/domain';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { oneOf, wireEnums } from '../../../platform/graphql/enums.js';
import type { bundleView } from '../service/bundle-view.js';
import type { previewBundle } from '../service/bundles.js';

type TBundle = ReturnType<typeof bundleView>;
type TBundlePreview = Awaited<ReturnType<typeof previewBundle>>;
/** An instalment of a bundle bought (scheduled, paid or failed) or previewed (scheduled). */
type TBillingScheduleItem = { date: Date; amountInCents: number; status: string };

/** SPEC §3 Bundle, and the quote shown before buying one. */
export function bundleTypes(builder: TBuilder) {
  const { PaymentType, BundleBillingCycle } = wireEnums(builder);

  const BundleProduct = builder.objectRef<TBundle['products'][number]>('BundleProduct').implement({
    fields: (t) => ({
      productHandle: t.exposeString('productHandle', { nullable: false }),
      productName: t.exposeString('productName', { nullable: false }),
      planType: t.exposeString('planType', { nullable: false }),
      firstYearDiscountedPrice: t.exposeInt('firstYearDiscountedPrice', { nullable: false }),
      annualRenewalCost: t.exposeInt('annualRenewalCost', { nullable: false }),
    }),
  });

  const BillingScheduleItem = builder
    .objectRef<TBillingScheduleItem>('BillingScheduleItem')
    .implement({
      fields: (t) => ({
        date: t.expose('date', { type: 'DateTime', nullable: false }),
        amountInCents: t.exposeInt('amountInCents', { nullable: false }),
        status: t.exposeString('status', { nullable: false }),
      }),
    });

  const Bundle = builder.objectRef<TBundle>('Bundle').implement({
    fields: (t) => ({
      id: t.exposeString('id', { nullable: false }),
      handle: t.exposeString('handle', { nullable: false }),
      name: t.exposeString('name', { nullable: false }),
      entityName: t.exposeString('entityName', { nullable: true }),
      paymentType: t.field({
        type: PaymentType,
        nullable: false,
        resolve: (b) => oneOf(PAYMENT_TYPES, b.paymentType),
      }),
      cardType: t.exposeString('cardType', { nullable: true }),
      lastFour: t.exposeString('lastFour', { nullable: true }),
      bankName: t.exposeString('bankName', { nullable: true }),
      // quarterly or upfront: how the bundle is paid for.
      type: t.expose('type', { type: BundleBillingCycle, nullable: false }),
      nextBillingDate: t.expose('nextBillingDate', { type: 'DateTime', nullable: true }),
      nextBillingAmountInCents: t.exposeInt('nextBillingAmountInCents', { nullable: false }),
      initialBundleCharge: t.exposeInt('initialBundleCharge', { nullable: false }),
      initialBundleDiscount: t.exposeInt('initialBundleDiscount', { nullable: false }),
      initialBundleDiscountPercentage: t.exposeInt('initialBundleDiscountPercentage', {
        nullable: false,
      }),
      nextBundleRenewalDate: t.expose('nextBundleRenewalDate', {
        type: 'DateTime',
        nullable: false,
      }),
      bundleCreationDate: t.expose('bundleCreationDate', { type: 'DateTime', nullable: false }),
      products: t.expose('products', { type: [BundleProduct], nullable: false }),
      billingScheduleItems: t.expose('billingScheduleItems', {
        type: [BillingScheduleItem],
        nullable: false,
      }),
    }),
  });

  const BundlePreview = builder.objectRef<TBundlePreview>('BundlePreview').implement({
    fields: (t) => ({
      handles: t.exposeStringList('handles', { nullable: false }),
      billingCycle: t.expose('billingCycle', { type: BundleBillingCycle, nullable: false }),
      initialBundleCharge: t.exposeInt('initialBundleCharge', { nullable: false }),
      initialBundleDiscount: t.exposeInt('initialBundleDiscount', { nullable: false }),
      initialBundleDiscountPercentage: t.exposeInt('initialBundleDiscountPercentage', {
        nullable: false,
      }),
      monthlyPriceInCents: t.exposeInt('monthlyPriceInCents', { nullable: false }),
      couponCode: t.exposeString('couponCode', { nullable: true }),
      products: t.expose('products', { type: [BundleProduct], nullable: false }),
      billingScheduleItems: t.expose('billingScheduleItems', {
        type: [BillingScheduleItem],
        nullable: false,
      }),
    }),
  });

  return { Bundle, BundlePreview };
}
