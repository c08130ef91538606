import { registerAccountGraphql } from '../../modules/account/graphql.js';
import { registerBillingGraphql } from '../../modules/billing/graphql/index.js';
import { registerFoldersGraphql } from '../../modules/documents/folders-graphql.js';
import { registerDocumentsGraphql } from '../../modules/documents/graphql.js';
import { registerLicencesGraphql } from '../../modules/documents/licences-graphql.js';
import { registerMyDocumentsGraphql } from '../../modules/documents/my-documents-graphql.js';
import { registerReferralGraphql } from '../../modules/growth/referral-graphql.js';
import { createBuilder } from './builder.js';

/** Every area adds its types, queries and mutations here. */
export function buildSchema() {
  const builder = createBuilder();
  registerAccountGraphql(builder);
  registerBillingGraphql(builder);
  registerDocumentsGraphql(builder);
  registerMyDocumentsGraphql(builder);
  registerFoldersGraphql(builder);
  registerLicencesGraphql(builder);
  registerReferralGraphql(builder);
  return builder.toSchema();
}
