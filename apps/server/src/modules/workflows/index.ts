import type { TModule } from '../../platform/modules.js';
import { eraseCustomerWorkflows } from './erase-customer.js';
import { registerWorkflowsGraphql } from './graphql.js';
import { defineWorkflowJobs } from './reminders.js';
import * as tables from './tables.js';

type TWorkflowsTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TWorkflowsTables {}
}

/**
 * Guided journeys (start a company, hire your first employee...): steps that use the other
 * areas, tick themselves off when the thing is done there, and remind on their due day.
 */
export const workflowsModule = {
  name: 'workflows',
  tables: [tables],
  registerGraphql: registerWorkflowsGraphql,
  defineJobs: defineWorkflowJobs,
  eraseCustomer: eraseCustomerWorkflows,
} satisfies TModule;
