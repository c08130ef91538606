import type { TBuilder } from '../../../platform/graphql/builder.js';
import { registerSenderGraphql } from './graphql-sender.js';
import { registerSignerGraphql } from './graphql-signer.js';
import { esignGraphqlTypes } from './graphql-types.js';

/** The e-sign schema: shared types, then the sender's and the signer's operations. */
export function registerEsignGraphql(builder: TBuilder) {
  const types = esignGraphqlTypes(builder);
  registerSenderGraphql(builder, types);
  registerSignerGraphql(builder, types);
  return types;
}
