import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

// A built web app as the build leaves it: a fingerprinted script with its precompressed
// copies and its source map, and the HTML shell.
const SCRIPT = `export const greeting = ${JSON.stringify('G’day '.repeat(400))};\n`;
const SHELL = `<!doctype html><html lang="en-AU"><head><title>Clausewell</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;

// The build's list of each page's own files, which the server names in that page's shell.
const ROUTE_PRELOADS = {
  routes: [
    { pattern: '/documents/questionnaire/*', scripts: ['/assets/questionnaire-rest-Zz99.js'] },
    {
      pattern: '/documents/questionnaire/:documentId',
      scripts: ['/assets/questionnaire-Qq11.js'],
    },
    {
      pattern: '/documents/document-library',
      // Only the build's own asset files are ever named.
      scripts: ['/assets/library-Ll22.js', 'https://elsewhere.example/x.js', '/assets/a"><b.js'],
    },
  ],
};

// What a browser sends when the address bar or a link loads a page.
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
};

function writeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cw-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${script}.map`, '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  return dist;
}

type TRaw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET whose body is read as sent: fetch would undo the compression this checks. */
function rawGet(url: string, headers: Record<string, string>): Promise<TRaw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

let t: TTestApp;
let dist: string;
beforeAll(async () => {
  dist = writeWebDist();
  t = await startTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built web app', () => {
  it('sends a fingerprinted script brotli-encoded, cached for good', async () => {
    const res = await rawGet(`${t.url}/assets/index-Ab12Cd34.js`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the file as it is', async () => {
    const gzip = await rawGet(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(`${t.url}/assets/index-Ab12Cd34.js`, {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a browser loading any page of the app with the shell, compressed and never cached unchecked', async () => {
    const res = await rawGet(`${t.url}/documents/my-documents`, {
      ...NAVIGATION,
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(SHELL);

    const plain = await rawGet(`${t.url}/`, { 'sec-fetch-mode': 'navigate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SHELL);
  });

  it('never serves source maps or the precompressed copies by their own names', async () => {
    for (const name of ['index-Ab12Cd34.js.map', 'index-Ab12Cd34.js.br', 'index-Ab12Cd34.js.gz']) {
      const res = await rawGet(`${t.url}/assets/${name}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, name).toBe(404);
      expect(res.body.toString(), name).not.toContain('mappings');
    }
  });
});

describe("a page's own files named in its shell", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('names the files of the page asked for, in the head, compressed as the shell is', async () => {
    const res = await rawGet(`${t.url}/documents/document-library`, {
      ...NAVIGATION,
      'accept-encoding': 'br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.body).toString();
    expect(preloads(html)).toEqual(['/assets/library-Ll22.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/\s*<link rel="modulepreload"[^>]*>\s*/g, '')).toBe(SHELL);

    const gzip = await rawGet(`${t.url}/documents/document-library?q=lease`, {
      ...NAVIGATION,
      'accept-encoding': 'gzip',
    });
    expect(preloads(gunzipSync(gzip.body).toString())).toEqual(['/assets/library-Ll22.js']);
  });

  it('picks the most particular route, as the web router does', async () => {
    const page = async (pathname: string) =>
      preloads((await t.api.call('GET', pathname, { headers: NAVIGATION })).body as string);
    expect(await page('/documents/questionnaire/doc-42')).toEqual([
      '/assets/questionnaire-Qq11.js',
    ]);
    expect(await page('/documents/questionnaire/doc-42/more')).toEqual([
      '/assets/questionnaire-rest-Zz99.js',
    ]);
    expect(await page('/Documents/Document-Library')).toEqual(['/assets/library-Ll22.js']);
    // A page the list does not know gets the plain shell.
    expect((await t.api.call('GET', '/billing/plans', { headers: NAVIGATION })).body).toBe(SHELL);
  });

  it('keeps the list itself to the server', async () => {
    expect((await rawGet(`${t.url}/route-preloads.json`, {})).status).toBe(404);
  });
});

describe('answers the server builds', () => {
  it('compresses a large JSON answer, but never the live event stream', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = (await res.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(10);

    // The live event stream stays as it is, so each event reaches the browser when sent.
    const { token, user } = await signUpCustomer(t.api);
    const controller = new AbortController();
    const stream = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        query: 'subscription($u: String!) { refetchSubsSubscription(userId: $u) }',
        variables: { u: user.flakeId ?? user.id },
      }),
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    // GraphQL Yoga marks its streams "none" itself, for proxies on the way.
    expect(stream.headers.get('content-encoding') ?? 'none').toBe('none');
    controller.abort();
  });
});

describe('the spec paths of the REST API beside the pages', () => {
  it('gives a browser navigating to a spec path the web app, and an API client the API', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const spec = `/profile/preferences/${user.flakeId}`;

    const page = await t.api.call('GET', spec, { token, headers: NAVIGATION });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toBe(SHELL);
    // Ranking HTML first is enough, without the fetch metadata older browsers leave out.
    const byAccept = await t.api.call('GET', spec, {
      token,
      headers: { accept: NAVIGATION.accept },
    });
    expect(byAccept.body).toBe(SHELL);

    const api = await t.api.call('GET', spec, { token, headers: { accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect(api.body).toEqual({ preferences: expect.any(Array) });
    // A client naming no type (fetch's default, curl) gets the API too.
    expect((await t.api.get(spec, token)).body).toEqual(api.body);
  });

  it('always answers /api/<spec path> from the API, navigation or not', async () => {
    const { token, user } = await signUpCustomer(t.api);
    const res = await t.api.call('GET', `/api/profile/preferences/${user.flakeId}`, {
      token,
      headers: NAVIGATION,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: expect.any(Array) });

    const signedOut = await t.api.call('GET', `/api/profile/preferences/${user.flakeId}`, {
      headers: NAVIGATION,
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('UNAUTHENTICATED');

    const posted = await t.api.call('POST', '/api/auth/sign-in', {
      body: { email: user.email, password: 'correct horse battery' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.token).toEqual(expect.any(String));
  });

  it("keeps the server's own /api/ paths where they are", async () => {
    const res = await t.api.call('GET', '/api/server-time', { headers: NAVIGATION });
    expect(res.status).toBe(200);
    expect(res.body.now).toEqual(expect.any(String));
    expect((await t.api.get('/api/api/server-time')).status).toBe(404);
  });

  it('answers a browser with the web app at any page path, and anything else with a JSON 404', async () => {
    for (const unknown of [
      '/api/nothing-here',
      '/api/auth/nothing-here',
      '/auth/nothing-here',
      '/dev/outbox',
    ]) {
      const res = await t.api.call('GET', unknown, { headers: { accept: 'application/json' } });
      expect(res.status, unknown).toBe(404);
      expect(res.body.error.code, unknown).toBe('NOT_FOUND');
      expect((await t.api.get(unknown)).status, unknown).toBe(404);
    }
    const apiNavigation = await t.api.call('GET', '/api/auth/nothing-here', {
      headers: NAVIGATION,
    });
    expect(apiNavigation.status).toBe(404);
    expect((await t.api.call('GET', '/auth/nothing-here', { headers: NAVIGATION })).body).toBe(
      SHELL,
    );
    expect((await t.api.call('GET', '/businesses/list', { headers: NAVIGATION })).body).toBe(SHELL);
    // A file that is not there is not a page.
    expect((await t.api.call('GET', '/missing.pdf', { headers: NAVIGATION })).status).toBe(404);
  });
});
