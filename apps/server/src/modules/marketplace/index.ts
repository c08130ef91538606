import type { TModule } from '../../platform/modules.js';
import { registerMarketplaceGraphql } from './graphql.js';
import { defineMarketplaceJobs } from './job-steps.js';
import { registerMarketplaceLive } from './live.js';
import * as marketplaceTables from './tables.js';

type TMarketplaceTables = typeof marketplaceTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TMarketplaceTables {}
  interface TModuleDeps {
    /** The platform's share of each marketplace job, in basis points. */
    marketplaceFeeBasisPoints: number;
  }
}

/**
 * The quotes marketplace: customers post briefs, lawyers quote, the accepted quote's fee is
 * held until the work is accepted, and the two sides chat.
 */
export const marketplaceModule = {
  name: 'marketplace',
  tables: [marketplaceTables],
  provideDeps: ({ config }, overrides) => ({
    marketplaceFeeBasisPoints:
      overrides.marketplaceFeeBasisPoints ?? config.MARKETPLACE_FEE_BASIS_POINTS,
  }),
  registerGraphql: (builder) => {
    registerMarketplaceGraphql(builder);
    registerMarketplaceLive(builder);
  },
  defineJobs: defineMarketplaceJobs,
} satisfies TModule;

// Workflows tick their "post a brief" step by it.
export { hasPostedBriefSince } from './posted-since.js';
export { marketplaceCounts } from './staff-figures.js';
