import type { TModule } from '../../platform/modules.js';
import { eraseCustomerNotifications } from './erase-customer.js';
import { registerNotificationsGraphql } from './graphql.js';
import { registerNotificationsLive } from './live.js';
import { defineNotificationJobs } from './notice-mail.js';
import { registerNotificationPreferencesGraphql } from './preferences-graphql.js';
import * as tables from './tables.js';

type TNotificationsTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TNotificationsTables {}
}

/** The notification centre other areas report events to. */
export const notificationsModule = {
  name: 'notifications',
  tables: [tables],
  registerGraphql: (builder) => {
    registerNotificationsGraphql(builder);
    registerNotificationsLive(builder);
    registerNotificationPreferencesGraphql(builder);
  },
  defineJobs: defineNotificationJobs,
  eraseCustomer: eraseCustomerNotifications,
} satisfies TModule;

// What other areas use.
export { notificationEmailWanted } from './email-preferences.js';
export { notify, type TNotificationKind } from './service.js';
