import { REGISTRATION_MESSAGES as M } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { flakeId } from '../../../platform/ids.js';
import { insertInvoice, takePayment, usablePaymentMethod } from '../../billing/index.js';
import { companyApplications, registrationPayments } from '../tables.js';
import {
  applicationCompanyName,
  statusEntry,
  type TApplicationRow,
} from './application-records.js';

/** What the customer pays for a company registration: our service fee, then ASIC's fee. */
export function companyRegistrationCharges(row: TApplicationRow) {
  const lines = [
    {
      description: 'Clausewell company registration service',
      amountInCents: row.serviceFeeInCents,
    },
    {
      description: `${row.governmentFee.label} (no GST)`,
      amountInCents: row.governmentFee.amountInCents,
      gstFree: true,
    },
  ];
  return { lines, totalInCents: lines.reduce((sum, l) => sum + l.amountInCents, 0) };
}

/**
 * Takes the fees through billing's one money path and, in the unit of work that records the
 * payment, marks the application Paid and Submitted, so the lodgement that follows lodges
 * only what was paid for. Called under the customer's lock with a form ready to lodge.
 *
 * A refused card leaves the application as it was, PaymentFailed with the gateway's words,
 * ready to pay again (each attempt is a new payment intent, so a retry really charges). If a
 * payment for this application was already recorded, the unique application id refuses the
 * second one's records and billing gives that money straight back.
 */
export async function payForCompanyApplication(
  deps: TDeps,
  o: { user: TViewerUser; row: TApplicationRow; paymentMethodId: string | null },
): Promise<void> {
  const { row, user } = o;
  const { lines, totalInCents } = companyRegistrationCharges(row);
  if (o.paymentMethodId === null && totalInCents > 0) {
    throw new AppError('BAD_INPUT', M.paymentMethodNeeded, {
      fields: { paymentMethodId: M.paymentMethodNeeded },
    });
  }
  const payer = o.paymentMethodId
    ? await usablePaymentMethod(deps, { user, paymentMethodId: o.paymentMethodId })
    : null;
  const name = applicationCompanyName(row.form, null) ?? 'a company named by its ACN';
  try {
    await takePayment(deps, {
      userId: user.id,
      actorId: user.id,
      operation: 'purchase',
      requestKey: null,
      gatewayCustomerId: payer?.customerId ?? null,
      paymentMethodId: payer?.method.id ?? null,
      amountInCents: totalInCents,
      description: `Company registration: ${name}`,
      coupons: [],
      context: { registration: 'company', applicationId: row.id },
      record: async (tx, { now }) => {
        const invoice = await insertInvoice(tx, {
          userId: user.id,
          description: `Company registration: ${name}`,
          lines,
          periodStart: null,
          periodEnd: null,
          subtotalInCents: totalInCents,
          discountInCents: 0,
          creditAppliedInCents: 0,
          now,
        });
        await tx.insert(registrationPayments).values({
          id: flakeId(now.getTime()),
          userId: user.id,
          applicationId: row.id,
          invoiceId: invoice.id,
          amountInCents: totalInCents,
          paidAt: now,
        });
        const [paid] = await tx
          .update(companyApplications)
          .set({
            paymentStatus: 'Paid',
            paymentFailure: null,
            paidAt: now,
            status: 'Submitted',
            submittedAt: now,
            timeline: [...row.timeline, statusEntry('Submitted', now)],
            updatedAt: now,
          })
          .where(
            and(eq(companyApplications.id, row.id), ne(companyApplications.paymentStatus, 'Paid')),
          )
          .returning({ id: companyApplications.id });
        if (!paid) throw new AppError('CONFLICT', M.alreadyPaid);
        return { result: row.id, invoice };
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') {
      await deps.database.db
        .update(companyApplications)
        .set({
          paymentStatus: 'PaymentFailed',
          paymentFailure: error.message,
          updatedAt: deps.clock.now(),
        })
        .where(eq(companyApplications.id, row.id));
    }
    throw error;
  }
}
