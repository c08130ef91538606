import { MARKETPLACE_MESSAGES, maskContactDetails, type TSendMessage } from '@app/domain';
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TViewerUser } from '../../platform/auth/viewer.js';
import type { TDb } from '../../platform/db/client.js';
import type { TDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { publishChatChanged } from './live.js';
import { mailUnreadMessage } from './mails.js';
import { noticeUnreadMessage } from './notices.js';
import { briefMissing, jobOfBrief, namesOf, newId, type TBrief, viewableBrief } from './records.js';
import {
  marketplaceBriefs as briefs,
  marketplaceMessages as messages,
  marketplaceQuotes as quotes,
  marketplaceThreadReads as threadReads,
} from './tables.js';

export type TMessage = typeof messages.$inferSelect;
export type TThread = {
  briefId: string;
  lawyerId: string;
  briefTitle: string;
  withName: string;
  unreadCount: number;
  lastMessageAt: Date | null;
  open: boolean;
};

/**
 * The thread of a brief between its customer and one lawyer, as the viewer may use it. A
 * lawyer's thread is always their own; a customer names the lawyer.
 */
async function threadOf(db: TDb, user: TViewerUser, o: { briefId: string; lawyerId?: string }) {
  const brief = await viewableBrief(db, user, o.briefId);
  const lawyerId = user.isLawyer ? user.id : o.lawyerId;
  if (!lawyerId) throw briefMissing();
  const job = await jobOfBrief(db, brief.id);
  const won = job?.lawyerId === lawyerId;
  // Once a brief is awarded only the winning lawyer's conversation carries on.
  const open = brief.status === 'OPEN' || (won && job?.status !== 'CANCELLED');
  return { brief, lawyerId, won, open };
}

export async function sendMessage(o: { deps: TDeps; user: TViewerUser; input: TSendMessage }) {
  const { db } = o.deps.database;
  const thread = await threadOf(db, o.user, o.input);
  if (!thread.open) throw new AppError('CONFLICT', MARKETPLACE_MESSAGES.chatClosed);
  if (!o.user.isLawyer) await requireLawyerOnBrief(db, thread.brief, thread.lawyerId);
  // Stored masked: before acceptance the other side never receives the details at all.
  const { text, masked } = thread.won
    ? { text: o.input.body, masked: false }
    : maskContactDetails(o.input.body);
  const now = o.deps.clock.now();
  const [row] = await db
    .insert(messages)
    .values({
      id: newId(o.deps),
      briefId: thread.brief.id,
      lawyerId: thread.lawyerId,
      senderId: o.user.id,
      body: text,
      masked: masked ? 1 : 0,
      createdAt: now,
    })
    .returning();
  await markRead(db, {
    briefId: thread.brief.id,
    lawyerId: thread.lawyerId,
    userId: o.user.id,
    at: now,
  });
  await mailIfAway(o.deps, { thread, sender: o.user });
  // Both sides' open screens fetch the conversation again: the other's to show it, the
  // sender's other tabs to keep up.
  publishChatChanged(o.deps, [thread.brief.customerId, thread.lawyerId], {
    briefId: thread.brief.id,
    lawyerId: thread.lawyerId,
  });
  return row!;
}

/** A customer writes only to a lawyer who quoted or wrote on their brief. */
async function requireLawyerOnBrief(db: TDb, brief: TBrief, lawyerId: string) {
  const [quoted] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.briefId, brief.id), eq(quotes.lawyerId, lawyerId)))
    .limit(1);
  if (quoted) return;
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.briefId, brief.id), eq(messages.lawyerId, lawyerId)))
    .limit(1);
  if (!wrote) throw briefMissing();
}

async function markRead(
  db: TDb,
  o: { briefId: string; lawyerId: string; userId: string; at: Date },
) {
  await db
    .insert(threadReads)
    .values({ briefId: o.briefId, lawyerId: o.lawyerId, userId: o.userId, readAt: o.at })
    .onConflictDoUpdate({
      target: [threadReads.briefId, threadReads.lawyerId, threadReads.userId],
      set: { readAt: sql`greatest(${threadReads.readAt}, excluded.read_at)` },
    });
}

/** A thread's messages, oldest first; reading them marks them read. */
export async function threadMessages(o: {
  deps: TDeps;
  user: TViewerUser;
  briefId: string;
  lawyerId?: string;
}) {
  const { db } = o.deps.database;
  const thread = await threadOf(db, o.user, o);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.briefId, thread.brief.id), eq(messages.lawyerId, thread.lawyerId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const otherId = o.user.isLawyer ? thread.brief.customerId : thread.lawyerId;
  const [other] = await db
    .select({ readAt: threadReads.readAt })
    .from(threadReads)
    .where(
      and(
        eq(threadReads.briefId, thread.brief.id),
        eq(threadReads.lawyerId, thread.lawyerId),
        eq(threadReads.userId, otherId),
      ),
    );
  const [mine] = await db
    .select({ readAt: threadReads.readAt })
    .from(threadReads)
    .where(
      and(
        eq(threadReads.briefId, thread.brief.id),
        eq(threadReads.lawyerId, thread.lawyerId),
        eq(threadReads.userId, o.user.id),
      ),
    );
  await markRead(db, {
    briefId: thread.brief.id,
    lawyerId: thread.lawyerId,
    userId: o.user.id,
    at: o.deps.clock.now(),
  });
  // Only a read of something new is news to the other side (their "Read" marks); a read of
  // nothing new stays quiet, so two open screens never wake each other in turn.
  const newlyRead = rows.some(
    (m) => m.senderId !== o.user.id && (!mine || m.createdAt > mine.readAt),
  );
  if (newlyRead) {
    publishChatChanged(o.deps, [otherId], {
      briefId: thread.brief.id,
      lawyerId: thread.lawyerId,
    });
  }
  return {
    open: thread.open,
    messages: rows.map((m) => ({
      ...m,
      mine: m.senderId === o.user.id,
      readByOther: !!other && other.readAt >= m.createdAt,
    })),
  };
}

/** The viewer's conversations, newest first, with how many messages they have not read. */
export async function listThreads(o: { deps: TDeps; user: TViewerUser }): Promise<TThread[]> {
  const { db } = o.deps.database;
  const mine = o.user.isLawyer
    ? eq(messages.lawyerId, o.user.id)
    : eq(briefs.customerId, o.user.id);
  const rows = await db
    .select({
      briefId: messages.briefId,
      lawyerId: messages.lawyerId,
      title: briefs.title,
      status: briefs.status,
      customerId: briefs.customerId,
      last: sql<Date>`max(${messages.createdAt})`.mapWith((v) => new Date(v)),
      unread:
        sql<number>`count(*) filter (where ${messages.senderId} <> ${o.user.id} and ${messages.createdAt} > coalesce(${threadReads.readAt}, 'epoch'::timestamptz))`.mapWith(
          Number,
        ),
    })
    .from(messages)
    .innerJoin(briefs, eq(briefs.id, messages.briefId))
    .leftJoin(
      threadReads,
      and(
        eq(threadReads.briefId, messages.briefId),
        eq(threadReads.lawyerId, messages.lawyerId),
        eq(threadReads.userId, o.user.id),
      ),
    )
    .where(mine)
    .groupBy(messages.briefId, messages.lawyerId, briefs.title, briefs.status, briefs.customerId)
    .orderBy(desc(sql`max(${messages.createdAt})`));
  // A quote opens a conversation too, so either side can write first after quoting.
  const quoted = await db
    .select({
      briefId: quotes.briefId,
      lawyerId: quotes.lawyerId,
      title: briefs.title,
      status: briefs.status,
      customerId: briefs.customerId,
    })
    .from(quotes)
    .innerJoin(briefs, eq(briefs.id, quotes.briefId))
    .where(o.user.isLawyer ? eq(quotes.lawyerId, o.user.id) : eq(briefs.customerId, o.user.id))
    .orderBy(desc(quotes.createdAt))
    .limit(200);
  const seen = new Set(rows.map((r) => `${r.briefId}:${r.lawyerId}`));
  const silent = quoted
    .filter((q) => !seen.has(`${q.briefId}:${q.lawyerId}`))
    .map((q) => ({ ...q, last: null, unread: 0 }));
  const names = await namesOf(
    db,
    [...rows, ...silent].map((r) => r.lawyerId),
  );
  const out: TThread[] = [];
  for (const r of [...rows, ...silent]) {
    const job = await jobOfBrief(db, r.briefId);
    const won = job?.lawyerId === r.lawyerId;
    // A quote nobody wrote about is no conversation once another lawyer has won.
    if (r.last === null && r.status !== 'OPEN' && !won) continue;
    let withName = names.get(r.lawyerId)?.name ?? 'Lawyer';
    if (o.user.isLawyer) {
      withName = won ? (await namesOf(db, [r.customerId])).get(r.customerId)!.name : 'Client';
    }
    out.push({
      briefId: r.briefId,
      lawyerId: r.lawyerId,
      briefTitle: r.title,
      withName,
      unreadCount: r.unread,
      lastMessageAt: r.last,
      open: r.status === 'OPEN' || (won && job?.status !== 'CANCELLED'),
    });
  }
  return out;
}

/** The number shown on the navigation: messages waiting for the viewer across threads. */
export async function unreadMessageCount(o: { deps: TDeps; user: TViewerUser }) {
  const threads = await listThreads(o);
  return threads.reduce((n, t) => n + t.unreadCount, 0);
}

/**
 * Mails the other side when this message is the first they have not read: someone away from
 * the conversation hears once, not once per message, until they open it again.
 */
async function mailIfAway(
  deps: TDeps,
  o: { thread: { brief: TBrief; lawyerId: string; won: boolean }; sender: TViewerUser },
) {
  const { db } = deps.database;
  const { brief, lawyerId, won } = o.thread;
  const toUserId = o.sender.isLawyer ? brief.customerId : lawyerId;
  const [read] = await db
    .select({ readAt: threadReads.readAt })
    .from(threadReads)
    .where(
      and(
        eq(threadReads.briefId, brief.id),
        eq(threadReads.lawyerId, lawyerId),
        eq(threadReads.userId, toUserId),
      ),
    );
  const [waiting] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(
      and(
        eq(messages.briefId, brief.id),
        eq(messages.lawyerId, lawyerId),
        ne(messages.senderId, toUserId),
        gt(messages.createdAt, read?.readAt ?? new Date(0)),
      ),
    );
  if ((waiting?.n ?? 0) !== 1) return;
  // Before the brief is won the client is only "a client" to the lawyer.
  const fromName =
    o.sender.isLawyer || won ? `${o.sender.firstName} ${o.sender.lastName}`.trim() : 'A client';
  await mailUnreadMessage(deps, { brief, toUserId, fromName, toLawyer: !o.sender.isLawyer });
  await noticeUnreadMessage(deps, { brief, toUserId, fromName });
}
