import type { TModule } from '../../platform/modules.js';
import { createEmbeddedLodgement } from './lodgement/embedded-lodgement.js';
import type { TLodgement } from './lodgement/lodgement-port.js';
import { createAbrRegistry } from './registry/abr/abr-registry.js';
import { createEmbeddedRegistry } from './registry/embedded/embedded-registry.js';
import type { TBusinessRegistry } from './registry/registry-port.js';
import { registerBusinessRoutes } from './routes.js';
import { eraseCustomerBusinesses } from './service/erase-businesses.js';
import * as businessTables from './tables.js';

type TBusinessTables = typeof businessTables;

declare module '../../platform/modules.js' {
  interface TModuleTables extends TBusinessTables {}
  interface TModuleDeps {
    /** The Australian Business Register: the embedded register, or the ABR when configured. */
    businessRegistry: TBusinessRegistry;
    /** ASIC and ABR lodgements (registrations, changes); embedded unless an agent is configured. */
    lodgement: TLodgement;
  }
}

export type * from './lodgement/lodgement-port.js';
export type { TBusinessRegistry } from './registry/registry-port.js';

/** The customer's businesses, the register they are found in, and linking them. */
export const businessesModule = {
  name: 'businesses',
  tables: [businessTables],
  provideDeps: ({ config, clock }, overrides) => ({
    lodgement: overrides.lodgement ?? createEmbeddedLodgement({ now: () => clock.now() }),
    businessRegistry:
      overrides.businessRegistry ??
      (config.ABR_GUID
        ? createAbrRegistry({ guid: config.ABR_GUID, baseUrl: config.ABR_BASE_URL })
        : createEmbeddedRegistry()),
  }),
  registerRoutes: registerBusinessRoutes,
  eraseCustomer: eraseCustomerBusinesses,
} satisfies TModule;

export {
  addBusinessName,
  addRegisteredBusiness,
  findOwnBusinessByAbn,
} from './service/add-registered-business.js';
export { eraseCustomerBusinesses } from './service/erase-businesses.js';
export { listBusinesses } from './service/list-businesses.js';
export { businesses } from './tables.js';
