import { vi } from 'vitest';
import { checkGraphqlExchange } from './graphql-stub-check';

// Tests answer the app's calls by stubbing `fetch` with vi.stubGlobal. Every stub put there
// is wrapped here, so each GraphQL exchange it answers is checked against the schema without
// each test asking for it; what is wrong is collected and fails the test (see setup.ts).

const problems: string[] = [];

const pending = new Set<Promise<void>>();

/** The problems found since the last call, which clears them, once every check has run. */
export async function takeGraphqlStubProblems(): Promise<string[]> {
  await Promise.all(pending);
  return problems.splice(0);
}

function graphqlRequestOf(input: unknown, init?: RequestInit) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  if (url?.split('?')[0] !== '/graphql' || typeof init?.body !== 'string') return null;
  try {
    return JSON.parse(init.body) as {
      query?: unknown;
      variables?: unknown;
      operationName?: unknown;
    };
  } catch {
    return null;
  }
}

async function check(request: { query?: unknown; variables?: unknown }, copy: Response) {
  let answer: unknown;
  try {
    answer = JSON.parse(await copy.text());
  } catch {
    problems.push('a GraphQL stub answered with something other than JSON');
    return;
  }
  const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(String(request.query))?.[1];
  for (const problem of checkGraphqlExchange({ ...request, answer })) {
    problems.push(`${name ?? 'anonymous operation'}: ${problem}`);
  }
}

function checked(stub: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await stub(input, init);
    const request = graphqlRequestOf(input, init);
    // An HTTP failure (a 502 from a proxy, say) is not an answer to the query.
    const type = response instanceof Response ? (response.headers.get('content-type') ?? '') : '';
    if (request && response instanceof Response && response.ok && !type.includes('event-stream')) {
      // Checked on a copy, alongside: the app gets its answer as soon as it would unchecked.
      const done = check(request, response.clone()).finally(() => pending.delete(done));
      pending.add(done);
    }
    return response;
  };
}

/** Wraps every `fetch` a test stubs from now on. */
export function checkStubbedGraphql(): void {
  const stubGlobal = vi.stubGlobal.bind(vi);
  vi.stubGlobal = (name, value) =>
    stubGlobal(
      name,
      name === 'fetch' && typeof value === 'function' ? checked(value as typeof fetch) : value,
    );
}
