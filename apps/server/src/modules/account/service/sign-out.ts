import type { TViewer } from '../../../platform/auth/viewer.js';
import type { TDeps } from '../../../platform/deps.js';
import { recordAccountEvent } from './audit.js';
import { revokeSession } from './sessions.js';

export async function signOut(deps: TDeps, opts: { viewer: TViewer; ip: string }) {
  await revokeSession(deps, opts.viewer.sessionId);
  await recordAccountEvent(deps.database.db, {
    action: 'sign_out',
    actorUserId: opts.viewer.actor.id,
    subjectUserId: opts.viewer.actor.id,
    ip: opts.ip,
    at: deps.clock.now(),
  });
}
