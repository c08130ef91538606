import {
  BUNDLE_BILLING_CYCLES,
  COLLABORATION_ROLES,
  DISCOUNT_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_FILTER_KEYS,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  INVOICE_STATUSES,
  LICENCE_STATUSES,
  PAYMENT_SUCCESS_TYPES,
  PAYMENT_TYPES,
  SUBSCRIPTION_ITEM_TYPES,
  SUBSCRIPTION_STATES,
  TENANTS,
  UPLOAD_FILE_TYPES,
} from '@app/domain';
import type { TBuilder } from './builder.js';

// The SPEC §3 enumerations the wire carries, their values taken from the domain's lists so
// there is one definition; each value is the word the wire sent when these were strings.
function defineEnums(builder: TBuilder) {
  return {
    Tenant: builder.enumType('Tenant', { values: TENANTS }),
    SubscriptionState: builder.enumType('SubscriptionState', { values: SUBSCRIPTION_STATES }),
    SubscriptionItemType: builder.enumType('SubscriptionItemType', {
      values: SUBSCRIPTION_ITEM_TYPES,
    }),
    PaymentType: builder.enumType('PaymentType', { values: PAYMENT_TYPES }),
    CouponDiscountType: builder.enumType('CouponDiscountType', { values: DISCOUNT_TYPES }),
    InvoiceStatus: builder.enumType('InvoiceStatus', { values: INVOICE_STATUSES }),
    DocumentStatus: builder.enumType('DocumentStatus', { values: DOCUMENT_STATUSES }),
    CollaborationRole: builder.enumType('CollaborationRole', { values: COLLABORATION_ROLES }),
    LicenceStatus: builder.enumType('LicenceStatus', { values: LICENCE_STATUSES }),
    DocumentKind: builder.enumType('DocumentKind', { values: DOCUMENT_KINDS }),
    DocumentCategory: builder.enumType('DocumentCategory', { values: DOCUMENT_CATEGORIES }),
    DocumentFilterKey: builder.enumType('DocumentFilterKey', { values: DOCUMENT_FILTER_KEYS }),
    UploadFileType: builder.enumType('UploadFileType', { values: UPLOAD_FILE_TYPES }),
    BundleBillingCycle: builder.enumType('BundleBillingCycle', { values: BUNDLE_BILLING_CYCLES }),
    PaymentSuccessType: builder.enumType('PaymentSuccessType', { values: PAYMENT_SUCCESS_TYPES }),
  };
}

const bySchema = new WeakMap<TBuilder, ReturnType<typeof defineEnums>>();

/** The enum types of one schema, made on first ask so every area shares the same ones. */
export function wireEnums(builder: TBuilder) {
  let enums = bySchema.get(builder);
  if (!enums) {
    enums = defineEnums(builder);
    bySchema.set(builder, enums);
  }
  return enums;
}

/**
 * A word stored as text, as the enumeration value it must be. The database column is plain
 * text, so the compiler cannot know; a word outside the list is our fault, never the caller's.
 */
export function oneOf<const V extends readonly string[]>(values: V, value: string): V[number] {
  if (!(values as readonly string[]).includes(value)) {
    throw new Error(`"${value}" is not one of ${values.join(', ')}`);
  }
  return value;
}
