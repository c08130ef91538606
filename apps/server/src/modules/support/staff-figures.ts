import { count, isNull } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.js';
import { supportConversations } from './tables.js';

/** For the admin console: conversations still open. */
export async function openSupportConversations(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportConversations)
    .where(isNull(supportConversations.closedAt));
  return row?.n ?? 0;
}
