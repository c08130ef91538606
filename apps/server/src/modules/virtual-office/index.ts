import type { TModule } from '../../platform/modules.js';
import { registerVirtualOfficeRoutes } from './routes.js';
import { eraseCustomerVirtualOffices } from './service/erase-customer.js';
import * as virtualOfficeTables from './tables.js';

type TVirtualOfficeTables = typeof virtualOfficeTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TVirtualOfficeTables {}
}

/**
 * Virtual offices: one of our office addresses for a customer's company or business, bought
 * on a virtual office plan, with the occupier's s 100 consent and the mail received there.
 * A customer's offices, mail and their files go when the account is deleted.
 */
export const virtualOfficeModule = {
  name: 'virtual-office',
  tables: [virtualOfficeTables],
  registerRoutes: registerVirtualOfficeRoutes,
  eraseCustomer: eraseCustomerVirtualOffices,
} satisfies TModule;
