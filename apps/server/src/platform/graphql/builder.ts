import SchemaBuilder, { type ObjectRef } from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { TViewer } from '../auth/viewer.js';
import type { TDeps } from '../deps.js';
import { forbidden, unauthenticated } from '../errors.js';

export type TGraphqlContext = { deps: TDeps; viewer?: TViewer; ip: string };
/** The context of a field whose scope needs a signed-in caller: the viewer is there. */
export type TSignedInContext = TGraphqlContext & { viewer: TViewer };

type TScalars = {
  DateTime: { Input: Date; Output: Date };
  JSON: { Input: unknown; Output: unknown };
};

/**
 * Who may call a field. Every root field declares one (a test walks the schema), so no
 * resolver is left to remember its own check.
 */
type TAuthScopes = {
  /** Anyone, signed in or not: the field itself decides what an anonymous caller sees. */
  public: boolean;
  /** A signed-in caller; an admin impersonating a customer acts as that customer. */
  signedIn: boolean;
  /** Staff: whoever is really signed in is an admin, also while acting as a customer. */
  admin: boolean;
};

type TAuthContexts = { signedIn: TSignedInContext; admin: TSignedInContext };

type TSchemaTypes = {
  Context: TGraphqlContext;
  Scalars: TScalars;
  AuthScopes: TAuthScopes;
  AuthContexts: TAuthContexts;
};

export type TTypes = PothosSchemaTypes.ExtendDefaultTypes<TSchemaTypes>;
export type TBuilder = PothosSchemaTypes.SchemaBuilder<TTypes>;
/** An object type of our schema backed by records of type T. */
export type TObjectRef<T> = ObjectRef<TTypes, T>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export function createBuilder(): TBuilder {
  const builder = new SchemaBuilder<TSchemaTypes>({
    plugins: [ScopeAuthPlugin],
    scopeAuth: {
      // A subscription is refused when it is opened, not at its first event.
      authorizeOnSubscribe: true,
      authScopes: (ctx) => ({
        public: true,
        signedIn: !!ctx.viewer,
        admin: !!ctx.viewer?.actor.isAdmin,
      }),
      // The codes and catalogue messages clients had when resolvers checked for themselves.
      unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
    },
  });
  builder.scalarType('DateTime', {
    serialize: (d) => d.toISOString(),
    // Only ISO 8601 text: Date would also take numbers and loose forms like "5" (May 2001).
    parseValue: (v) => {
      const d = typeof v === 'string' && ISO_DATE_TIME.test(v) ? new Date(v) : undefined;
      if (!d || Number.isNaN(d.getTime())) {
        throw new TypeError('must be an ISO 8601 date and time, such as 2026-11-21T09:30:00Z');
      }
      return d;
    },
  });
  // Free-form data whose shape is checked by zod at the edge (answers, questionnaires).
  builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });
  builder.queryType({});
  builder.mutationType({});
  builder.subscriptionType({});
  return builder;
}
