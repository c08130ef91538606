import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

const FOREIGN = 'https://evil.example';
const PARTNER = 'https://partner.example';

const graphqlFrom = (t: TTestApp, origin: string) =>
  t.api.call('POST', '/graphql', {
    body: { query: '{ __typename }' },
    headers: { origin },
  });
const preflight = (t: TTestApp, path: string, origin: string) =>
  t.api.call('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

describe('cross-origin calls with no CORS_ORIGINS', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('give a foreign origin no Access-Control-Allow-Origin, on GraphQL or REST', async () => {
    const gql = await graphqlFrom(t, FOREIGN);
    expect(gql.status).toBe(200);
    expect(gql.headers.get('access-control-allow-origin')).toBeNull();
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();
    expect(
      (await preflight(t, '/graphql', FOREIGN)).headers.get('access-control-allow-origin'),
    ).toBeNull();

    const rest = await t.api.call('POST', '/auth/sign-in', {
      body: { email: 'a@example.com', password: 'whatever-it-is' },
      headers: { origin: FOREIGN },
    });
    expect(rest.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight(t, '/auth/sign-in', FOREIGN)).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });
});

describe('cross-origin calls with CORS_ORIGINS set', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: `${PARTNER}, https://other.example:8443` } });
  });
  afterAll(() => t.close());

  it('answer a configured origin on GraphQL and REST, preflight included', async () => {
    const gql = await graphqlFrom(t, PARTNER);
    expect(gql.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(gql.headers.get('vary')).toContain('Origin');
    expect(gql.headers.get('access-control-allow-credentials')).toBeNull();

    for (const path of ['/graphql', '/auth/sign-in', '/api/admin/outbox']) {
      const pre = await preflight(t, path, PARTNER);
      expect(pre.status, path).toBe(204);
      expect(pre.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(pre.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers'), path).toContain('Authorization');
    }
    const rest = await t.api.call('POST', '/auth/sign-in', {
      body: { email: 'a@example.com', password: 'whatever-it-is' },
      headers: { origin: 'https://other.example:8443' },
    });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('access-control-allow-origin')).toBe('https://other.example:8443');
  });

  it('still give any other origin nothing', async () => {
    const gql = await graphqlFrom(t, FOREIGN);
    expect(gql.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight(t, '/auth/sign-in', FOREIGN);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    // An origin differing only in scheme or port is another origin.
    const http = await graphqlFrom(t, 'http://partner.example');
    expect(http.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  it.each(['https://partner.example/app', 'partner.example', 'https://partner.example/'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', CORS_ORIGINS: value })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', CORS_ORIGINS: value })).toThrow(
        /CORS_ORIGINS/,
      );
    },
  );

  it('defaults to none', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp' }).CORS_ORIGINS).toEqual([]);
  });
});
