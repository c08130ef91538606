import type { TDb } from '../../../platform/db/client.js';
import { flakeId } from '../../../platform/ids.js';
import { accountAudit } from '../tables.js';

export type TAccountAction =
  | 'sign_up'
  | 'sign_up_repeated'
  | 'sign_up_existing_address'
  | 'email_verification_sent'
  | 'email_verified'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_reset_requested'
  | 'password_reset'
  | 'impersonation_started'
  | 'impersonation_ended'
  | 'preference_written'
  | 'personal_details_updated'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'session_revoked'
  | 'signed_out_everywhere'
  | 'account_deleted';

export async function recordAccountEvent(
  db: TDb,
  event: {
    action: TAccountAction;
    actorUserId?: string | null;
    subjectUserId?: string | null;
    detail?: Record<string, unknown>;
    ip?: string | null;
    at: Date;
  },
) {
  await db.insert(accountAudit).values({
    id: flakeId(event.at.getTime()),
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    detail: event.detail ?? {},
    ip: event.ip ?? null,
    createdAt: event.at,
  });
}
