import type { TModule } from '../platform/modules.js';
import { accountModule } from './account/index.js';
import { adminFiguresModule } from './admin-figures/index.js';
import { adviceModule } from './advice/index.js';
import { assistantModule } from './assistant/index.js';
import { billingModule } from './billing/index.js';
import { businessesModule } from './businesses/index.js';
import { companyChangesModule } from './company-changes/index.js';
import { complianceModule } from './compliance/index.js';
import { documentsModule } from './documents/index.js';
import { editorModule } from './editor/index.js';
import { esignModule } from './esign/index.js';
import { growthModule } from './growth/index.js';
import { marketplaceModule } from './marketplace/index.js';
import { notificationsModule } from './notifications/index.js';
import { partnerOffersModule } from './partner-offers/index.js';
import { registrationsModule } from './registrations/index.js';
import { supportModule } from './support/index.js';
import { teamsModule } from './teams/index.js';
import { virtualOfficeModule } from './virtual-office/index.js';
import { workflowsModule } from './workflows/index.js';

/**
 * Every area of the server: one line each. The app's routes, the GraphQL schema, the typed
 * database client, seeding, jobs and start-up work are all derived from this list.
 */
export const modules: readonly TModule[] = [
  accountModule,
  adminFiguresModule,
  adviceModule,
  assistantModule,
  billingModule,
  businessesModule,
  companyChangesModule,
  complianceModule,
  documentsModule,
  editorModule,
  esignModule,
  growthModule,
  marketplaceModule,
  notificationsModule,
  partnerOffersModule,
  registrationsModule,
  supportModule,
  teamsModule,
  virtualOfficeModule,
  workflowsModule,
];
