import { z } from 'zod';
import type { TBuilder } from '../../../platform/graphql/builder.js';
import { parseInput } from '../../../platform/http/parse.js';
import {
  addWebhook,
  deliveriesOf,
  listWebhooks,
  removeWebhook,
  type TDelivery,
  type TWebhook,
} from './manage.js';

/** A customer's webhook endpoints for signing events, and their delivery log. */
export function registerWebhooksGraphql(builder: TBuilder) {
  const DeliveryState = builder.enumType('EsignWebhookDeliveryState', {
    values: ['PENDING', 'DELIVERED', 'FAILED'] as const,
  });
  const Delivery = builder.objectRef<TDelivery>('EsignWebhookDelivery').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      event: t.exposeString('event', { nullable: false }),
      state: t.field({ type: DeliveryState, nullable: false, resolve: (d) => d.state }),
      attempts: t.exposeInt('attempts', { nullable: false }),
      lastStatus: t.exposeInt('lastStatus', { nullable: true }),
      lastError: t.exposeString('lastError', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
      deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const Webhook = builder.objectRef<TWebhook>('EsignWebhook').implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      url: t.exposeString('url', { nullable: false }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      // The parent was read for its owner, so its log is theirs.
      deliveries: t.field({
        type: [Delivery],
        nullable: false,
        resolve: (w, _a, ctx) => deliveriesOf(ctx.deps, w.id),
      }),
    }),
  });
  const Added = builder
    .objectRef<{ webhook: TWebhook; secret: string }>('EsignWebhookAdded')
    .implement({
      fields: (t) => ({
        webhook: t.field({ type: Webhook, nullable: false, resolve: (a) => a.webhook }),
        /** Shown once: the receiver checks each delivery's signature with it. */
        secret: t.exposeString('secret', { nullable: false }),
      }),
    });
  builder.queryField('esignWebhooks', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: [Webhook],
      nullable: false,
      resolve: (_r, _a, ctx) => listWebhooks(ctx.deps, { viewer: ctx.viewer }),
    }),
  );
  builder.mutationFields((m) => {
    const t = m.withAuth({ signedIn: true });
    return {
      addEsignWebhook: t.field({
        type: Added,
        nullable: false,
        args: { url: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) =>
          addWebhook(ctx.deps, {
            viewer: ctx.viewer,
            url: parseInput(z.object({ url: z.string().max(2000) }), args).url,
          }),
      }),
      removeEsignWebhook: t.boolean({
        nullable: false,
        args: { id: t.arg.id({ required: true }) },
        resolve: (_r, args, ctx) =>
          removeWebhook(ctx.deps, {
            viewer: ctx.viewer,
            webhookId: parseInput(z.object({ id: z.string().min(1).max(64) }), args).id,
          }),
      }),
    };
  });
}
