import type { TModule } from '../../platform/modules.js';
import { eraseCustomerConsultations } from './erase-customer.js';
import { registerAdviceGraphql } from './graphql.js';
import { defineAdviceJobs } from './reminders.js';
import { seedAdvisors } from './seed.js';
import * as adviceTables from './tables.js';

type TAdviceTables = typeof adviceTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TAdviceTables {}
}

/** Consultations with lawyers and accountants: advisors, free slots, bookings and reminders. */
export const adviceModule = {
  name: 'advice',
  tables: [adviceTables],
  registerGraphql: registerAdviceGraphql,
  defineJobs: defineAdviceJobs,
  seed: seedAdvisors,
  eraseCustomer: eraseCustomerConsultations,
} satisfies TModule;

// What other areas use.
export { hasBookedConsultationSince } from './booked-since.js';
