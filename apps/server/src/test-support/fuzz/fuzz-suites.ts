import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildSchema } from '../../platform/graphql/schema.js';
import {
  expectHealthy,
  expectSound,
  graphqlAnswerProblem,
  restAnswerProblem,
} from './fuzz-checks.js';
import { startFuzzWorld, type TFuzzWorld } from './fuzz-world.js';
import { operationCases } from './graphql-cases.js';
import { FUZZ_SEED, fuzzRuns, jsonText } from './hostile-values.js';
import { fuzzableRoutes, inputFieldNames, RouteLearning, requestsFor, send } from './rest-cases.js';

// The fuzz suites, one per test file so each stays well under a minute: every GraphQL
// operation and every REST route, signed in as a customer or not at all.

type TWho = 'customer' | 'anonymous';

/**
 * The fuzzer knows the customer's password, so these would succeed and end the account or
 * its password for the rest of the run; signed out they are fuzzed like every route, and
 * their refusals have tests of their own (modules/account).
 */
const ENDS_THE_CUSTOMER = new Set(['POST /profile/delete-account', 'POST /profile/password']);
/** Successes that end the customer's sessions: a new one is signed in for the rest. */
const ENDS_THE_SESSION = new Set(['/auth/sign-out', '/profile/sessions/sign-out-everywhere']);

/** Each property its own fixed seed, so routes and operations do not all draw alike. */
const settings = (runs: number, name: string) => ({
  seed: [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, FUZZ_SEED),
  numRuns: fuzzRuns(runs),
  endOnFailure: true,
});

function withWorld(body: (world: () => TFuzzWorld) => void) {
  let world: TFuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld();
  });
  afterAll(() => world.t.close());
  body(() => world);
  it('leaves the server healthy', () => expectHealthy(world.t, world.token()));
}

export function fuzzGraphql(who: TWho, runs: number, only?: 'query' | 'mutation') {
  const cases = operationCases(buildSchema()).filter((c) => !only || c.kind === only);
  const what = only ? `${only} field` : 'GraphQL operation';
  describe(`every ${what}, ${who === 'customer' ? 'signed in' : 'signed out'}`, () => {
    withWorld((world) => {
      for (const c of cases) {
        it(`${c.kind} ${c.field}`, async () => {
          const w = world();
          const property = fc.asyncProperty(c.variables(w.known), async (variables) => {
            const request = {
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json' },
              body: jsonText({ query: c.document, variables }),
            };
            const res = await send(w.t.url, request, who === 'customer' ? w.token() : undefined);
            expectSound(graphqlAnswerProblem(res), { document: c.document, variables }, res);
          });
          await fc.assert(property, settings(runs, c.field));
        });
      }
    });
  });
}

export function fuzzRest(who: TWho, runs: number) {
  const names = inputFieldNames();
  describe(`every REST route, ${who === 'customer' ? 'signed in' : 'signed out'}`, () => {
    withWorld((world) => {
      it('answers hostile paths, query strings and bodies soundly', async () => {
        const w = world();
        const routes = fuzzableRoutes(w.routes).filter(
          (r) => who !== 'customer' || !ENDS_THE_CUSTOMER.has(`${r.method} ${r.url}`),
        );
        // The route table must be the app's, not an empty list that passes by default.
        if (routes.length < 10) throw new Error(`only ${routes.length} routes were found`);
        const learning = new RouteLearning();
        for (const route of routes) {
          const requests = requestsFor(route, w.known, names);
          const property = fc.asyncProperty(requests, async (planned) => {
            const request = planned.build(learning.fieldsOf(route));
            const res = await send(w.t.url, request, who === 'customer' ? w.token() : undefined);
            learning.learn(route, res);
            expectSound(restAnswerProblem(res), request, res);
            // A fuzzed sign-out ends the customer's session; the rest of the run needs one.
            if (who === 'customer' && ENDS_THE_SESSION.has(route.url) && res.status < 300) {
              await w.renewSession();
            }
          });
          await fc.assert(property, settings(runs, `${route.method} ${route.url}`));
        }
      }, 120_000);
    });
  });
}
