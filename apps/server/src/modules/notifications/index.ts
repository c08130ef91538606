import type { TModule } from '../../platform/modules.js';
import { eraseCustomerNotifications } from './erase-customer.js';
import { registerNotificationsGraphql } from './graphql.js';
import * as tables from './tables.js';

type TNotificationsTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TNotificationsTables {}
}

/** The notification centre other areas report events to. */
export const notificationsModule = {
  name: 'notifications',
  tables: [tables],
  registerGraphql: registerNotificationsGraphql,
  eraseCustomer: eraseCustomerNotifications,
} satisfies TModule;

// What other areas use.
export { notify, type TNotificationKind } from './service.js';
