/** What customers and staff are told about compliance and tax plans, reviewed in one place. */
export const COMPLIANCE_MESSAGES = {
  businessNotFound: 'We could not find that business in your account.',
  planNotFound: 'We could not find that plan in your account. Buy the plan first, then attach it.',
  planNotAttachable: 'That plan cannot be attached to a business.',
  planNotActive: 'That plan is not active. Renew it or buy it again, then attach it.',
  planWrongKind: 'That plan is not a tax plan. Choose your tax plan.',
  alreadyAttached: 'This business already has that kind of plan attached.',
  planInUse: 'That plan is already attached to another business.',
  itemNotFound: 'We could not find that compliance item.',
  badRegisteredOn: 'Enter the registration date as a real date, not in the future.',
  badDueOn: 'Enter the due date as a real date.',
  adminsOnly: 'Only Clausewell staff can see the compliance work queue.',
  attached: 'Plan attached to your business.',
  datesSaved: 'Compliance dates saved.',
  markedDone: 'Marked as done.',
} as const;
