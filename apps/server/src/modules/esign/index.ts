import type { TBuilder } from '../../platform/graphql/builder.js';
import type { TModule } from '../../platform/modules.js';
import type { TSigningInbox } from '../documents/index.js';
import { registerBulkGraphql } from './bulk/graphql.js';
import { registerInboxGraphql } from './inbox/graphql.js';
import { signingInbox } from './inbox/provide.js';
import { registerEsignGraphql } from './processes/graphql.js';
import { defineEsignJobs } from './processes/jobs.js';
import { registerEsignRoutes } from './processes/routes.js';
import * as recipientTables from './recipient-tables.js';
import * as esignTables from './tables.js';
import { registerVerifyRoutes } from './verify/routes.js';
import { registerWebhooksGraphql } from './webhooks/graphql.js';
import { defineWebhookJobs } from './webhooks/jobs.js';

type TEsignTables = typeof esignTables & typeof recipientTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TEsignTables {}
  interface TModuleDeps {
    /** My documents asks signing what awaits the viewer (absent: nothing does). */
    signingInbox?: TSigningInbox;
  }
}

/** Electronic signing: self-signing, sending for signature, the signer's link and the seal. */
export const esignModule = {
  name: 'esign',
  tables: [esignTables, recipientTables],
  provideDeps: (_platform, overrides) => ({ signingInbox: overrides.signingInbox ?? signingInbox }),
  registerGraphql: (builder: TBuilder) => {
    const types = registerEsignGraphql(builder);
    registerBulkGraphql(builder, types);
    registerInboxGraphql(builder);
    registerWebhooksGraphql(builder);
  },
  registerRoutes: (app, deps) => {
    registerVerifyRoutes(app, deps);
    registerEsignRoutes(app, deps);
  },
  defineJobs: (deps) => {
    defineEsignJobs(deps);
    defineWebhookJobs(deps);
  },
} satisfies TModule;

export { sendBulk, type TSendBulk } from './bulk/send-bulk.js';
export { findCompletedByResultHash } from './processes/lookup.js';
