import { accountFeature } from '../features/account';
import { adminFeature } from '../features/admin';
import { adviceFeature } from '../features/advice';
import { assistantFeature } from '../features/assistant';
import { billingFeature } from '../features/billing';
import { businessesFeature } from '../features/businesses';
import { companyChangesFeature } from '../features/company-changes';
import { complianceFeature } from '../features/compliance';
import { documentsFeature } from '../features/documents';
import { editorFeature } from '../features/editor';
import { esignFeature } from '../features/esign';
import { helpCentreFeature } from '../features/help-centre';
import { homeFeature } from '../features/home';
import { legalPagesFeature } from '../features/legal-pages';
import { marketplaceFeature } from '../features/marketplace';
import { partnerOffersFeature } from '../features/partner-offers';
import { referralsFeature } from '../features/referrals';
import { registrationsFeature } from '../features/registrations';
import { supportFeature } from '../features/support';
import { teamsFeature } from '../features/teams';
import { virtualOfficeFeature } from '../features/virtual-office';
import { workflowsFeature } from '../features/workflows';
import type { TFeature } from '../lib/feature-routes';

/** Every area of the web app: one line each. The router is built from this list. */
export const FEATURES: readonly TFeature[] = [
  accountFeature,
  homeFeature,
  adminFeature,
  documentsFeature,
  editorFeature,
  esignFeature,
  billingFeature,
  businessesFeature,
  companyChangesFeature,
  registrationsFeature,
  legalPagesFeature,
  teamsFeature,
  referralsFeature,
  partnerOffersFeature,
  assistantFeature,
  adviceFeature,
  marketplaceFeature,
  complianceFeature,
  virtualOfficeFeature,
  supportFeature,
  helpCentreFeature,
  workflowsFeature,
];
