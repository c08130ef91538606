import { modules } from '../../modules/index.js';
import * as jobTables from '../jobs/tables.js';
import * as mailTables from '../mail/tables.js';
import { moduleTables, type TModuleTables } from '../modules.js';

type TMerged = typeof jobTables & typeof mailTables & TModuleTables;
// Copied into an object type: drizzle takes a record, which an interface is not.
type TAllTables = { [K in keyof TMerged]: TMerged[K] };

/**
 * Every table of the platform and of each module, for the typed client's relational queries.
 * drizzle-kit reads the table files themselves (drizzle.config.ts), as it needs each table
 * as an export of its own.
 */
export const schema: TAllTables = {
  ...jobTables,
  ...mailTables,
  ...moduleTables(modules),
};
