import type { TModule } from '../../platform/modules.js';
import { registerAccountGraphql } from './graphql.js';
import { registerAccountRoutes } from './routes.js';
import { ensureDemoAccounts } from './service/demo-accounts.js';
import { resolveSession } from './service/sessions.js';
import * as tables from './tables.js';

type TAccountTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TAccountTables {}
}

/** Accounts, sessions and preferences; the area that turns a bearer token into a viewer. */
export const accountModule = {
  name: 'account',
  tables: [tables],
  registerGraphql: registerAccountGraphql,
  registerRoutes: registerAccountRoutes,
  seed: ensureDemoAccounts,
  resolveViewer: resolveSession,
} satisfies TModule;

export { readUserPreference, updateUserPreference } from './service/preferences.js';
export { resolveSession } from './service/sessions.js';
// What other areas use: the users table their rows belong to, and these reads and writes.
export { findUserByEmail, findUserById } from './service/users.js';
export { verifiedEmailOf } from './service/verified-email.js';
// The admin console's figures, each counted by the area that owns the rows.
export { customerCounts } from './staff-figures.js';
export { users } from './tables.js';
