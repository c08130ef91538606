import { DOCUMENT_LICENCE_SETTING } from '@app/domain';
import type { TDeps } from '../../platform/deps.js';
import { findUserByEmail, readUserPreference } from '../account/index.js';
import { grantDocumentLicence } from './service/licences.js';

/** The demo customer of the README (AU customer, free tier). */
const DEMO_CUSTOMER_EMAIL = 'customer@clausewell.test';

/**
 * Outside production the demo customer starts with one unused pay-per-document licence, as
 * if they had bought one, so the licence dialog can be tried (and is, by the browser
 * journey) without a payment. Only the first start grants it: once the customer has any
 * licence history, nothing is added again.
 */
export async function seedDemoLicence(deps: TDeps) {
  if (deps.config.NODE_ENV === 'production') return;
  const customer = await findUserByEmail(deps.database.db, DEMO_CUSTOMER_EMAIL);
  if (!customer) return;
  const existing = await readUserPreference(deps, {
    userId: customer.id,
    settingName: DOCUMENT_LICENCE_SETTING,
  });
  if (existing) return;
  await grantDocumentLicence(deps, {
    userId: customer.id,
    subscriptionId: 'demo-pay-per-document',
  });
}
