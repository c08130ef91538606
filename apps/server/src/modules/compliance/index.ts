import type { TModule } from '../../platform/modules.js';
import { eraseCustomerCompliance } from './erase-customer.js';
import { registerComplianceGraphql } from './graphql.js';
import { defineComplianceJobs } from './reminders.js';
import { registerComplianceRoutes } from './routes.js';
import * as complianceTables from './tables.js';

type TComplianceTables = typeof complianceTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TComplianceTables {}
}

/** Plans attached to businesses, each business's compliance calendar, reminders, staff queue. */
export const complianceModule = {
  name: 'compliance',
  tables: [complianceTables],
  registerGraphql: registerComplianceGraphql,
  registerRoutes: registerComplianceRoutes,
  defineJobs: defineComplianceJobs,
  eraseCustomer: eraseCustomerCompliance,
} satisfies TModule;

// What other areas use.
export { completeComplianceDeadline, recordComplianceDeadline } from './calendar.js';
