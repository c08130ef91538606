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
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const cached = deps.sessionCache.get(tokenHash, now.getTime());
  const found = cached ?? (await loadSession(deps, tokenHash));
  if (!found) return undefined;
  const idleLimit = found.lastSeenAt.getTime() + deps.sessionPolicy.idleMinutes * MINUTE;
  if (now >= found.expiresAt || now.getTime() >= idleLimit) {
    deps.sessionCache.dropSession(found.viewer.sessionId);
    return undefined;
  }
  // Writing on every request would make each read a write; a minute's precision is enough.
  if (now.getTime() - found.lastSeenAt.getTime() > MINUTE) {
    await deps.database.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.id, found.viewer.sessionId));
    found.lastSeenAt = now;
  }
  if (!cached) deps.sessionCache.set(tokenHash, { ...found, cachedAt: now.getTime() });
  return found.viewer;
}

async function loadSession(deps: TDeps, tokenHash: string) {
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
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt) return undefined;

  let user = row.actor;
  if (row.impersonatedId && row.actor.isAdmin) {
    const [target] = await db
      .select(viewerColumns)
      .from(users)
      .where(eq(users.id, row.impersonatedId));
    if (target) user = target;
  }
  const viewer: TViewer = {
    sessionId: row.sessionId,
    actor: row.actor,
    user,
    impersonating: user.id !== row.actor.id,
  };
  return { viewer, lastSeenAt: row.lastSeenAt, expiresAt: row.expiresAt };
}

export async function revokeSession(deps: TDeps, sessionId: string) {
  deps.sessionCache.dropSession(sessionId);
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(deps: TDeps, userId: string) {
  deps.sessionCache.dropUser(userId);
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
