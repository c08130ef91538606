import { catalogueItem } from './catalogue.js';
import type { TProductFamily } from './catalogue-types.js';
import type { TPaymentSuccessType } from './payment-success.js';

// Which payment-success page (SPEC §2.4) a purchase of a plan lands on.
const BY_FAMILY: Record<TProductFamily, TPaymentSuccessType> = {
  free: 'essentials',
  'pay-per-document': 'ppd',
  essentials: 'essentials',
  'company-plan': 'essentials',
  'legal-advice': 'legal',
  'accounting-advice': 'accounting',
  tax: 'tax',
  compliance: 'accounting',
  'virtual-office': 'virtualOffice',
  'company-registration': 'virtualOfficeCompany',
};

export function paymentSuccessTypeFor(handle: string): TPaymentSuccessType {
  const item = catalogueItem(handle);
  return item ? BY_FAMILY[item.productFamily] : 'essentials';
}
