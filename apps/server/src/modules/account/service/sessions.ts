import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hashToken, newToken } from '../../../platform/auth/tokens.js';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { sessions, users } from '../tables.js';
import { viewerColumns } from './users.js';

const MINUTE = 60_000;

export async function createSession(
  deps: TDeps,
  opts: { userId: string; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.sessionPolicy.absoluteHours * 60 * MINUTE);
  await deps.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: opts.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

const impersonated = alias(users, 'impersonated');

/**
 * The viewer behind a bearer token, or undefined when the token is unknown, revoked,
 * past its absolute expiry or idle for too long.
 */
export async function resolveSession(deps: TDeps, token: string): Promise<TViewer | undefined> {
  const { db } = deps.database;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      actor: viewerColumns,
      impersonatedId: impersonated.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonated, eq(impersonated.id, sessions.impersonatedUserId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt) return undefined;
  const now = deps.clock.now();
  const idleLimit = row.lastSeenAt.getTime() + deps.sessionPolicy.idleMinutes * MINUTE;
  if (now >= row.expiresAt || now.getTime() >= idleLimit) return undefined;

  // Writing on every request would make each read a write; a minute's precision is enough.
  if (now.getTime() - row.lastSeenAt.getTime() > MINUTE) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }

  let user = row.actor;
  if (row.impersonatedId && row.actor.isAdmin) {
    const [target] = await db
      .select(viewerColumns)
      .from(users)
      .where(eq(users.id, row.impersonatedId));
    if (target) user = target;
  }
  return {
    sessionId: row.sessionId,
    actor: row.actor,
    user,
    impersonating: user.id !== row.actor.id,
  };
}

export async function revokeSession(deps: TDeps, sessionId: string) {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(deps: TDeps, userId: string) {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
