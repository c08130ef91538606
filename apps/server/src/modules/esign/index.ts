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
import { libreOfficeConverter, type TDocxToPdf } from './uploads/docx-to-pdf.js';
import { registerVerifyRoutes } from './verify/routes.js';
import { registerWebhooksGraphql } from './webhooks/graphql.js';
import { defineWebhookJobs } from './webhooks/jobs.js';

type TEsignTables = typeof esignTables & typeof recipientTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TEsignTables {}
  interface TModuleDeps {
    /** My documents asks signing what awaits the viewer (absent: nothing does). */
    signingInbox?: TSigningInbox;
    /** Word to PDF for sending an uploaded .docx (LibreOffice unless a test gives another). */
    docxToPdf?: TDocxToPdf;
  }
}

/** Electronic signing: self-signing, sending for signature, the signer's link and the seal. */
export const esignModule = {
  name: 'esign',
  tables: [esignTables, recipientTables],
  provideDeps: (_platform, overrides) => ({
    signingInbox: overrides.signingInbox ?? signingInbox,
    docxToPdf: overrides.docxToPdf ?? libreOfficeConverter(),
  }),
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
export { ZSendForSignature } from './processes/inputs.js';
export { findCompletedByResultHash } from './processes/lookup.js';
export { processesForDocument } from './processes/manage.js';
export { recipientsOf } from './processes/records.js';
export { sendForSignature } from './processes/sending.js';
export { hasSignedSince } from './processes/signed-since.js';
export { signingsCompletedSince } from './staff-figures.js';
