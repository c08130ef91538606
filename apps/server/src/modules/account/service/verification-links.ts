import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../../platform/auth/tokens.js';
import type { TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { emailVerifications } from '../tables.js';

export const VERIFY_LINK_HOURS = 24;

/**
 * A new confirmation link for the user's address. Earlier links of the account stop
 * working: a sign-up repeated with new details must not be completed by the old link,
 * which would open the account with the details someone else chose.
 */
export async function issueVerificationLink(
  deps: TDeps,
  tx: TTx,
  opts: { userId: string; email: string; now: Date; next?: string },
): Promise<string> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: opts.now })
    .where(and(eq(emailVerifications.userId, opts.userId), isNull(emailVerifications.usedAt)));
  const token = newToken();
  await tx.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: opts.userId,
    email: opts.email.toLowerCase(),
    createdAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + VERIFY_LINK_HOURS * 60 * 60_000),
  });
  const next = opts.next ? `&next=${encodeURIComponent(opts.next)}` : '';
  return `${deps.config.APP_URL}/verify-email?token=${token}${next}`;
}
