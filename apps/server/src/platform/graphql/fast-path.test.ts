import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TViewer } from '../auth/viewer.js';
import type { TDeps } from '../deps.js';
import { notFound, unauthenticated } from '../errors.js';
import { graphqlJs } from './graphql-js.js';
import { registerGraphql } from './yoga.js';

const { GraphQLSchema, GraphQLObjectType, GraphQLString, GraphQLNonNull, GraphQLID } = graphqlJs;
const text = { type: GraphQLString };
const required = (type: typeof GraphQLString | typeof GraphQLID) => ({
  type: new GraphQLNonNull(type),
});
type TCtx = { viewer?: TViewer };

// A small schema with each kind of answer: plain data, a refusal, one for a stranger, and
// a resolver that fails the way a lost database connection would.
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      hello: {
        ...text,
        args: { name: required(GraphQLString) },
        resolve: (_, a) => `Hi ${a.name}`,
      },
      me: {
        ...text,
        resolve: (_r, _a, ctx: TCtx) => {
          if (!ctx.viewer) throw unauthenticated();
          return ctx.viewer.user.email;
        },
      },
      secret: {
        ...text,
        args: { id: required(GraphQLID) },
        resolve: () => {
          throw notFound();
        },
      },
      broken: {
        ...text,
        resolve: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.9:5432');
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      rename: { ...text, args: { name: required(GraphQLString) }, resolve: (_, a) => a.name },
    },
  }),
});

const viewer = { user: { email: 'ada@example.com' } } as TViewer;

async function graphqlApp(NODE_ENV: string) {
  const app = Fastify();
  app.decorateRequest('viewer', undefined);
  app.addHook('onRequest', async (req) => {
    if (req.headers.authorization === 'Bearer ada') req.viewer = viewer;
  });
  const { fastPath } = registerGraphql(app, { config: { NODE_ENV } } as TDeps, schema);
  await app.ready();
  return { app, fastPath };
}

type TCall = { body: unknown; headers?: Record<string, string> };

async function answer(app: FastifyInstance, call: TCall) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...call.headers },
    payload: JSON.stringify(call.body),
  });
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const cases: Record<string, TCall> = {
  'a success': {
    body: { query: 'query Hi($n: String!) { hello(name: $n) }', variables: { n: 'Ada' } },
  },
  'a mutation': { body: { query: 'mutation { rename(name: "Bo") }' } },
  'a refusal': { body: { query: '{ secret(id: "someone-else") }' } },
  'an unauthenticated call': { body: { query: '{ me }' } },
  'a signed-in call': { body: { query: '{ me }' }, headers: { authorization: 'Bearer ada' } },
  'a masked internal error': { body: { query: '{ hello(name: "x") broken }' } },
  'a strict client': {
    body: { query: '{ broken }' },
    headers: { accept: 'application/graphql-response+json' },
  },
};

describe.each(['production', 'test'])('the fast path for GraphQL (%s)', (env) => {
  it.each(Object.entries(cases))('answers %s exactly as Yoga does', async (_name, call) => {
    const built = await graphqlApp(env);
    app = built.app;
    // The first sight of a text goes through Yoga, which validates it; the repeat is fast.
    const fromYoga = await answer(app, call);
    expect(built.fastPath.stats.answered).toBe(0);
    const fast = await answer(app, call);
    expect(built.fastPath.stats.answered).toBe(1);
    expect(fast).toEqual(fromYoga);
    expect(fast.headers['content-type']).toMatch(/json; charset=utf-8$/);
  });

  it('leaves texts that fail validation to Yoga, naming the field as before', async () => {
    const built = await graphqlApp(env);
    app = built.app;
    const call = { body: { query: '{ hello(name: 5) }' } };
    const first = await answer(app, call);
    expect(await answer(app, call)).toEqual(first);
    expect(built.fastPath.stats.answered).toBe(0);
    expect(JSON.parse(first.body).errors[0].extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { name: expect.any(String) },
    });
  });

  it('leaves variables the input check refuses to Yoga, naming the variable', async () => {
    const built = await graphqlApp(env);
    app = built.app;
    const query = 'query Hi($n: String!) { hello(name: $n) }';
    await answer(app, { body: { query, variables: { n: 'Ada' } } });
    const refused = await answer(app, { body: { query, variables: { n: 5 } } });
    expect(built.fastPath.stats.answered).toBe(0);
    expect(JSON.parse(refused.body).errors[0].extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { n: expect.any(String) },
    });
    // The same text with good variables is then answered fast.
    const fast = await answer(app, { body: { query, variables: { n: 'Bo' } } });
    expect(JSON.parse(fast.body)).toEqual({ data: { hello: 'Hi Bo' } });
    expect(built.fastPath.stats.answered).toBe(1);
  });

  it('leaves unknown parameters, extensions and event streams to Yoga', async () => {
    const built = await graphqlApp(env);
    app = built.app;
    const query = '{ hello(name: "x") }';
    await answer(app, { body: { query } });
    const odd = await answer(app, { body: { query, colour: 'red' } });
    expect(odd.status).toBe(400);
    expect(JSON.parse(odd.body).errors[0].message).toMatch(/colour/);
    await answer(app, { body: { query, extensions: { persistedQuery: null } } });
    await answer(app, { body: { query }, headers: { accept: 'text/event-stream' } });
    expect(built.fastPath.stats.answered).toBe(0);
  });
});
