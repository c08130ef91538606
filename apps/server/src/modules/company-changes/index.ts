import type { TModule } from '../../platform/modules.js';
import { seedRegisterOnRegistration } from './from-registration.js';
import { defineCompanyChangeJobs } from './review-reminders.js';
import { registerCompanyChangeRoutes } from './routes.js';
import * as companyChangeTables from './tables.js';

type TCompanyChangeTables = typeof companyChangeTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TCompanyChangeTables {}
}

/** A company's register, its Form 484 changes lodged with ASIC, and its annual review. */
export const companyChangesModule = {
  name: 'company-changes',
  tables: [companyChangeTables],
  registerRoutes: registerCompanyChangeRoutes,
  defineJobs: defineCompanyChangeJobs,
  // A company registered here starts with its register (registrations calls this port).
  provideDeps: (_platform, overrides) => ({
    companyRegistered: overrides.companyRegistered ?? seedRegisterOnRegistration,
  }),
} satisfies TModule;

// For company registration: fills a new company's register.
export { seedCompanyRegister } from './register.js';
