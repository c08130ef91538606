import type { TViewerUser } from '../../platform/auth/viewer.js';
import { ANSWER_CACHED } from '../../platform/graphql/answer-cache.js';
import type { TBuilder } from '../../platform/graphql/builder.js';
import { wireEnums } from '../../platform/graphql/enums.js';
import { countMyDocuments } from '../documents/index.js';
import { teamRoleOf } from '../teams/index.js';

type TSessionUser = TViewerUser & { impersonateUser: boolean; impersonatedBy: TViewerUser | null };

export function registerAccountGraphql(builder: TBuilder) {
  const { Tenant } = wireEnums(builder);

  const UserSummary = builder.objectRef<TViewerUser>('UserSummary').implement({
    fields: (t) => ({
      flakeId: t.exposeString('id', { nullable: false }),
      email: t.exposeString('email', { nullable: false }),
      name: t.string({ nullable: false, resolve: (u) => `${u.firstName} ${u.lastName}` }),
    }),
  });

  // SPEC §3 User and session user: the fields that exist at this stage.
  const User = builder.objectRef<TSessionUser>('User').implement({
    fields: (t) => ({
      flakeId: t.exposeString('id', { nullable: false }),
      email: t.exposeString('email', { nullable: false }),
      firstName: t.exposeString('firstName', { nullable: false }),
      lastName: t.exposeString('lastName', { nullable: false }),
      name: t.string({ nullable: false, resolve: (u) => `${u.firstName} ${u.lastName}` }),
      // Optional details the customer may not have given yet.
      phone: t.exposeString('phone', { nullable: true }),
      postcode: t.exposeString('postcode', { nullable: true }),
      tenant: t.expose('tenant', { type: Tenant, nullable: false }),
      isLawyer: t.exposeBoolean('isLawyer', { nullable: false }),
      isAdmin: t.exposeBoolean('isAdmin', { nullable: false }),
      emailVerified: t.boolean({
        nullable: false,
        description: 'Whether the owner has confirmed the address (shared documents need it).',
        resolve: (u) => u.emailVerifiedAt !== null,
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', nullable: false }),
      teamOwner: t.boolean({
        nullable: false,
        resolve: async (u, _a, ctx) => (await teamRoleOf(ctx.deps, u.id)).teamOwner,
      }),
      teamUser: t.boolean({
        nullable: false,
        resolve: async (u, _a, ctx) => (await teamRoleOf(ctx.deps, u.id)).teamUser,
      }),
      impersonateUser: t.exposeBoolean('impersonateUser', { nullable: false }),
      documentsCount: t.int({
        nullable: false,
        resolve: (u, _args, ctx) => countMyDocuments(ctx.deps, u.id),
      }),
      // Null unless an admin is acting as this customer.
      impersonatedBy: t.field({
        type: UserSummary,
        nullable: true,
        resolve: (u) => u.impersonatedBy,
      }),
    }),
  });

  builder.queryField('getUser', (t) =>
    // Anyone may ask: a caller who is not signed in gets null, which is how the web knows.
    t.withAuth({ public: true }).field({
      type: User,
      nullable: true,
      extensions: ANSWER_CACHED,
      description: 'The signed-in user (the customer while an admin impersonates them).',
      resolve: (_root, _args, ctx) =>
        ctx.viewer
          ? {
              ...ctx.viewer.user,
              impersonateUser: ctx.viewer.impersonating,
              impersonatedBy: ctx.viewer.impersonating ? ctx.viewer.actor : null,
            }
          : null,
    }),
  );
}
