import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TViewer } from '../auth/viewer.js';
import { manualClock } from '../clock.js';
import { embeddedFreshness } from '../db/freshness.js';
import { createWriteWatch } from '../db/write-watch.js';
import type { TDeps } from '../deps.js';
import { ANSWER_CACHED } from './answer-cache.js';
import { graphqlJs } from './graphql-js.js';
import { registerGraphql } from './yoga.js';

const { GraphQLSchema, GraphQLObjectType, GraphQLString, GraphQLInt } = graphqlJs;

// Each resolver counts its runs, so a test can tell an answer worked out from one kept.
let runs = 0;
let stored = 'first';
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      me: {
        type: GraphQLString,
        extensions: ANSWER_CACHED,
        resolve: (_r, _a, ctx: { viewer?: TViewer }) => {
          runs++;
          return `${ctx.viewer?.user.email ?? 'nobody'}:${stored}`;
        },
      },
      count: {
        type: GraphQLInt,
        extensions: ANSWER_CACHED,
        args: { add: { type: GraphQLInt } },
        resolve: (_r, a) => {
          runs++;
          return 1 + (a.add ?? 0);
        },
      },
      live: {
        type: GraphQLString,
        resolve: () => {
          runs++;
          return stored;
        },
      },
    },
  }),
});

const viewers: Record<string, TViewer> = {
  ada: { sessionId: 's-ada', user: { email: 'ada@example.com' } } as TViewer,
  ada2: { sessionId: 's-ada-2', user: { email: 'ada@example.com' } } as TViewer,
  bo: { sessionId: 's-bo', user: { email: 'bo@example.com' } } as TViewer,
};

async function cachingApp(config: Record<string, unknown> = {}) {
  const clock = manualClock(new Date('2026-08-10T01:00:00Z'));
  const writes = createWriteWatch();
  const app = Fastify();
  app.decorateRequest('viewer', undefined);
  app.addHook('onRequest', async (req) => {
    const who = req.headers.authorization?.replace('Bearer ', '');
    if (who) req.viewer = viewers[who];
  });
  const deps = {
    config: { NODE_ENV: 'test', ANSWER_CACHE_SECONDS: 2, ...config },
    clock,
    database: { writes, freshness: embeddedFreshness(writes) },
  } as unknown as TDeps;
  const { fastPath } = registerGraphql(app, deps, schema);
  await app.ready();
  const ask = async (query: string, who?: string, variables?: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return JSON.parse(res.body);
  };
  return { app, clock, writes, fastPath, ask };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  runs = 0;
  stored = 'first';
});

describe('answers kept for a signed-in session', () => {
  it('answers a marked query from memory until the database is written', async () => {
    const c = await cachingApp();
    app = c.app;
    await c.ask('{ me }', 'ada'); // Yoga validates the text
    await c.ask('{ me }', 'ada'); // worked out on the fast path, kept
    expect(runs).toBe(2);
    stored = 'second'; // as if written without the watch seeing it: the kept answer stays
    expect((await c.ask('{ me }', 'ada')).data.me).toBe('ada@example.com:first');
    expect(runs).toBe(2);
    c.writes.bump();
    expect((await c.ask('{ me }', 'ada')).data.me).toBe('ada@example.com:second');
    expect(runs).toBe(3);
    expect(c.fastPath.answers?.stats.hits).toBe(1);
  });

  it('keeps nothing across sessions, variables or unmarked fields', async () => {
    const c = await cachingApp();
    app = c.app;
    for (let i = 0; i < 2; i++) await c.ask('{ me }', 'ada');
    expect((await c.ask('{ me }', 'bo')).data.me).toBe('bo@example.com:first');
    expect((await c.ask('{ me }', 'ada2')).data.me).toBe('ada@example.com:first');
    const q = 'query C($n: Int) { count(add: $n) }';
    for (let i = 0; i < 2; i++) await c.ask(q, 'ada', { n: 1 });
    expect((await c.ask(q, 'ada', { n: 2 })).data.count).toBe(3);
    for (let i = 0; i < 3; i++) await c.ask('{ me live }', 'ada');
    expect(c.fastPath.answers?.stats.hits).toBe(0);
  });

  it('keeps nothing for a stranger, and nothing that failed', async () => {
    const c = await cachingApp();
    app = c.app;
    for (let i = 0; i < 3; i++) await c.ask('{ me }');
    for (let i = 0; i < 3; i++) await c.ask('{ count(add: "x") }', 'ada');
    expect(c.fastPath.answers?.stats.stored).toBe(0);
  });

  it('lets a kept answer age out, and drops it when the clock goes back', async () => {
    const c = await cachingApp();
    app = c.app;
    for (let i = 0; i < 3; i++) await c.ask('{ me }', 'ada');
    expect(runs).toBe(2);
    c.clock.advance(2_000);
    await c.ask('{ me }', 'ada');
    expect(runs).toBe(3);
    c.clock.advance(-1);
    await c.ask('{ me }', 'ada');
    expect(runs).toBe(4);
  });

  it('does not keep an answer when a write landed while it was worked out', async () => {
    const c = await cachingApp();
    app = c.app;
    await c.ask('{ count }', 'ada');
    // The resolver of `count` runs between begin and store: a write there must win.
    const original = runs;
    let bumped = false;
    const fields = schema.getQueryType()?.getFields();
    const count = fields?.count;
    if (!count) throw new Error('schema changed');
    const resolve = count.resolve;
    count.resolve = (...args) => {
      if (!bumped) {
        bumped = true;
        c.writes.bump();
      }
      return resolve?.(...args);
    };
    try {
      await c.ask('{ count }', 'ada');
      await c.ask('{ count }', 'ada');
      expect(runs - original).toBe(2);
      expect(c.fastPath.answers?.stats.hits).toBe(0);
    } finally {
      count.resolve = resolve;
    }
  });

  it('is off when set to 0', async () => {
    const c = await cachingApp({ ANSWER_CACHE_SECONDS: 0 });
    app = c.app;
    for (let i = 0; i < 3; i++) await c.ask('{ me }', 'ada');
    expect(c.fastPath.answers).toBeUndefined();
    expect(runs).toBe(3);
  });
});
