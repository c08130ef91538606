// SPEC §3: the Form 484 change types a customer can pick, and the change's payment status.

export const COMPANY_CHANGE_TYPES = [
  'ADD_OFFICEHOLDER',
  'ADD_SHAREHOLDER',
  'CHANGE_COMPANY_ADDRESS',
  'CHANGE_COMPANY_NAME',
  'CHANGE_TOTAL_SHARES',
  'CHANGE_SHARE_PRICE',
  'REMOVE_OFFICEHOLDER',
  'REMOVE_SHAREHOLDER',
  'TRANSFER_SHARES',
  'UPDATE_MEMBER_DETAILS',
  'UPDATE_SHAREHOLDER_SHARES',
] as const;
export type TCompanyChangeType = (typeof COMPANY_CHANGE_TYPES)[number];

/** What each change type is called on screen and in documents. */
export const COMPANY_CHANGE_LABELS: Record<TCompanyChangeType, string> = {
  ADD_OFFICEHOLDER: 'Add officeholder',
  ADD_SHAREHOLDER: 'Add shareholder',
  CHANGE_COMPANY_ADDRESS: 'Change company address',
  CHANGE_COMPANY_NAME: 'Change company name',
  CHANGE_TOTAL_SHARES: 'Change total shares',
  CHANGE_SHARE_PRICE: 'Change share price',
  REMOVE_OFFICEHOLDER: 'Remove officeholder',
  REMOVE_SHAREHOLDER: 'Remove shareholder',
  TRANSFER_SHARES: 'Transfer shares',
  UPDATE_MEMBER_DETAILS: 'Update member details',
  UPDATE_SHAREHOLDER_SHARES: 'Update shareholder shares',
};

export const CHANGE_PAYMENT_STATUSES = [
  'InProgress',
  'InReview',
  'Paid',
  'PaymentFailed',
  'PendingPayment',
  'Submitted',
] as const;
export type TChangePaymentStatus = (typeof CHANGE_PAYMENT_STATUSES)[number];

export const COMPANY_OFFICEHOLDER_ROLES = ['DIRECTOR', 'SECRETARY'] as const;
export type TCompanyOfficeholderRole = (typeof COMPANY_OFFICEHOLDER_ROLES)[number];

export const COMPANY_ADDRESS_KINDS = ['REGISTERED_OFFICE', 'PRINCIPAL_PLACE'] as const;
export type TCompanyAddressKind = (typeof COMPANY_ADDRESS_KINDS)[number];

export const COMPANY_REVIEW_STATUSES = ['OPEN', 'SOLVENCY_CONFIRMED', 'COMPLETED'] as const;
export type TCompanyReviewStatus = (typeof COMPANY_REVIEW_STATUSES)[number];
