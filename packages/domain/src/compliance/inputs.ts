import { z } from 'zod';
import { parseIsoDate } from '../shared/calendar.js';
import { COMPLIANCE_MESSAGES } from './messages.js';

const id = z.string().trim().min(1).max(64);
const isoDay = (message: string) => z.string().refine((v) => parseIsoDate(v) !== null, { message });

/** POST /business/tax/attach-compliance-plan/{businessId} (SPEC §7). */
export const ZAttachCompliancePlan = z.object({
  subscriptionId: id,
  bundleId: id.nullish(),
});
export type TAttachCompliancePlan = z.infer<typeof ZAttachCompliancePlan>;

/** The dates the calendar is computed from. */
export const ZComplianceDates = z.object({
  businessId: id,
  registeredOn: isoDay(COMPLIANCE_MESSAGES.badRegisteredOn),
  businessNameRenewalOn: isoDay(COMPLIANCE_MESSAGES.badDueOn).nullish(),
  registeredOfficeConsentOnFile: z.boolean().default(false),
});
export type TComplianceDates = z.infer<typeof ZComplianceDates>;
