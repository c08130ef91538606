import { CLIENT_RIGHTS_TEXT, MARKETPLACE_MESSAGES, type TSubmitQuote } from '@app/domain';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { mailNewQuote } from './mails.js';
import { noticeNewQuote } from './notices.js';
import {
  briefById,
  briefMissing,
  isUniqueViolation,
  newId,
  requireLawyer,
  type TQuote,
} from './records.js';
import { marketplaceQuotes as quotes } from './tables.js';

/** A lawyer's fixed-fee quote on an open brief, once per brief. */
export async function submitQuote(o: {
  deps: TDeps;
  user: TViewerUser;
  input: TSubmitQuote;
}): Promise<TQuote> {
  requireLawyer(o.user);
  const { db } = o.deps.database;
  const brief = await briefById(db, o.input.briefId);
  if (!brief) throw briefMissing();
  if (brief.customerId === o.user.id)
    throw new AppError('FORBIDDEN', MARKETPLACE_MESSAGES.ownBrief);
  if (brief.status !== 'OPEN') throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.briefNotOpen);
  try {
    const [row] = await db
      .insert(quotes)
      .values({
        id: newId(o.deps),
        briefId: brief.id,
        lawyerId: o.user.id,
        feeCents: o.input.feeCents,
        scope: o.input.scope,
        timelineDays: o.input.timelineDays,
        totalEstimateCents: o.input.totalEstimateCents,
        disbursements: o.input.disbursements,
        clientRights: CLIENT_RIGHTS_TEXT,
        status: 'SUBMITTED',
        createdAt: o.deps.clock.now(),
      })
      .returning();
    await mailNewQuote(o.deps, { brief, quote: row! });
    await noticeNewQuote(o.deps, { brief, quote: row! });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.alreadyQuoted);
    }
    throw error;
  }
}
