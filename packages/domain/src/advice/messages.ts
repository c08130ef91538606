/** What customers and advisors are told about consultations, reviewed in one place. */
export const ADVICE_MESSAGES = {
  advisorNotFound: 'That advisor is not taking bookings. Choose another advisor.',
  consultationNotFound: 'We could not find that consultation.',
  slotTaken: 'Someone has just booked that time. Choose another slot.',
  slotUnavailable: 'That time is not available. Choose one of the slots shown.',
  needsLegalPlan:
    'Consultations with a lawyer come with the Legal Advice plan. Upgrade your plan to book one.',
  needsAccountingPlan:
    'Consultations with an accountant come with the Accounting Advice plan. Upgrade your plan to book one.',
  tooLateToChange:
    'This consultation starts in less than 24 hours, so it can no longer be changed online. Please contact us.',
  notChangeable: 'This consultation has already ended or been cancelled.',
  advisorsOnly: 'Only advisors can see this page.',
  badTopic: 'Enter a topic of 3 to 200 characters.',
  badQuestion: 'Your question can be up to 2000 characters.',
  badReason: 'Give a reason of up to 500 characters.',
  badNotes: 'Notes can be up to 5000 characters.',
  badRange: 'Choose a date range of up to 31 days.',
  booked: 'Your consultation is booked. We have e-mailed you a calendar invite.',
  rescheduled: 'Your consultation has been moved. We have e-mailed you the new time.',
  canceled: 'Your consultation has been cancelled.',
  notesShared: 'Notes shared with your client.',
} as const;
