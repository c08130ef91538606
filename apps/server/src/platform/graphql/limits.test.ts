import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

describe('GraphQL limits in development', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses too many aliases', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => `a${i}: getUser { email }`).join(' ');
    const res = await t.api.graphql(`query { ${fields} }`);
    expect(res.body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = `query { __type(name: "User") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
    const res = await t.api.graphql(deep);
    expect(res.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('allows introspection outside production', async () => {
    const res = await t.api.graphql('{ __schema { queryType { name } } }');
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphQL in production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } });
  });
  afterAll(() => t.close());

  it('turns introspection off', async () => {
    const res = await t.api.graphql('{ __schema { queryType { name } } }');
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('still answers ordinary queries', async () => {
    const res = await t.api.graphql('query GetUser { getUser { email } }');
    expect(res.body).toEqual({ data: { getUser: null } });
  });
});
