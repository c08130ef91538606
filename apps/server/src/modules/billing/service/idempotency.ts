import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';
import { idempotentRequests } from '../tables.js';

// A purchase retried with the same key (a double click, a dropped connection) returns what
// the first attempt made instead of buying again. The key also names the gateway charge,
// so even a retry that races the first one cannot take the money twice.

const fingerprint = (input: unknown) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

export async function once<T>(
  deps: TDeps,
  opts: {
    userId: string;
    key: string | null | undefined;
    operation: string;
    input: unknown;
    run: (key: string) => Promise<T & { id: string }>;
    replay: (resultId: string) => Promise<T>;
  },
): Promise<T> {
  const { db } = deps.database;
  const key = opts.key?.trim() || randomUUID();
  if (key.length > 200) throw new AppError('BAD_INPUT', 'The idempotency key is too long.');
  const requestHash = fingerprint({ operation: opts.operation, input: opts.input });
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
    const [earlier] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, opts.userId), eq(idempotentRequests.key, key)));
    if (!earlier || earlier.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This request key was already used for a different request.');
    }
    if (!earlier.resultId) {
      throw new AppError('CONFLICT', 'This payment is already being processed. Please wait.');
    }
    return opts.replay(earlier.resultId);
  }
  try {
    const result = await opts.run(`${opts.operation}:${opts.userId}:${key}`);
    await db
      .update(idempotentRequests)
      .set({ resultId: result.id })
      .where(and(eq(idempotentRequests.userId, opts.userId), eq(idempotentRequests.key, key)));
    return result;
  } catch (error) {
    // A refused request made nothing: the same key may be used again.
    await db
      .delete(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, opts.userId), eq(idempotentRequests.key, key)));
    throw error;
  }
}
