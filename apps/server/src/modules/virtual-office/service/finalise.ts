import {
  formatOfficeAddress,
  formatSydneyDate,
  isEntitled,
  VIRTUAL_OFFICE_MESSAGES as M,
  officeLocation,
  type TFinaliseVirtualOffice,
  type TSubscriptionState,
  VIRTUAL_OFFICE_PLAN_HANDLES,
  type ZFinaliseVirtualOffice,
} from '@app/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TViewer } from '../../../platform/auth/viewer.js';
import { withCustomerLock } from '../../../platform/customer-lock.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { subscriptions } from '../../billing/index.js';
import { notificationEmailWanted, notify } from '../../notifications/index.js';
import { virtualOffices } from '../tables.js';
import { writeConsentPdf } from './consent-pdf.js';
import { officeReadyMail } from './mails.js';
import { getVirtualOffice, ownedOffice } from './office-view.js';
import { signatureFile } from './signature.js';

type TInput = z.infer<typeof ZFinaliseVirtualOffice>;

export type { TFinaliseVirtualOffice };

const ymdToDmy = (ymd: string) => ymd.split('-').reverse().join('/');

/**
 * POST /vo/finalise-payment: the signed authorisation makes a paid office Active. Its plan is
 * the customer's paid virtual office subscription no other office uses; the occupier's consent
 * is produced with the signature. Run in the customer's lock and checked again inside it, so
 * a repeat answers the office as finalised and two offices never share one payment.
 */
export async function finaliseVirtualOffice(deps: TDeps, opts: { viewer: TViewer; input: TInput }) {
  const userId = opts.viewer.user.id;
  const { input } = opts;
  const done = await withCustomerLock(deps, userId, async () => {
    const { office, business } = await ownedOffice(deps, {
      userId,
      virtualOfficeId: input.virtualOfficeId,
    });
    if (office.status === 'Active') return { office, business, changed: false };

    if (business.acn && business.acn !== input.acnNumber) {
      throw new AppError('BAD_INPUT', M.acnMismatch, { fields: { acnNumber: M.acnMismatch } });
    }
    const found = await deps.businessRegistry.findByAcn(input.acnNumber);
    if (found?.entityStatus !== 'Registered') {
      throw new AppError('BAD_INPUT', M.acnInvalid, { fields: { acnNumber: M.acnInvalid } });
    }
    const signature = await signatureFile(deps, { userId, signatureUrl: input.signatureUrl });
    const subscription = await unusedPlan(deps, { userId, preferred: office.planHandle });
    if (!subscription) throw new AppError('CONFLICT', M.notPaid);

    const location = officeLocation(office.locationId);
    if (!location) throw new AppError('BAD_INPUT', M.locationUnknown);
    const now = deps.clock.now();
    const a = input.authorizer;
    const fullName = [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');
    const companyName = found.mainName?.organisationName ?? business.entityName;
    const pdf = await writeConsentPdf({
      occupier: location.occupier,
      address: formatOfficeAddress(location),
      companyName,
      acn: input.acnNumber,
      reference: office.reference,
      consentDate: formatSydneyDate(now),
      signedDate: ymdToDmy(input.signedDate),
      authoriser: { fullName, roles: a.role.join(' and ') },
      signaturePng: signature.bytes,
    });
    const consentKey = `virtual-offices/${userId}/${office.id}/consent.pdf`;
    await deps.files.write(consentKey, pdf);
    const [updated] = await deps.database.db
      .update(virtualOffices)
      .set({
        status: 'Active',
        subscriptionId: subscription.id,
        planHandle: subscription.productHandle,
        consentKey,
        activatedAt: now,
        authorisation: {
          firstName: a.firstName,
          middleName: a.middleName ?? null,
          lastName: a.lastName,
          role: a.role,
          acnNumber: input.acnNumber,
          signedDate: input.signedDate,
          signatureKey: signature.key,
        },
      })
      .where(and(eq(virtualOffices.id, office.id), eq(virtualOffices.status, 'PendingPayment')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', M.notPaid);
    return { office: updated, business, changed: true };
  });

  if (done.changed) {
    const location = officeLocation(done.office.locationId);
    const address = location ? formatOfficeAddress(location) : '';
    const link = `/businesses/manage-my-business/virtual-office/${done.office.id}`;
    await notify(deps, {
      userId,
      kind: 'VIRTUAL_OFFICE',
      title: 'Your virtual office is ready',
      body: `${done.business.entityName} now has the address ${address}.`,
      link,
    });
    if (await notificationEmailWanted(deps, { userId, kind: 'VIRTUAL_OFFICE' })) {
      await deps.mailer
        .send(
          officeReadyMail(deps, {
            to: opts.viewer.user.email,
            firstName: opts.viewer.user.firstName,
            businessName: done.business.entityName,
            address,
            link,
          }),
        )
        .catch((err) => deps.logger.error({ err }, 'virtual office mail not sent'));
    }
  }
  return getVirtualOffice(deps, { userId, virtualOfficeId: done.office.id });
}

/** The customer's paid virtual office plan that no office uses yet, the chosen plan first. */
async function unusedPlan(deps: TDeps, opts: { userId: string; preferred: string }) {
  const { db } = deps.database;
  const used = await db
    .select({ id: virtualOffices.subscriptionId })
    .from(virtualOffices)
    .where(and(eq(virtualOffices.userId, opts.userId), isNotNull(virtualOffices.subscriptionId)));
  const taken = new Set(used.map((u) => u.id));
  const held = await db
    .select({
      id: subscriptions.id,
      productHandle: subscriptions.productHandle,
      state: subscriptions.state,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, opts.userId),
        inArray(subscriptions.productHandle, [...VIRTUAL_OFFICE_PLAN_HANDLES]),
      ),
    );
  const free = held.filter((s) => isEntitled(s.state as TSubscriptionState) && !taken.has(s.id));
  return free.find((s) => s.productHandle === opts.preferred) ?? free[0];
}
