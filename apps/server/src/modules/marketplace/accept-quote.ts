import { BILLING_MESSAGES, MARKETPLACE_MESSAGES, payoutSplit } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import { withCustomerLock } from '../../platform/customer-lock.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { usablePaymentMethod } from '../billing/index.js';
import { mailQuoteAccepted } from './mails.js';
import { noticeQuoteAccepted } from './notices.js';
import {
  customerBrief,
  isUniqueViolation,
  jobOfBrief,
  newId,
  quoteMissing,
  requireCustomer,
  type TJob,
} from './records.js';
import {
  marketplaceBriefs as briefs,
  marketplaceJobs as jobs,
  marketplaceQuotes as quotes,
} from './tables.js';

const taken = () => new AppError('CONFLICT', MARKETPLACE_MESSAGES.quoteAlreadyAccepted);

/**
 * The customer accepts one quote and pays its fixed fee, which is held until the work is
 * accepted. Under the customer's lock the brief is read again, so of two accepts at once
 * one pays and the other is told; the unique indexes on the job and the accepted quote
 * hold even for a writer that skipped the lock, and its charge is then given back.
 */
export async function acceptQuote(o: {
  deps: TDeps;
  user: TViewerUser;
  quoteId: string;
  paymentMethodId: string;
}): Promise<TJob> {
  const { deps, user } = o;
  requireCustomer(user);
  const { db } = deps.database;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, o.quoteId)).limit(1);
  if (!quote) throw quoteMissing();
  // Another customer's quote answers as missing, like the brief it belongs to.
  await customerBrief(db, { id: quote.briefId, customerId: user.id }).catch(() => {
    throw quoteMissing();
  });

  const job = await withCustomerLock(deps, user.id, async () => {
    const brief = await customerBrief(db, { id: quote.briefId, customerId: user.id });
    if (brief.status !== 'OPEN' || (await jobOfBrief(db, brief.id))) throw taken();
    const [current] = await db.select().from(quotes).where(eq(quotes.id, quote.id)).limit(1);
    if (current?.status !== 'SUBMITTED') throw taken();

    const { method, customerId } = await usablePaymentMethod(deps, {
      user,
      paymentMethodId: o.paymentMethodId,
    });
    const charge = await deps.gateway.charge({
      customerId,
      paymentMethodId: method.id,
      amountInCents: quote.feeCents,
      description: `Legal work: ${brief.title}`,
      idempotencyKey: `marketplace:accept:${quote.id}`,
    });
    if (charge.status === 'failed') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        charge.failureMessage ?? BILLING_MESSAGES.paymentDeclined,
      );
    }

    const now = deps.clock.now();
    const split = payoutSplit(quote.feeCents, deps.marketplaceFeeBasisPoints);
    try {
      return await inUnitOfWork(deps, async (_work, tx) => {
        const [job] = await tx
          .insert(jobs)
          .values({
            id: newId(deps),
            briefId: brief.id,
            quoteId: quote.id,
            customerId: user.id,
            lawyerId: quote.lawyerId,
            status: 'LAWYER_WON',
            history: [
              { status: 'BRIEF_PAID', at: now.toISOString(), by: 'CUSTOMER' },
              { status: 'LAWYER_WON', at: now.toISOString(), by: 'CUSTOMER' },
            ],
            amountInCents: split.amountInCents,
            feeInCents: split.feeInCents,
            netInCents: split.netInCents,
            gatewayChargeId: charge.id,
            payoutStatus: 'HELD',
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.update(quotes).set({ status: 'ACCEPTED' }).where(eq(quotes.id, quote.id));
        await tx
          .update(quotes)
          .set({ status: 'DECLINED' })
          .where(and(eq(quotes.briefId, brief.id), ne(quotes.id, quote.id)));
        await tx
          .update(briefs)
          .set({ status: 'AWARDED', updatedAt: now })
          .where(eq(briefs.id, brief.id));
        return job!;
      });
    } catch (error) {
      // The money was taken but the books refused the job: give it straight back.
      await deps.gateway.refund({
        chargeId: charge.id,
        amountInCents: quote.feeCents,
        idempotencyKey: `marketplace:reversal:${quote.id}`,
      });
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
  const brief = await customerBrief(db, { id: job.briefId, customerId: user.id });
  await mailQuoteAccepted(deps, { brief, job });
  await noticeQuoteAccepted(deps, { brief, job });
  return job;
}
