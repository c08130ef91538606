import { ensureDemoAccounts } from '../../modules/account/service/demo-accounts.js';
import { seedDemoLicence } from '../../modules/documents/licences-seed.js';
import type { TDeps } from '../deps.js';

/** Seed data every start makes sure of (idempotent). */
export async function seed(deps: TDeps) {
  await ensureDemoAccounts(deps);
  await seedDemoLicence(deps);
}
