// GraphQL's own cost per request, away from the database and the network: the same small
// query through two builds' /graphql routes (BENCH_BEFORE and BENCH_AFTER, dist folders of
// apps/server) and a bare JSON route, in alternating rounds inside one process, timed by this
// process's CPU use, so the comparison holds on a loaded machine.
//   node bench/graphql-overhead.mjs apps/server/dist-before apps/server/dist
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';

const [beforeDir, afterDir] = process.argv.slice(2).map((d) => path.resolve(d));
const ROUNDS = 6;
const PER_ROUND = 3000;
const load = (dir, file) => import(pathToFileURL(path.join(dir, file)).href);
const { graphqlJs } = await load(afterDir, 'platform/graphql/graphql-js.js');
const { GraphQLSchema, GraphQLObjectType, GraphQLString } = graphqlJs;

// A GetUser-like read: a dozen scalar fields of the viewer, no database.
const user = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, `value ${i}`]));
const User = new GraphQLObjectType({
  name: 'User',
  fields: Object.fromEntries(Object.keys(user).map((k) => [k, { type: GraphQLString }])),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { getUser: { type: User, resolve: (_r, _a, ctx) => ctx.viewer } },
  }),
});
const query = `query GetUser { getUser { ${Object.keys(user).join(' ')} } }`;

async function appWith(dir) {
  const app = Fastify();
  app.decorateRequest('viewer', undefined);
  app.addHook('onRequest', async (req) => {
    req.viewer = user;
  });
  app.get('/healthz', async () => ({ ok: true }));
  if (dir) (await load(dir, 'platform/graphql/yoga.js')).registerGraphql(app, deps, schema);
  await app.ready();
  return app;
}
const deps = { config: { NODE_ENV: 'production' } };

const apps = {
  bare: await appWith(undefined),
  before: await appWith(beforeDir),
  after: await appWith(afterDir),
};
const requestOf = (name) =>
  name === 'bare'
    ? { method: 'GET', url: '/healthz' }
    : {
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ operationName: 'GetUser', query }),
      };

const cpu = Object.fromEntries(Object.keys(apps).map((k) => [k, 0]));
for (let round = 0; round <= ROUNDS; round++) {
  for (const [name, app] of Object.entries(apps)) {
    const started = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) {
      const res = await app.inject(requestOf(name));
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    const used = process.cpuUsage(started);
    // Round 0 warms the code up and is not counted.
    if (round > 0) cpu[name] += (used.user + used.system) / 1000;
  }
}
const perRequest = (name) => +(cpu[name] / (ROUNDS * PER_ROUND)).toFixed(4);
const figures = {
  cpuMsPerRequest: {
    bare: perRequest('bare'),
    yoga: perRequest('before'),
    fastPath: perRequest('after'),
  },
};
figures.bareToGraphql = {
  yoga: +(figures.cpuMsPerRequest.bare / figures.cpuMsPerRequest.yoga).toFixed(3),
  fastPath: +(figures.cpuMsPerRequest.bare / figures.cpuMsPerRequest.fastPath).toFixed(3),
};
console.log(JSON.stringify(figures, null, 2));
for (const app of Object.values(apps)) await app.close();
