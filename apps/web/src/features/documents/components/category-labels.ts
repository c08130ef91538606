import type { TDocumentCategory } from '@app/domain';

// How the §3 document categories read to a customer.
export const CATEGORY_LABELS: Record<TDocumentCategory, string> = {
  template: 'Contracts & agreements',
  compliance: 'Compliance & policies',
  financial: 'Finance & debt',
  officeHolder: 'Directors & officeholders',
  shareholder: 'Shares & shareholders',
  support: 'Employment & personal',
};
