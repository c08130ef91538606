import type { TBuilder } from '../../platform/graphql/builder.js';
import type { TModule } from '../../platform/modules.js';
import { registerDocumentBodyGraphql } from './document-body-graphql.js';
import { registerFoldersGraphql } from './folders-graphql.js';
import { registerDocumentsGraphql } from './graphql.js';
import { createLibrarySearch, type TLibrarySearch } from './library-search.js';
import { registerLicencesGraphql } from './licences-graphql.js';
import { seedDemoLicence } from './licences-seed.js';
import { registerMyDocumentsGraphql } from './my-documents-graphql.js';
import { registerDocumentsRoutes } from './routes.js';
import type { TEditedWording } from './service/download.js';
import { eraseCustomerDocuments } from './service/erase-account.js';
import * as documentTables from './tables.js';
import * as collaborationTables from './tables-collaboration.js';
import * as fileTables from './tables-files.js';
import { loadTemplateLibrary } from './template-library.js';

type TDocumentsTables = typeof documentTables & typeof collaborationTables & typeof fileTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TDocumentsTables {}
  interface TModuleDeps {
    /** The document template library, loaded and indexed once at start-up. */
    library: TLibrarySearch;
    /** Hand-edited wording, which downloads use in place of the answers' (the editor's). */
    editedWording?: TEditedWording;
  }
}

export type { TLibrarySearch } from './library-search.js';

/** The template library, questionnaires, a customer's documents, uploads, folders and shares. */
export const documentsModule = {
  name: 'documents',
  tables: [documentTables, collaborationTables, fileTables],
  provideDeps: (_platform, overrides) => ({
    library: overrides.library ?? createLibrarySearch(loadTemplateLibrary()),
  }),
  registerGraphql: (builder: TBuilder) => {
    registerDocumentsGraphql(builder);
    registerMyDocumentsGraphql(builder);
    registerFoldersGraphql(builder);
    registerLicencesGraphql(builder);
    registerDocumentBodyGraphql(builder);
  },
  registerRoutes: registerDocumentsRoutes,
  seed: seedDemoLicence,
  eraseCustomer: eraseCustomerDocuments,
} satisfies TModule;

export { writeDocx } from './output/docx-writer.js';
export { writePdf } from './output/pdf-writer.js';
// What other areas use.
export { accessibleDocument } from './service/access.js';
export { downloadDocument, type TEditedWording, type TFormat } from './service/download.js';
export type { TErasedDocuments } from './service/erase-account.js';
export {
  documentForSigning,
  setSigningStatus,
  type TDocumentForSigning,
} from './service/for-signing.js';
export { documentLicenceFor, grantDocumentLicence } from './service/licences.js';
export { countMyDocuments } from './service/managing.js';
export { snapshotOf, type TUserDocument } from './service/owned-document.js';
export type { TSigningInbox } from './service/signing-inbox.js';
export { grantTeamShare, withdrawTeamShare } from './service/team-shares.js';
export { addUploadDocument, createMyDocumentUpload, findUpload } from './service/uploads.js';
export { noUploadSession } from './service/uploads-errors.js';
export { recordUpload } from './service/uploads-record.js';
export { documentsFinishedSince } from './staff-figures.js';
export { userDocuments } from './tables.js';
export { uploadedFiles } from './tables-files.js';
