import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  closeConversation,
  customerOf,
  findOpenConversation,
  listInbox,
  listMessages,
  readConversationAsSupport,
  replyAsSupport,
  sendCustomerMessage,
  type TInboxEntry,
  type TSupportConversation,
  type TSupportMessage,
} from './service.js';

export const SUPPORT_MESSAGES = {
  textRequired: 'Write a message before sending it.',
  textTooLong: 'A message can be at most 2000 characters long.',
} as const;

const ZText = z
  .string()
  .trim()
  .min(1, { error: SUPPORT_MESSAGES.textRequired })
  .max(2000, { error: SUPPORT_MESSAGES.textTooLong });
const ZSend = z.object({ text: ZText });
const ZId = z.object({ id: z.string().trim().min(1).max(64) });
const ZReply = z.object({ id: z.string().trim().min(1).max(64), text: ZText });

/** The support chat: a customer's own conversation, and the admins' inbox. */
export function registerSupportGraphql(builder: TBuilder) {
  const SupportMessage = builder.objectRef<TSupportMessage>('SupportMessage').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      fromSupport: t.boolean({ nullable: false, resolve: (m) => m.author === 'SUPPORT' }),
      authorName: t.exposeString('authorName', { nullable: false }),
      text: t.exposeString('text', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
    }),
  });

  const SupportConversation = builder
    .objectRef<TSupportConversation>('SupportConversation')
    .implement({
      fields: (t) => ({
        id: t.exposeID('id', { nullable: false }),
        createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
        lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', nullable: false }),
        closed: t.boolean({ nullable: false, resolve: (c) => c.closedAt !== null }),
        messages: t.field({
          type: [SupportMessage],
          nullable: false,
          resolve: (c, _a, ctx) => listMessages(ctx.deps, c.id),
        }),
        customerName: t.string({
          nullable: false,
          description: 'Who wrote in (for the support team).',
          resolve: async (c, _a, ctx) => (await customerOf(ctx.deps, c.customerId)).name,
        }),
      }),
    });

  const SupportInboxEntry = builder.objectRef<TInboxEntry>('SupportInboxEntry').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      customerName: t.exposeString('customerName', { nullable: false }),
      customerEmail: t.exposeString('customerEmail', { nullable: false }),
      lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', nullable: false }),
      unreadCount: t.exposeInt('unreadCount', { nullable: false }),
    }),
  });

  builder.queryFields((q) => ({
    mySupportConversation: q.withAuth({ signedIn: true }).field({
      type: SupportConversation,
      nullable: true,
      description: "The signed-in customer's open support conversation; null before they write.",
      resolve: (_r, _a, ctx) => findOpenConversation(ctx.deps, ctx.viewer.user.id),
    }),
    supportInbox: q.withAuth({ admin: true }).field({
      type: [SupportInboxEntry],
      nullable: false,
      resolve: (_r, _a, ctx) => listInbox(ctx.deps),
    }),
    supportConversation: q.withAuth({ admin: true }).field({
      type: SupportConversation,
      nullable: false,
      description: 'One conversation for the support team; opening it marks it read.',
      args: { id: q.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => readConversationAsSupport(ctx.deps, parseInput(ZId, args).id),
    }),
  }));

  builder.mutationFields((m) => ({
    sendSupportMessage: m.withAuth({ signedIn: true }).field({
      type: SupportConversation,
      nullable: false,
      args: { text: m.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        const { text } = parseInput(ZSend, args);
        const user = ctx.viewer.user;
        return sendCustomerMessage(ctx.deps, {
          customerId: user.id,
          authorName: `${user.firstName} ${user.lastName}`.trim(),
          text,
        });
      },
    }),
    replySupport: m.withAuth({ admin: true }).field({
      type: SupportConversation,
      nullable: false,
      args: { id: m.arg.id({ required: true }), text: m.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        const { id, text } = parseInput(ZReply, args);
        const admin = ctx.viewer.actor;
        return replyAsSupport(ctx.deps, {
          conversationId: id,
          adminId: admin.id,
          authorName: `${admin.firstName} (Clausewell support)`,
          text,
        });
      },
    }),
    closeSupportConversation: m.withAuth({ admin: true }).field({
      type: SupportConversation,
      nullable: false,
      args: { id: m.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => closeConversation(ctx.deps, parseInput(ZId, args).id),
    }),
  }));
}
