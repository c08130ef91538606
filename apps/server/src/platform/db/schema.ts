// Every table of every area, for drizzle-kit and the typed client.
export * from '../../modules/account/tables.js';
export * from '../../modules/billing/gateway/sandbox-tables.js';
export * from '../../modules/billing/tables.js';
export * from '../../modules/documents/tables.js';
export * from '../../modules/documents/tables-collaboration.js';
export * from '../../modules/documents/tables-files.js';
export * from '../../modules/growth/referral-tables.js';
export * from '../../modules/growth/tables.js';
export * from '../jobs/tables.js';
export * from '../mail/tables.js';
