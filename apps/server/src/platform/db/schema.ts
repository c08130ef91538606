// Every table of every area, for drizzle-kit and the typed client.
export * from '../../modules/account/tables.js';
export * from '../../modules/documents/tables.js';
export * from '../../modules/growth/tables.js';
export * from '../mail/tables.js';
