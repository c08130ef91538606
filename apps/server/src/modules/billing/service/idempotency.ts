import { createHash, randomUUID } from 'node:crypto';
import { BILLING_MESSAGES } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb, TTx } from '../../../platform/db/client.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { idempotentRequests } from '../tables.js';

// A purchase retried with the same key (a double click, a dropped connection) returns what
// the first attempt made instead of buying again. `once` runs under the customer's lock
// (payment-operation.ts), so a key is never worked on twice at the same time: an unfinished
// claim found here was left by a process that died, and is taken over.

const fingerprint = (input: unknown) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

export const MAX_REQUEST_KEY_LENGTH = 200;

export async function once<T>(
  deps: TDeps,
  opts: {
    userId: string;
    key: string | null | undefined;
    operation: string;
    input: unknown;
    run: (requestKey: string) => Promise<T & { id: string }>;
    replay: (resultId: string) => Promise<T>;
  },
): Promise<T> {
  const { db } = deps.database;
  const key = opts.key?.trim() || randomUUID();
  if (key.length > MAX_REQUEST_KEY_LENGTH) {
    throw new AppError('BAD_INPUT', BILLING_MESSAGES.idempotencyKeyTooLong, {
      fields: { idempotencyKey: BILLING_MESSAGES.idempotencyKeyTooLong },
    });
  }
  const requestHash = fingerprint({ operation: opts.operation, input: opts.input });
  const where = and(eq(idempotentRequests.userId, opts.userId), eq(idempotentRequests.key, key));
  const [claimed] = await db
    .insert(idempotentRequests)
    .values({
      userId: opts.userId,
      key,
      operation: opts.operation,
      requestHash,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    const [earlier] = await db.select().from(idempotentRequests).where(where);
    if (!earlier || earlier.requestHash !== requestHash) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.idempotencyKeyReused, {
        fields: { idempotencyKey: BILLING_MESSAGES.idempotencyKeyReused },
      });
    }
    if (earlier.resultId) return opts.replay(earlier.resultId);
  }
  try {
    const result = await opts.run(key);
    await db.update(idempotentRequests).set({ resultId: result.id }).where(where);
    return result;
  } catch (error) {
    // A refused request made nothing: the same key may be used again.
    await releaseRequestKey(db, { userId: opts.userId, key });
    throw error;
  }
}

/** Frees a key whose request made nothing (or whose payment was given back). */
export async function releaseRequestKey(db: TDb | TTx, opts: { userId: string; key: string }) {
  await db
    .delete(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, opts.userId),
        eq(idempotentRequests.key, opts.key),
        isNull(idempotentRequests.resultId),
      ),
    );
}

/** Records what a key's request made, in the transaction that made it. */
export async function rememberRequestResult(
  tx: TTx,
  opts: { userId: string; key: string; resultId: string },
) {
  await tx
    .update(idempotentRequests)
    .set({ resultId: opts.resultId })
    .where(and(eq(idempotentRequests.userId, opts.userId), eq(idempotentRequests.key, opts.key)));
}
