import { COMPANY_CHANGE_LABELS, COMPANY_CHANGE_MESSAGES as M } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { usablePaymentMethod } from '../billing/index.js';
import { type TCompanyChangeView, viewChange } from './change-view.js';
import { ownedChange } from './records.js';
import { submitCompanyChange } from './submit-change.js';
import { companyChanges } from './tables.js';

/**
 * Pays for a change ready for payment with one of the customer's saved payment methods, then
 * lodges it. Runs under the customer's lock and re-reads the change inside it, and the charge
 * is keyed by the change: two payments racing take the money once.
 */
export async function payCompanyChange(o: {
  deps: TDeps;
  user: TViewerUser;
  changeId: string;
  paymentMethodId: string;
}): Promise<TCompanyChangeView> {
  const { deps } = o;
  const { db } = deps.database;
  const paid = await withCustomerLock(deps, o.user.id, async () => {
    const row = await ownedChange(db, { userId: o.user.id, changeId: o.changeId });
    if (row.status === 'Paid' || row.status === 'InReview' || row.status === 'Submitted') {
      return row;
    }
    if (row.status !== 'PendingPayment' && row.status !== 'PaymentFailed') {
      throw new AppError(
        'CONFLICT',
        row.status === 'InProgress' ? M.changesIncomplete : M.notPayable,
      );
    }
    const { method, customerId } = await usablePaymentMethod(deps, {
      user: o.user,
      paymentMethodId: o.paymentMethodId,
    });
    const what = row.types.map((t) => COMPANY_CHANGE_LABELS[t]).join(', ');
    const charge = await deps.gateway.charge({
      customerId,
      paymentMethodId: method.id,
      amountInCents: row.priceCents,
      description: `ASIC company change: ${what}`,
      // A failed attempt may be retried with another card: each attempt has its own key.
      idempotencyKey: `company-change:${row.id}:${row.paymentFailure ? row.updatedAt.getTime() : 0}`,
    });
    const now = deps.clock.now();
    const [updated] = await db
      .update(companyChanges)
      .set(
        charge.status === 'failed'
          ? { status: 'PaymentFailed', paymentFailure: charge.failureMessage, updatedAt: now }
          : {
              status: charge.status === 'succeeded' ? 'Paid' : 'PendingPayment',
              chargeId: charge.id,
              paymentFailure: null,
              paidAt: charge.status === 'succeeded' ? now : null,
              updatedAt: now,
            },
      )
      .where(eq(companyChanges.id, row.id))
      .returning();
    return updated!;
  });
  if (paid.status === 'Paid')
    return submitCompanyChange({ deps, userId: o.user.id, changeId: paid.id });
  return viewChange(deps, db, paid);
}
