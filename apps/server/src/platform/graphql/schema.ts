import { registerAccountGraphql } from '../../modules/account/graphql.js';
import { registerDocumentsGraphql } from '../../modules/documents/graphql.js';
import { registerMyDocumentsGraphql } from '../../modules/documents/my-documents-graphql.js';
import { createBuilder } from './builder.js';

/** Every area adds its types, queries and mutations here. */
export function buildSchema() {
  const builder = createBuilder();
  registerAccountGraphql(builder);
  registerDocumentsGraphql(builder);
  registerMyDocumentsGraphql(builder);
  return builder.toSchema();
}
