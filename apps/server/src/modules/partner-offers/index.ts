import { eq } from 'drizzle-orm';
import type { TModule } from '../../platform/modules.js';
import { registerPartnerOffersGraphql } from './graphql.js';
import * as tables from './tables.js';

type TPartnerOffersTables = typeof tables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TPartnerOffersTables {}
}

/** Partner offers: a catalogue kept as data and the codes customers claim from it. */
export const partnerOffersModule = {
  name: 'partner-offers',
  tables: [tables],
  registerGraphql: registerPartnerOffersGraphql,
  eraseCustomer: async (work, customer) => {
    const removed = await work.database.db
      .delete(tables.partnerOfferClaims)
      .where(eq(tables.partnerOfferClaims.userId, customer.userId))
      .returning({ id: tables.partnerOfferClaims.id });
    return { partnerOfferClaims: removed.length };
  },
} satisfies TModule;
