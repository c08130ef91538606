import { registerAccountGraphql } from '../../modules/account/graphql.js';
import { createBuilder } from './builder.js';

/** Every area adds its types, queries and mutations here. */
export function buildSchema() {
  const builder = createBuilder();
  registerAccountGraphql(builder);
  return builder.toSchema();
}
