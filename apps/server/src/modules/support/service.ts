import { and, asc, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { users } from '../../platform/auth/users-table.js';
import { inUnitOfWork, whenCommitted } from '../../platform/db/unit-of-work.js';
import type { TDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { flakeId } from '../../platform/ids.js';
import { supportConversations, supportMessages } from './tables.js';

export type TSupportConversation = typeof supportConversations.$inferSelect;
export type TSupportMessage = typeof supportMessages.$inferSelect;

/** The admins' channel: every open conversation's changes reach it. */
export const INBOX_CHANNEL = 'inbox';

/** Tells the customer's open widget and the admins' inbox, once the change is committed. */
function announce(deps: TDeps, conversation: { id: string; customerId: string }) {
  whenCommitted(deps, () => {
    const payload = { conversationId: conversation.id };
    deps.pubsub.publish('support:changed', conversation.customerId, payload);
    deps.pubsub.publish('support:changed', INBOX_CHANNEL, payload);
  });
}

export async function findOpenConversation(
  deps: TDeps,
  customerId: string,
): Promise<TSupportConversation | null> {
  const [row] = await deps.database.db
    .select()
    .from(supportConversations)
    .where(
      and(eq(supportConversations.customerId, customerId), isNull(supportConversations.closedAt)),
    );
  return row ?? null;
}

export async function listMessages(deps: TDeps, conversationId: string) {
  return deps.database.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/**
 * The customer writes to support: into their open conversation, or a new one. Two first
 * messages sent at once still make one conversation (the unique index on the open one).
 */
export async function sendCustomerMessage(
  deps: TDeps,
  o: { customerId: string; authorName: string; text: string },
): Promise<TSupportConversation> {
  return inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    let conversation = await findOpenConversation(work, o.customerId);
    if (!conversation) {
      await work.database.db
        .insert(supportConversations)
        .values({
          id: flakeId(now.getTime()),
          customerId: o.customerId,
          createdAt: now,
          lastMessageAt: now,
        })
        .onConflictDoNothing();
      conversation = await findOpenConversation(work, o.customerId);
      if (!conversation) throw new Error('support conversation neither created nor found');
    }
    await work.database.db.insert(supportMessages).values({
      id: flakeId(now.getTime()),
      conversationId: conversation.id,
      author: 'CUSTOMER',
      authorId: null,
      authorName: o.authorName,
      text: o.text,
      createdAt: now,
    });
    const [updated] = await work.database.db
      .update(supportConversations)
      .set({ lastMessageAt: now })
      .where(eq(supportConversations.id, conversation.id))
      .returning();
    announce(work, conversation);
    return updated ?? conversation;
  });
}

async function conversationById(deps: TDeps, id: string): Promise<TSupportConversation> {
  const [row] = await deps.database.db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  if (!row) throw notFound();
  return row;
}

/** An admin opens a conversation: it is read from then on. */
export async function readConversationAsSupport(
  deps: TDeps,
  id: string,
): Promise<TSupportConversation> {
  const row = await conversationById(deps, id);
  const [read] = await deps.database.db
    .update(supportConversations)
    .set({ supportReadAt: deps.clock.now() })
    .where(eq(supportConversations.id, id))
    .returning();
  return read ?? row;
}

/** An admin answers an open conversation. */
export async function replyAsSupport(
  deps: TDeps,
  o: { conversationId: string; adminId: string; authorName: string; text: string },
): Promise<TSupportConversation> {
  return inUnitOfWork(deps, async (work) => {
    const now = work.clock.now();
    const conversation = await conversationById(work, o.conversationId);
    if (conversation.closedAt) throw notFound();
    await work.database.db.insert(supportMessages).values({
      id: flakeId(now.getTime()),
      conversationId: conversation.id,
      author: 'SUPPORT',
      authorId: o.adminId,
      authorName: o.authorName,
      text: o.text,
      createdAt: now,
    });
    const [updated] = await work.database.db
      .update(supportConversations)
      .set({ lastMessageAt: now, supportReadAt: now })
      .where(eq(supportConversations.id, conversation.id))
      .returning();
    announce(work, conversation);
    return updated ?? conversation;
  });
}

/** An admin closes a conversation; the customer's next message opens a new one. */
export async function closeConversation(deps: TDeps, id: string): Promise<TSupportConversation> {
  const conversation = await conversationById(deps, id);
  if (conversation.closedAt) return conversation;
  const [closed] = await deps.database.db
    .update(supportConversations)
    .set({ closedAt: deps.clock.now() })
    .where(and(eq(supportConversations.id, id), isNull(supportConversations.closedAt)))
    .returning();
  announce(deps, conversation);
  return closed ?? conversation;
}

export type TInboxEntry = TSupportConversation & {
  customerName: string;
  customerEmail: string;
  unreadCount: number;
};

/** The admins' inbox: open conversations, the latest message first, with unread counts. */
export async function listInbox(deps: TDeps): Promise<TInboxEntry[]> {
  const rows = await deps.database.db
    .select({
      conversation: supportConversations,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.customerId))
    .where(isNull(supportConversations.closedAt))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const unread = await deps.database.db
    .select({ conversationId: supportMessages.conversationId, n: count() })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        inArray(
          supportMessages.conversationId,
          rows.map((r) => r.conversation.id),
        ),
        eq(supportMessages.author, 'CUSTOMER'),
        or(
          isNull(supportConversations.supportReadAt),
          gt(supportMessages.createdAt, supportConversations.supportReadAt),
        ),
      ),
    )
    .groupBy(supportMessages.conversationId);
  const unreadOf = new Map(unread.map((u) => [u.conversationId, u.n]));
  return rows.map((r) => ({
    ...r.conversation,
    customerName: `${r.firstName} ${r.lastName}`.trim(),
    customerEmail: r.email,
    unreadCount: unreadOf.get(r.conversation.id) ?? 0,
  }));
}

/** The customer a conversation belongs to, by name (for the admin's view of it). */
export async function customerOf(deps: TDeps, customerId: string) {
  const [row] = await deps.database.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, customerId));
  return row
    ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }
    : { name: '', email: '' };
}
