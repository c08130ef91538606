import type { TModule } from '../../platform/modules.js';
import { registerEditorGraphql } from './graphql.js';
import { registerCommentsGraphql } from './graphql-comments.js';
import { registerSuggestionsGraphql } from './graphql-suggestions.js';
import { registerTemplatesGraphql } from './graphql-templates.js';
import { registerEditorRoutes } from './routes.js';
import { editedWording } from './service/download.js';
import { eraseCustomerTemplates } from './service/erase-customer-templates.js';
import * as editorTables from './tables.js';
import * as templateTables from './tables-templates.js';

type TEditorTables = typeof editorTables & typeof templateTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TEditorTables {}
}

/** The document editor: a finished document's wording, edited, versioned and downloaded. */
export const editorModule = {
  name: 'editor',
  tables: [editorTables, templateTables],
  registerGraphql: (builder) => {
    registerEditorGraphql(builder);
    registerSuggestionsGraphql(builder, registerCommentsGraphql(builder));
    registerTemplatesGraphql(builder);
  },
  registerRoutes: registerEditorRoutes,
  eraseCustomer: eraseCustomerTemplates,
  provideDeps: (_platform, overrides) => ({
    editedWording: overrides.editedWording ?? editedWording,
  }),
} satisfies TModule;

// What other areas use: signing marks the wording it signs as final and signs that wording.
export { editedDocument } from './service/download.js';
export { finaliseDocumentVersion } from './service/versions.js';
