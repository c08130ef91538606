import type { TModule } from '../../platform/modules.js';
import { registerRegistrationsGraphql } from './graphql.js';
import type { TCompanyRegisteredHook } from './service/company-register.js';
import { eraseCustomerRegistrations } from './service/erase-applications.js';
import * as registrationTables from './tables.js';

type TRegistrationTables = typeof registrationTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TRegistrationTables {}
  interface TModuleDeps {
    /** Told when a company lodged here becomes Registered (company changes seeds its register). */
    companyRegistered?: TCompanyRegisteredHook;
  }
}

/** Registering a company (Form 201) for a customer, through to the business it becomes. */
export const registrationsModule = {
  name: 'registrations',
  tables: [registrationTables],
  registerGraphql: registerRegistrationsGraphql,
  eraseCustomer: eraseCustomerRegistrations,
} satisfies TModule;

export {
  companyRegisterFromApplication,
  type TCompanyRegister,
  type TCompanyRegisteredHook,
} from './service/company-register.js';
export { companyRegistrationsLodged } from './staff-figures.js';
