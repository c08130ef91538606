import { refusalRefund, refusalRefundMessage } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TWork } from '../../../platform/db/unit-of-work.js';
import type { TDeps } from '../../../platform/deps.js';
import { findUserById } from '../../account/index.js';
import { refundInvoicePayment } from '../../billing/index.js';
import { registrationPayments } from '../tables.js';
import { applicationCompanyName, type TApplicationRow } from './application-records.js';

/**
 * Gives back what the customer paid for an application ASIC refused, and says so. Called in
 * the unit of work that marks the application Rejected, which happens once (the row is
 * locked and must still be Submitted), so a refusal seen twice refunds once. Answers the
 * sentence the application's page shows; null when nothing was paid.
 */
export async function refundRefusedApplication(
  deps: TDeps,
  o: { work: TWork; row: TApplicationRow; reason: string },
): Promise<string | null> {
  const { work, row } = o;
  const [payment] = await work.database.db
    .select()
    .from(registrationPayments)
    .where(
      and(
        eq(registrationPayments.applicationId, row.id),
        eq(registrationPayments.userId, row.userId),
      ),
    );
  if (!payment) return null;
  // A Rejected application cannot be changed or lodged again here: nothing can be resubmitted.
  const due = refusalRefund({
    serviceFeeInCents: row.serviceFeeInCents,
    governmentFeeInCents: row.governmentFee.amountInCents,
    customerCanResubmit: false,
  });
  const refund = await refundInvoicePayment(deps, {
    work,
    userId: row.userId,
    actorId: null,
    invoiceId: payment.invoiceId,
    amountInCents: Math.min(due.refundInCents, payment.amountInCents),
    reason: 'company registration refused by ASIC',
    context: { registration: 'company', applicationId: row.id },
  });
  const message = refusalRefundMessage({
    refundInCents: refund?.amountInCents ?? 0,
    keptInCents: due.keptInCents,
    cardLast4: refund?.cardLast4 ?? null,
  });
  work.afterCommit(() => tellCustomerOfRefusal(deps, { row, reason: o.reason, message }));
  return message;
}

async function tellCustomerOfRefusal(
  deps: TDeps,
  o: { row: TApplicationRow; reason: string; message: string },
) {
  const user = await findUserById(deps.database.db, o.row.userId);
  if (!user) return;
  const name = applicationCompanyName(o.row.form, null) ?? 'your company';
  await deps.mailer.send({
    to: user.email,
    subject: 'ASIC did not register your company',
    text: [
      `Hi ${user.firstName},`,
      '',
      `ASIC refused the registration of ${name}: ${o.reason}`,
      '',
      o.message,
    ].join('\n'),
  });
}
