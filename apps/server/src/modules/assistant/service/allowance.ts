import { and, count, eq, gt } from 'drizzle-orm';
import type { TViewerUser } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { getSubscriptionSummary } from '../../billing/index.js';
import { AI_MESSAGES } from '../messages.js';
import { aiMessages } from '../tables.js';

/**
 * Questions a customer may ask in any 24 hours. Plans with canUseAI get a working day's
 * worth; everyone else a taste, so the assistant can be tried before buying.
 */
export const AI_DAILY_QUESTIONS = { withPlan: 100, withoutPlan: 5 } as const;
const WINDOW_MS = 24 * 60 * 60 * 1000;

export type TAllowance = { limit: number; used: number; canUseAI: boolean };

/** The customer's allowance as it stands; read inside the customer lock before spending. */
export async function readAllowance(
  deps: TDeps,
  user: Pick<TViewerUser, 'id' | 'isLawyer'>,
): Promise<TAllowance> {
  const plan = await getSubscriptionSummary(deps, user);
  const since = new Date(deps.clock.now().getTime() - WINDOW_MS);
  const [row] = await deps.database.db
    .select({ used: count() })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.userId, user.id),
        eq(aiMessages.entity, 'USER'),
        gt(aiMessages.createdAt, since),
      ),
    );
  const limit = plan.canUseAI ? AI_DAILY_QUESTIONS.withPlan : AI_DAILY_QUESTIONS.withoutPlan;
  return { limit, used: Number(row?.used ?? 0), canUseAI: plan.canUseAI };
}

/** Refuses a question once the day's allowance is spent, naming what the customer can do. */
export function assertAllowanceLeft(allowance: TAllowance) {
  if (allowance.used < allowance.limit) return;
  throw new AppError(
    'RATE_LIMITED',
    allowance.canUseAI ? AI_MESSAGES.paidDailyLimit : AI_MESSAGES.freeDailyLimit,
    { log: `AI allowance spent: ${allowance.used}/${allowance.limit}`, retryAfterSeconds: 3600 },
  );
}
