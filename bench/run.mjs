// `npm run bench`: measured figures, written to bench/results.json. Never pass/fail.
// BENCH_DATABASE_URL=postgres://user@host:port/postgres measures on that PostgreSQL server
// (fresh databases, created and dropped here) instead of embedded PGlite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureAdviceSlots } from './advice-slots.mjs';
import { measureAssistant } from './assistant.mjs';
import { measureBusinessSearch } from './businesses-search.mjs';
import { benchDatabaseKind, freshDatabase } from './databases.mjs';
import { measureDocumentOutput } from './document-output.mjs';
import { measureEsignSeal } from './esign-seal.mjs';
import { measureLibrarySearch } from './library-search.mjs';
import { measureRenewalPass } from './renewal-pass.mjs';
import { measureWebSpeed } from './web-speed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
// BENCH_ONLY=hot,renewal (any of hot, web, renewal, search, business-search, document, esign,
// advice, assistant)
// measures only those.
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (piece) => !ONLY || ONLY.includes(piece);
// BENCH_CPU_PROF=dir writes the server's CPU profile there, to find what a request costs.
const CPU_PROF = process.env.BENCH_CPU_PROF;
// BENCH_SERVER=apps/server/<other build>/main.js measures another build of the server, so a
// change can be measured against the build before it in one sitting on the same machine.
const SERVER_MAIN = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js');

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Starts the built server on `dataDir` and resolves once /readyz answers, with the time taken. */
async function startServer(dataDir, port, databaseUrl) {
  const started = performance.now();
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, SERVER_MAIN], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(64),
      APP_URL: `http://127.0.0.1:${port}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: performance.now() - started };
}

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The server's CPU time so far (Linux), in ms: on a shared machine, its cost per request. */
let serverPid;
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

async function load(opts) {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  result.serverCpuMs = serverCpuMs() - cpuBefore;
  return result;
}

const summary = (r) => ({
  requestsPerSecond: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors + r.non2xx,
  ...(Number.isNaN(r.serverCpuMs)
    ? {}
    : { serverCpuMsPerRequest: +(r.serverCpuMs / Math.max(r.requests.total, 1)).toFixed(3) }),
});

// Ten purchases through the real API with the sandbox's success card: one live plan per
// coverage (documents, accounting, tax, compliance, virtual office) and one-off
// registrations, which may repeat.
const TEN_PLANS = [
  'standard-annual-plan-current',
  'accounting-advice-plan-annual',
  'tax-plan-annual',
  'business-compliance',
  'virtual-office',
  'acn-registration',
  'acn-registration-external',
  'acn-registration-internal',
  'acn-registration-westpac',
  'acn-registration',
];

async function measureSubscriptions(base) {
  const post = async (pathname, body, token) => {
    const res = await fetch(base + pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const email = `bench-${Date.now()}@example.com`;
  await post('/auth/sign-up', {
    email,
    password: 'correct horse battery',
    firstName: 'Bench',
    lastName: 'Buyer',
  });
  // The account opens through the mailed link, read from the outbox as the demo admin.
  const admin = await post('/auth/sign-in', {
    email: 'admin@clausewell.test',
    password: 'Clausewell-demo-4',
  });
  const outbox = await fetch(`${base}/api/admin/outbox?to=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  }).then((res) => res.json());
  const link = outbox.mails
    .map((m) => /verify-email\?token=([\w-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const { token } = await post('/auth/verify-email', {
    token: link,
    password: 'correct horse battery',
  });
  const gql = (query, variables) => post('/graphql', { query, variables }, token);
  const intent = (await gql('{ createSetupIntent { intentId clientSecret } }')).data
    .createSetupIntent;
  const { paymentMethodId } = await post(
    `/sandbox-gateway/setup-intents/${intent.intentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
    token,
  );
  for (const handle of TEN_PLANS) {
    const res = await gql(
      'mutation($p: PaymentProfileInput!) { createSubscription(paymentProfile: $p) { subscription { id } } }',
      { p: { paymentMethodId, pricePointHandle: handle } },
    );
    if (res.errors) throw new Error(`buying ${handle}: ${res.errors[0].message}`);
  }
  return summary(
    await load({
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        operationName: 'GetUserSubscriptions',
        query: `query GetUserSubscriptions { getUserSubscriptions { now
          activeSubscription { id handle name canAccessAllDocuments canUseAI isPaidUser unsignedSubscriptionIds pastDueDate }
          subscriptionList { id product productName state price renewalDate maskedCardNumber couponCodes nextRenewalPriceInCents }
          activeCard { lastFour expiryMonth expiryYear }
          invoices { id number status totalInCents } } }`,
      }),
    }),
  );
}

/** Start-up, the hot reads against the bare route, and the web app's load times. */
async function measureServer(results) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-'));
  const port = await freePort();
  const database = await freshDatabase('server');
  // Cold start: first start creates, migrates and seeds the embedded database.
  const first = await startServer(dataDir, port, database.url);
  await stop(first.child);
  const second = await startServer(dataDir, port, database.url);
  serverPid = second.child.pid;
  results.startup = {
    firstStartToReadyMs: Math.round(first.ms),
    restartToReadyMs: Math.round(second.ms),
  };

  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@clausewell.test', password: 'Clausewell-demo-1' }),
  });
  const { token } = await signIn.json();

  if (wanted('hot')) {
    const bare = summary(await load({ url: `${base}/healthz` }));
    const getUser = summary(
      await load({
        url: `${base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          operationName: 'GetUser',
          query:
            'query GetUser { getUser { email firstName lastName flakeId isLawyer phone postcode createdAt tenant name teamOwner teamUser impersonateUser } }',
        }),
      }),
    );
    results.bareJsonRoute = bare;
    results.getUser = getUser;
    results.getUserToBareRatio = {
      requestsPerSecond: +(getUser.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
      p99: +(getUser.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(2),
    };
    results.getUserSubscriptionsTenPlans = await measureSubscriptions(base);
    results.getUserSubscriptionsToBareRatio = {
      requestsPerSecond: +(
        results.getUserSubscriptionsTenPlans.requestsPerSecond / bare.requestsPerSecond
      ).toFixed(3),
      p99: +(results.getUserSubscriptionsTenPlans.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(2),
    };
  }
  if (wanted('web')) results.webSpeed = await measureWebSpeed(base);
  await stop(second.child);
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}

async function main() {
  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    database: benchDatabaseKind,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
  };

  if (wanted('hot') || wanted('web')) await measureServer(results);

  if (wanted('renewal')) results.renewalPass = await measureRenewalPass();
  if (wanted('search')) results.librarySearch = measureLibrarySearch();
  if (wanted('business-search')) results.businessSearch = await measureBusinessSearch();
  if (wanted('document')) results.tenPageDocument = await measureDocumentOutput();
  if (wanted('esign')) results.esignSealTenPages = await measureEsignSeal();
  if (wanted('advice')) results.adviceSlotsTwentyAdvisorsThirtyDays = measureAdviceSlots();
  if (wanted('assistant')) results.assistant = await measureAssistant();

  // A partial run is only printed: results.json keeps the last full one.
  if (!ONLY) {
    writeFileSync(
      new URL('./results.json', import.meta.url),
      `${JSON.stringify(results, null, 2)}\n`,
    );
  }
  console.log(JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
