import type { TModule } from '../../platform/modules.js';
import { registerEsignGraphql } from './processes/graphql.js';
import { defineEsignJobs } from './processes/jobs.js';
import { registerEsignRoutes } from './processes/routes.js';
import * as esignTables from './tables.js';
import { registerVerifyRoutes } from './verify/routes.js';

type TEsignTables = typeof esignTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TEsignTables {}
}

/** Electronic signing: self-signing, sending for signature, the signer's link and the seal. */
export const esignModule = {
  name: 'esign',
  tables: [esignTables],
  registerGraphql: registerEsignGraphql,
  registerRoutes: (app, deps) => {
    registerVerifyRoutes(app, deps);
    registerEsignRoutes(app, deps);
  },
  defineJobs: defineEsignJobs,
} satisfies TModule;

export { findCompletedByResultHash } from './processes/lookup.js';
