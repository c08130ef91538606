// The businesses area's texts beyond the §8 catalogue (entity link errors live in
// shared/messages.ts). §5 gives the ACN lookup's three states word for word.
export const BUSINESS_MESSAGES = {
  acnChecking: 'Checking ACN...',
  acnValid: 'Provided ACN is valid',
  acnInvalid: 'Provided ACN is invalid',
  abnFormat: 'Enter an ABN of 11 digits, for example 51 824 753 556.',
  abnCheckDigits: 'This ABN is not valid: check the digits and try again.',
  acnFormat: 'Enter an ACN of 9 digits, for example 004 085 616.',
  acnCheckDigit: 'This ACN is not valid: check the digits and try again.',
  identifierFormat: 'Enter an ABN of 11 digits or an ACN of 9 digits.',
  directorIdFormat: 'Enter a director ID of 15 digits beginning with 036.',
  searchNameTooShort: 'Enter at least 2 characters of the business name.',
  searchNameTooLong: 'Enter at most 200 characters of the business name.',
  businessNotFound: 'No business with this number is on the Australian Business Register.',
  businessNotRegistered:
    'This business is not registered (it may be cancelled or deregistered), so it cannot be added.',
  businessLinked: 'Business added to your account',
  listEmpty: 'You have no businesses yet. Add an existing business to manage it here.',
  otherUser: 'You can only add a business to your own account.',
} as const;
