import { MESSAGES } from '@app/domain';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { TViewer, TViewerUser } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import { createBuilder, type TGraphqlContext } from './builder.js';
import { graphqlJs } from './graphql-js.js';
import { buildSchema } from './schema.js';

type TPothosExtensions = {
  pothosOptions?: { authScopes?: unknown };
  pothosResolveWrapped?: boolean;
  pothosSubscribeWrapped?: boolean;
};

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {}) as GraphQLField<unknown, unknown>[];
}

describe('every root field declares who may call it', () => {
  const schema = buildSchema();
  const roots = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ] as const;

  it('has a scope on each query, mutation and subscription field, and the check runs', () => {
    const unguarded: string[] = [];
    let seen = 0;
    for (const [root, type] of roots) {
      for (const field of rootFields(type)) {
        seen++;
        const ext = field.extensions as TPothosExtensions;
        const declared = ext.pothosOptions?.authScopes !== undefined;
        // The plugin only wraps a field it has a check for: wrapped means the check runs.
        const wrapped =
          root === 'Subscription' ? ext.pothosSubscribeWrapped : ext.pothosResolveWrapped;
        if (!declared || !wrapped) unguarded.push(`${root}.${field.name}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    // Declare one with t.withAuth({ public | signedIn | admin: true }) (platform/graphql/builder.ts).
    expect(unguarded).toEqual([]);
  });
});

describe('what a refused caller is told', () => {
  const user = (isAdmin: boolean): TViewerUser => ({
    id: isAdmin ? 'admin-1' : 'customer-1',
    email: 'someone@example.com',
    firstName: 'Sam',
    lastName: 'Smith',
    phone: null,
    postcode: null,
    tenant: 'AU',
    isLawyer: false,
    isAdmin,
    emailVerifiedAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const customer = user(false);
  const admin = user(true);
  const viewer = (acting: TViewerUser, actor: TViewerUser): TViewer => ({
    sessionId: 'session-1',
    user: acting,
    actor,
    impersonating: acting.id !== actor.id,
  });

  // A schema of its own, so each scope is tried without a database.
  const builder = createBuilder();
  builder.queryFields((t) => ({
    open: t
      .withAuth({ public: true })
      .string({ resolve: (_r, _a, ctx) => ctx.viewer?.user.id ?? 'anyone' }),
    mine: t.withAuth({ signedIn: true }).string({ resolve: (_r, _a, ctx) => ctx.viewer.user.id }),
    staff: t.withAuth({ admin: true }).string({ resolve: (_r, _a, ctx) => ctx.viewer.actor.id }),
  }));
  // The schema must have a field on each root type to be valid.
  builder.mutationField('touch', (t) =>
    t.withAuth({ signedIn: true }).string({ resolve: (_r, _a, ctx) => ctx.viewer.user.id }),
  );
  builder.subscriptionField('ticks', (t) =>
    t.withAuth({ signedIn: true }).string({
      subscribe: async function* () {},
      resolve: (tick: string) => tick,
    }),
  );
  const schema = builder.toSchema();
  const run = async (source: string, who?: TViewer) => {
    const contextValue: TGraphqlContext = {
      deps: {} as TGraphqlContext['deps'],
      viewer: who,
      ip: '',
    };
    const result = await graphqlJs.graphql({ schema, source, contextValue });
    const error = result.errors?.[0]?.originalError;
    return {
      data: result.data,
      refusal: error instanceof AppError ? { code: error.code, message: error.userMessage } : error,
    };
  };

  it('lets anyone call a public field', async () => {
    expect((await run('{ open }')).data).toEqual({ open: 'anyone' });
    expect((await run('{ open }', viewer(customer, customer))).data).toEqual({
      open: 'customer-1',
    });
  });

  it('asks a caller with no session to sign in, as resolvers did', async () => {
    const unauthenticated = { code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired };
    expect((await run('{ mine }')).refusal).toEqual(unauthenticated);
    expect((await run('{ staff }')).refusal).toEqual(unauthenticated);
    // A subscription is refused when it is opened, before any event.
    const opened = await graphqlJs.subscribe({
      schema,
      document: graphqlJs.parse('subscription { ticks }'),
      contextValue: { deps: {} as TGraphqlContext['deps'], ip: '' } satisfies TGraphqlContext,
    });
    const error = 'errors' in opened ? opened.errors?.[0]?.originalError : undefined;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAUTHENTICATED');
  });

  it('runs a signed-in field as the customer, also while an admin acts for them', async () => {
    expect((await run('{ mine }', viewer(customer, customer))).data).toEqual({
      mine: 'customer-1',
    });
    expect((await run('{ mine }', viewer(customer, admin))).data).toEqual({ mine: 'customer-1' });
    expect((await run('mutation { touch }', viewer(customer, admin))).data).toEqual({
      touch: 'customer-1',
    });
  });

  it('keeps staff fields to whoever is really signed in as an admin', async () => {
    const forbidden = { code: 'FORBIDDEN', message: MESSAGES.forbidden };
    expect((await run('{ staff }', viewer(customer, customer))).refusal).toEqual(forbidden);
    expect((await run('{ staff }', viewer(admin, admin))).data).toEqual({ staff: 'admin-1' });
    expect((await run('{ staff }', viewer(customer, admin))).data).toEqual({ staff: 'admin-1' });
  });
});
