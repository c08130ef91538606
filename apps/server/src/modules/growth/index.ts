import type { TModule } from '../../platform/modules.js';
import { registerReferralGraphql } from './referral-graphql.js';
import * as referralTables from './referral-tables.js';
import { registerGrowthRoutes } from './routes.js';
import * as growthTables from './tables.js';

type TGrowthTables = typeof growthTables & typeof referralTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TGrowthTables {}
}

/** Product analytics and referral partners. */
export const growthModule = {
  name: 'growth',
  tables: [growthTables, referralTables],
  registerGraphql: registerReferralGraphql,
  registerRoutes: registerGrowthRoutes,
} satisfies TModule;
export { attributeReferredSignUp } from './referral-attribution.js';
export { requestedReferralPayouts } from './staff-figures.js';
