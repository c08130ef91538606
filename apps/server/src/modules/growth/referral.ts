import { randomBytes } from 'node:crypto';
import type { TCreatePartner } from '@app/domain';
import { MESSAGES } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { referralPartners } from './referral-tables.js';

// The referral program's partner keys (SPEC §1, §7 createPartner). A key is made once per
// customer and then kept: links already shared must go on working.

/** 12 random bytes as URL-safe text: short enough to share, too many to guess. */
function newPartnerKey(): string {
  return randomBytes(12).toString('base64url');
}

export async function createPartner(
  deps: TDeps,
  options: { viewer: TViewer; input: TCreatePartner },
): Promise<string> {
  const { viewer, input } = options;
  if (input.userId !== viewer.user.id) throw forbidden();
  if (input.email.toLowerCase() !== viewer.user.email.toLowerCase()) {
    throw new AppError('BAD_INPUT', MESSAGES.referralEmailMismatch, {
      fields: { email: MESSAGES.referralEmailMismatch },
    });
  }
  const { db } = deps.database;
  // Two tabs asking at once both get the one key: the second insert does nothing.
  await db
    .insert(referralPartners)
    .values({
      userId: viewer.user.id,
      partnerKey: newPartnerKey(),
      email: viewer.user.email,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: referralPartners.userId });
  const [row] = await db
    .select({ partnerKey: referralPartners.partnerKey })
    .from(referralPartners)
    .where(eq(referralPartners.userId, viewer.user.id));
  if (!row) throw new AppError('INTERNAL', MESSAGES.referralLinkFailed);
  return row.partnerKey;
}
