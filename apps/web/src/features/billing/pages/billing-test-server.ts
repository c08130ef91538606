import type { TSessionUser } from '../../../lib/session';
import { CUSTOMER } from '../../../test/render-app';
import type { TUserSubscriptions } from '../api/user-subscriptions';

// A stand-in GraphQL endpoint for the billing pages: answers by operation name, keeps the
// user's billing state so a change shows on the next read, and records every operation.

type TGraphqlBody = { query: string; variables?: Record<string, unknown> };
export type TOperation = { name: string; variables: Record<string, unknown> };
type TResolver = (variables: Record<string, unknown>) => unknown;

export function operationName(query: string): string {
  return /(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
}

export function graphqlError(message: string, code = 'INTERNAL') {
  return { __error: { message, code } };
}

export function billingServer(options: {
  user?: TSessionUser;
  data: TUserSubscriptions;
  resolvers?: Record<string, TResolver>;
}) {
  const state = { data: options.data };
  const operations: TOperation[] = [];
  const handler = (raw: unknown): Response => {
    const body = raw as TGraphqlBody;
    const name = operationName(body.query);
    const variables = body.variables ?? {};
    operations.push({ name, variables });
    if (name === 'GetUser') return Response.json({ data: { getUser: options.user ?? CUSTOMER } });
    if (name === 'GetUserSubscriptions') {
      return Response.json({ data: { getUserSubscriptions: state.data } });
    }
    const resolver = options.resolvers?.[name];
    if (!resolver) {
      return Response.json({
        data: null,
        errors: [{ message: `No stub for ${name}`, extensions: { code: 'INTERNAL' } }],
      });
    }
    const result = resolver(variables) as { __error?: { message: string; code: string } };
    if (result && typeof result === 'object' && '__error' in result && result.__error) {
      return Response.json({
        data: null,
        errors: [{ message: result.__error.message, extensions: { code: result.__error.code } }],
      });
    }
    return Response.json({ data: result });
  };
  const called = (name: string) => operations.filter((o) => o.name === name);
  return { state, operations, handler, called };
}
