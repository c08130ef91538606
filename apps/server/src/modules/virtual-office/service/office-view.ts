import {
  formatOfficeAddress,
  officeLocation,
  type TVirtualOffice,
  type TVirtualOfficeMailItem,
  VIRTUAL_OFFICE_MESSAGES,
} from '@app/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { businesses } from '../../businesses/index.js';
import { virtualOfficeMail, virtualOffices } from '../tables.js';

export type TOfficeRow = typeof virtualOffices.$inferSelect;
type TBusinessRow = typeof businesses.$inferSelect;
type TMailRow = typeof virtualOfficeMail.$inferSelect;

export const notFoundOffice = () =>
  new AppError('NOT_FOUND', VIRTUAL_OFFICE_MESSAGES.officeNotFound);

const isCompany = (b: TBusinessRow) => Boolean(b.acn);

export const mailView = (m: TMailRow): TVirtualOfficeMailItem => ({
  id: m.id,
  sender: m.sender,
  receivedOn: m.receivedOn,
  scanName: m.scanName,
  recordedAt: m.createdAt.toISOString(),
});

export function officeView(o: TOfficeRow, b: TBusinessRow, mail: TMailRow[]): TVirtualOffice {
  const location = officeLocation(o.locationId);
  return {
    id: o.id,
    businessId: b.id,
    businessName: b.entityName,
    acn: b.acn,
    isCompany: isCompany(b),
    locationId: o.locationId,
    address: location ? formatOfficeAddress(location) : '',
    planHandle: o.planHandle,
    status: o.status,
    reference: o.reference,
    activatedAt: o.activatedAt?.toISOString() ?? null,
    hasConsent: Boolean(o.consentKey),
    mail: mail.map(mailView),
  };
}

/** The office and its business, only for the customer it belongs to (another's is not found). */
export async function ownedOffice(
  deps: TDeps,
  opts: { userId: string; virtualOfficeId: string },
): Promise<{ office: TOfficeRow; business: TBusinessRow }> {
  const [row] = await deps.database.db
    .select({ office: virtualOffices, business: businesses })
    .from(virtualOffices)
    .innerJoin(businesses, eq(businesses.id, virtualOffices.businessId))
    .where(
      and(eq(virtualOffices.id, opts.virtualOfficeId), eq(virtualOffices.userId, opts.userId)),
    );
  if (!row) throw notFoundOffice();
  return row;
}

async function mailOf(deps: TDeps, virtualOfficeId: string) {
  return deps.database.db
    .select()
    .from(virtualOfficeMail)
    .where(eq(virtualOfficeMail.virtualOfficeId, virtualOfficeId))
    .orderBy(desc(virtualOfficeMail.receivedOn), desc(virtualOfficeMail.id));
}

/** GET /vo/:id: the office, its address and the mail received for it. */
export async function getVirtualOffice(
  deps: TDeps,
  opts: { userId: string; virtualOfficeId: string },
): Promise<TVirtualOffice> {
  const { office, business } = await ownedOffice(deps, opts);
  return officeView(office, business, await mailOf(deps, office.id));
}

/** GET /vo/list: the customer's offices, oldest first, without their mail. */
export async function listVirtualOffices(
  deps: TDeps,
  opts: { userId: string },
): Promise<TVirtualOffice[]> {
  const rows = await deps.database.db
    .select({ office: virtualOffices, business: businesses })
    .from(virtualOffices)
    .innerJoin(businesses, eq(businesses.id, virtualOffices.businessId))
    .where(eq(virtualOffices.userId, opts.userId))
    .orderBy(asc(virtualOffices.createdAt));
  return rows.map((r) => officeView(r.office, r.business, []));
}

/** GET /vo/admin/list (staff): every active office with its customer, to record mail against. */
export async function listActiveOfficesForStaff(deps: TDeps) {
  const rows = await deps.database.db
    .select({ office: virtualOffices, business: businesses })
    .from(virtualOffices)
    .innerJoin(businesses, eq(businesses.id, virtualOffices.businessId))
    .where(eq(virtualOffices.status, 'Active'))
    .orderBy(asc(virtualOffices.reference))
    .limit(500);
  return rows.map((r) => officeView(r.office, r.business, []));
}
