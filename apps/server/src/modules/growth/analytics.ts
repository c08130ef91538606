import type { TAnalyticsEvent } from '@app/domain';
import type { TViewer } from '../../platform/auth/viewer.js';
import type { TDeps } from '../../platform/deps.js';
import { flakeId } from '../../platform/ids.js';
import { analyticsEvents } from './tables.js';

/**
 * Stores one product event. Nothing is captured while an admin impersonates a customer,
 * so support work never shows up as the customer's behaviour (SPEC §6).
 */
export async function captureEvent(
  deps: TDeps,
  opts: { viewer?: TViewer; anonymousId?: string; event: TAnalyticsEvent },
): Promise<{ captured: boolean }> {
  if (opts.viewer?.impersonating) return { captured: false };
  const now = deps.clock.now();
  await deps.database.db.insert(analyticsEvents).values({
    id: flakeId(now.getTime()),
    name: opts.event.name,
    properties: opts.event.properties,
    userId: opts.viewer?.user.id ?? null,
    anonymousId: opts.anonymousId ?? null,
    createdAt: now,
  });
  return { captured: true };
}
