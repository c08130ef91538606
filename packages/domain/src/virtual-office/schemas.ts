import { z } from 'zod';
import { OFFICE_LOCATION_IDS, VIRTUAL_OFFICE_PLAN_HANDLES } from './locations.js';
import { VIRTUAL_OFFICE_MESSAGES as M } from './messages.js';

/** POST /vo/start: the business, the location and the plan chosen before paying. */
export const ZStartVirtualOffice = z.object({
  businessId: z.string().min(1).max(64),
  locationId: z.enum(OFFICE_LOCATION_IDS, { error: M.locationUnknown }),
  planHandle: z.enum(VIRTUAL_OFFICE_PLAN_HANDLES, { error: M.planUnknown }),
});
export type TStartVirtualOffice = z.infer<typeof ZStartVirtualOffice>;

/** POST /vo/:id/mail (staff): an item received at the office, its scan uploaded as a PDF. */
export const ZRecordVirtualOfficeMail = z.object({
  sender: z.string({ error: M.senderRequired }).trim().min(1, M.senderRequired).max(200),
  receivedOn: z
    .string({ error: M.receivedOnFormat })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.receivedOnFormat),
  /** The stored name /upload/my-document-upload gave the scan. */
  scanFileName: z.string().min(1).max(255),
});
export type TRecordVirtualOfficeMail = z.infer<typeof ZRecordVirtualOfficeMail>;

export const VIRTUAL_OFFICE_STATUSES = ['PendingPayment', 'Active'] as const;
export type TVirtualOfficeStatus = (typeof VIRTUAL_OFFICE_STATUSES)[number];

export type TVirtualOfficeMailItem = {
  id: string;
  sender: string;
  receivedOn: string;
  scanName: string;
  recordedAt: string;
};

/** A virtual office as the customer's pages read it. */
export type TVirtualOffice = {
  id: string;
  businessId: string;
  businessName: string;
  acn: string | null;
  isCompany: boolean;
  locationId: string;
  address: string;
  planHandle: string;
  status: TVirtualOfficeStatus;
  reference: string;
  activatedAt: string | null;
  hasConsent: boolean;
  mail: TVirtualOfficeMailItem[];
};
