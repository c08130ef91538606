import type { TModule } from '../../platform/modules.js';
import { eraseCustomerSupport } from './erase-customer.js';
import { registerSupportGraphql } from './graphql.js';
import { registerSupportLive } from './live.js';
import * as tables from './tables.js';

type TSupportTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TSupportTables {}
}

/** The support chat: customers write to the support team, admins answer from an inbox. */
export const supportModule = {
  name: 'support',
  tables: [tables],
  registerGraphql: (builder) => {
    registerSupportGraphql(builder);
    registerSupportLive(builder);
  },
  eraseCustomer: eraseCustomerSupport,
} satisfies TModule;
export { openSupportConversations } from './staff-figures.js';
