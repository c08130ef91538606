import { z } from 'zod';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { parseInput } from '../../platform/http/parse.js';
import {
  listEmailPreferences,
  setEmailPreference,
  type TEmailPreference,
} from './email-preferences.js';

const ZSetEmail = z.object({
  kind: z.string().trim().min(1, 'kind is required').max(64, 'kind must be 64 characters or fewer'),
  email: z.boolean(),
});

/**
 * Per-kind e-mail choices in account settings. Always the signed-in user's own: no argument
 * names a user, so nobody can read or change another's by guessing an id.
 */
export function registerNotificationPreferencesGraphql(builder: TBuilder) {
  const Preference = builder.objectRef<TEmailPreference>('NotificationEmailPreference').implement({
    fields: (t) => ({
      kind: t.exposeString('kind', { nullable: false }),
      label: t.exposeString('label', { nullable: false }),
      description: t.exposeString('description', { nullable: false }),
      email: t.exposeBoolean('email', { nullable: false }),
      choosable: t.exposeBoolean('choosable', { nullable: false }),
    }),
  });

  builder.queryField('notificationEmailPreferences', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: [Preference],
      nullable: false,
      resolve: (_r, _a, ctx) => listEmailPreferences(ctx.deps, { userId: ctx.viewer.user.id }),
    }),
  );

  builder.mutationField('setNotificationEmailPreference', (t) =>
    t.withAuth({ signedIn: true }).field({
      type: Preference,
      nullable: false,
      args: {
        kind: t.arg.string({ required: true }),
        email: t.arg.boolean({ required: true }),
      },
      resolve: (_r, args, ctx) =>
        setEmailPreference(ctx.deps, {
          userId: ctx.viewer.user.id,
          ...parseInput(ZSetEmail, args),
        }),
    }),
  );
}
