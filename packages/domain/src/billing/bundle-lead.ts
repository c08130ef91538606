import {
  ACCOUNTING_ADVICE_PLANS,
  COMPLIANCE_PLANS,
  ESSENTIALS_PLANS,
  isInPlanClass,
  LEGAL_ADVICE_PLANS,
  TAX_PLANS,
  VIRTUAL_OFFICE_PLANS,
} from './plan-classes.js';

// The plan a bundle's success screen speaks for: the adviser plans first (they bring the
// most to set up), then documents, then the office and compliance services.
const BUNDLE_LEAD_ORDER = [
  LEGAL_ADVICE_PLANS,
  ACCOUNTING_ADVICE_PLANS,
  TAX_PLANS,
  ESSENTIALS_PLANS,
  VIRTUAL_OFFICE_PLANS,
  COMPLIANCE_PLANS,
] as const;

/** The handle that leads a bundle of plans; undefined for an empty bundle. */
export function bundleLeadPlan(handles: readonly string[]): string | undefined {
  for (const planClass of BUNDLE_LEAD_ORDER) {
    const lead = handles.find((handle) => isInPlanClass(planClass, handle));
    if (lead) return lead;
  }
  return handles[0];
}
