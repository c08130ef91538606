import type { TPreferenceWrite } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { forbidden } from '../../../platform/errors.js';
import { userPreferences } from '../tables.js';

// A user reads and writes only their own preferences; an admin impersonating acts as the customer.
function assertOwn(viewer: TViewer, userId: string) {
  if (viewer.user.id !== userId) throw forbidden();
}

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
