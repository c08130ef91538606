import { DOCUMENT_LICENCE_SETTING, MESSAGES, type TPreferenceWrite } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import { userPreferences } from '../tables.js';

// A user reads and writes only their own preferences; an admin impersonating acts as the customer.
function assertOwn(viewer: TViewer, userId: string) {
  if (viewer.user.id !== userId) throw forbidden();
}

/**
 * Settings only the server writes: licences are paid for, so a customer must not be able
 * to grant one by writing the preference. They stay readable.
 */
const SERVER_MANAGED_SETTINGS: readonly string[] = [DOCUMENT_LICENCE_SETTING];

export async function listPreferences(deps: TDeps, opts: { viewer: TViewer; userId: string }) {
  assertOwn(opts.viewer, opts.userId);
  const rows = await deps.database.db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, opts.userId))
    .orderBy(userPreferences.settingName);
  return rows.map(toPreference);
}

export async function writePreference(
  deps: TDeps,
  opts: { viewer: TViewer; input: TPreferenceWrite },
) {
  const { input } = opts;
  assertOwn(opts.viewer, input.userId);
  if (SERVER_MANAGED_SETTINGS.includes(input.settingName)) {
    throw new AppError('FORBIDDEN', MESSAGES.settingServerManaged(input.settingName));
  }
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .insert(userPreferences)
    .values({
      userId: input.userId,
      settingName: input.settingName,
      properties: input.properties,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.settingName],
      set: { properties: input.properties, updatedAt: now },
    })
    .returning();
  return toPreference(row!);
}

function toPreference(row: typeof userPreferences.$inferSelect) {
  return {
    settingName: row.settingName,
    properties: row.properties,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user's setting as the server reads it for its own rules (no viewer involved). */
export async function readUserPreference(
  deps: TDeps,
  opts: { userId: string; settingName: string },
): Promise<Record<string, unknown> | null> {
  const [row] = await deps.database.db
    .select({ properties: userPreferences.properties })
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.userId, opts.userId),
        eq(userPreferences.settingName, opts.settingName),
      ),
    );
  return row?.properties ?? null;
}

/**
 * Changes a user's setting read-modify-write under a row lock, so two changes at once
 * (two purchases, two attach clicks) cannot both start from the same old value.
 */
export async function updateUserPreference<T>(
  deps: TDeps,
  opts: {
    userId: string;
    settingName: string;
    update: (current: Record<string, unknown> | null) => {
      properties: Record<string, unknown>;
      result: T;
    };
  },
): Promise<T> {
  // Inside a unit of work (platform/db/unit-of-work.ts) this is a savepoint of its transaction.
  return deps.database.db.transaction(async (tx) => {
    const where = and(
      eq(userPreferences.userId, opts.userId),
      eq(userPreferences.settingName, opts.settingName),
    );
    const now = deps.clock.now();
    // A row to lock even on the first change: a concurrent first change waits here.
    await tx
      .insert(userPreferences)
      .values({
        userId: opts.userId,
        settingName: opts.settingName,
        properties: {},
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ properties: userPreferences.properties })
      .from(userPreferences)
      .where(where)
      .for('update');
    const { properties, result } = opts.update(row?.properties ?? null);
    await tx.update(userPreferences).set({ properties, updatedAt: now }).where(where);
    return result;
  });
}
