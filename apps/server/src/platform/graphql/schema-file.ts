import { graphqlJs } from './graphql-js.js';
import { buildSchema } from './schema.js';

/**
 * The schema as the web reads it: printed from the live Pothos schema into the web's source,
 * where gql.tada types every document against it and the web tests check their stubs. The
 * path is the same from src/ and dist/, both two levels below the package.
 */
export const SCHEMA_FILE = new URL('../../../../web/src/graphql/schema.graphql', import.meta.url);

export function printLiveSchema(): string {
  return `${graphqlJs.printSchema(buildSchema())}\n`;
}
