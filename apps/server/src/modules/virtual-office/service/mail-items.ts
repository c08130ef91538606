import { VIRTUAL_OFFICE_MESSAGES as M, type TRecordVirtualOfficeMail } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { assertAdmin } from '../../../platform/auth/admin.js';
import { users } from '../../../platform/auth/users-table.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { businesses } from '../../businesses/index.js';
import { findUpload } from '../../documents/index.js';
import { notificationEmailWanted, notify } from '../../notifications/index.js';
import { virtualOfficeMail, virtualOffices } from '../tables.js';
import { mailReceivedMail } from './mails.js';
import { mailView, notFoundOffice, ownedOffice } from './office-view.js';

/**
 * POST /vo/:id/mail (staff only): records an item received at the office. The scan is a PDF
 * the staff member uploaded; it is copied to the office's own files so the customer's link
 * never depends on the staff member's uploads. The customer is told in the app and by e-mail.
 */
export async function recordVirtualOfficeMail(
  deps: TDeps,
  opts: { viewer: TViewer; virtualOfficeId: string; input: TRecordVirtualOfficeMail },
) {
  assertAdmin(opts.viewer);
  const { db } = deps.database;
  const [row] = await db
    .select({ office: virtualOffices, business: businesses, owner: users })
    .from(virtualOffices)
    .innerJoin(businesses, eq(businesses.id, virtualOffices.businessId))
    .innerJoin(users, eq(users.id, virtualOffices.userId))
    .where(eq(virtualOffices.id, opts.virtualOfficeId));
  if (!row) throw notFoundOffice();
  if (row.office.status !== 'Active') throw new AppError('CONFLICT', M.officeNotActive);
  const scan = await findUpload(deps, {
    ownerId: opts.viewer.actor.id,
    storedName: opts.input.scanFileName,
  }).catch(() => undefined);
  if (scan?.fileType !== 'PDF') {
    throw new AppError('BAD_INPUT', M.scanNotPdf, { fields: { scanFileName: M.scanNotPdf } });
  }
  const bytes = await deps.files.read(scan.storageKey);
  if (!bytes) throw new AppError('BAD_INPUT', M.scanNotPdf);
  const now = deps.clock.now();
  const id = flakeId(now.getTime());
  const scanKey = `virtual-offices/${row.office.userId}/${row.office.id}/mail-${id}.pdf`;
  await deps.files.write(scanKey, bytes);
  const [mail] = await db
    .insert(virtualOfficeMail)
    .values({
      id,
      virtualOfficeId: row.office.id,
      sender: opts.input.sender,
      receivedOn: opts.input.receivedOn,
      scanKey,
      scanName: scan.originalName.toLowerCase().endsWith('.pdf')
        ? scan.originalName
        : `${scan.originalName}.pdf`,
      recordedBy: opts.viewer.actor.id,
      createdAt: now,
    })
    .returning();
  const link = `/businesses/manage-my-business/virtual-office/${row.office.id}`;
  await notify(deps, {
    userId: row.office.userId,
    kind: 'VIRTUAL_OFFICE',
    title: `New mail from ${opts.input.sender}`,
    body: `Received ${opts.input.receivedOn} at your virtual office for ${row.business.entityName}.`,
    link,
  });
  const kind = 'VIRTUAL_OFFICE';
  if (await notificationEmailWanted(deps, { userId: row.office.userId, kind })) {
    await deps.mailer
      .send(
        mailReceivedMail(deps, {
          to: row.owner.email,
          firstName: row.owner.firstName,
          businessName: row.business.entityName,
          sender: opts.input.sender,
          link,
        }),
      )
      .catch((err) => deps.logger.error({ err }, 'virtual office mail notice not sent'));
  }
  return mailView(mail!);
}

/** A mail item's scan, for the office's customer or staff; anyone else is told it is not found. */
export async function mailScan(
  deps: TDeps,
  opts: { viewer: TViewer; virtualOfficeId: string; mailId: string },
) {
  const office = opts.viewer.actor.isAdmin
    ? await anyOffice(deps, opts.virtualOfficeId)
    : (
        await ownedOffice(deps, {
          userId: opts.viewer.user.id,
          virtualOfficeId: opts.virtualOfficeId,
        })
      ).office;
  const [mail] = await deps.database.db
    .select()
    .from(virtualOfficeMail)
    .where(
      and(eq(virtualOfficeMail.id, opts.mailId), eq(virtualOfficeMail.virtualOfficeId, office.id)),
    );
  if (!mail) throw new AppError('NOT_FOUND', M.mailNotFound);
  const bytes = await deps.files.read(mail.scanKey);
  if (!bytes) throw new AppError('NOT_FOUND', M.mailNotFound);
  return { bytes, fileName: mail.scanName };
}

async function anyOffice(deps: TDeps, virtualOfficeId: string) {
  const [office] = await deps.database.db
    .select()
    .from(virtualOffices)
    .where(eq(virtualOffices.id, virtualOfficeId));
  if (!office) throw notFoundOffice();
  return office;
}

/** The occupier's consent PDF of the customer's office. */
export async function consentPdf(deps: TDeps, opts: { userId: string; virtualOfficeId: string }) {
  const { office, business } = await ownedOffice(deps, opts);
  const bytes = office.consentKey ? await deps.files.read(office.consentKey) : undefined;
  if (!bytes) throw notFoundOffice();
  const safe = business.entityName.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'company';
  return { bytes, fileName: `Registered office consent - ${safe}.pdf` };
}
