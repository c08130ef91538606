import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { getSubscriptionSummary } from './entitlements.js';

/**
 * GetCompanyDocumentLibrary as the company free-trial flow reads it: bulk e-signing of the
 * company's formation documents comes with the company plan (trial included).
 */
export async function getCompanyDocumentLibrary(
  deps: TDeps,
  opts: { viewer: TViewer; applicationId: string },
) {
  const summary = await getSubscriptionSummary(deps, opts.viewer.user);
  return {
    applicationId: opts.applicationId,
    canEsign: summary.canAccessAllDocuments,
    sendBulkEsign: { available: summary.hasCompanyPlan },
  };
}
