// Time to run one billing pass over 10,000 subscriptions that are all due, on embedded
// PostgreSQL (or BENCH_DATABASE_URL's server) with the sandbox gateway, from the built server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/dist/config.js';
import { users } from '../apps/server/dist/modules/account/tables.js';
import { sandboxPaymentMethods } from '../apps/server/dist/modules/billing/gateway/sandbox-tables.js';
import { runBillingPass } from '../apps/server/dist/modules/billing/service/billing-pass.js';
import {
  billingCustomers,
  paymentMethods,
  subscriptions,
} from '../apps/server/dist/modules/billing/tables.js';
import { manualClock } from '../apps/server/dist/platform/clock.js';
import { createDeps } from '../apps/server/dist/platform/deps-factory.js';
import { freshDatabase } from './databases.mjs';

const schema = { users, billingCustomers, sandboxPaymentMethods, paymentMethods, subscriptions };

// A customer holds at most one live plan per coverage, so each has five quarterly plans
// that cover different things.
const PLANS = [
  ['essentials-quarterly', 8700],
  ['accounting-advice-plan-quarterly', 32700],
  ['tax-plan-quarterly', 53700],
  ['asic-compliance-plan-quarterly', 26700],
  ['virtual-office-quarterly', 17700],
];
const USERS = Number(process.env.BENCH_RENEWAL_USERS ?? 2000);
const PER_USER = PLANS.length;

/** Profiles only the pass (BENCH_CPU_PROF=dir), not the set-up around it. */
async function startProfiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

export async function measureRenewalPass() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-bench-renew-'));
  const database = await freshDatabase('renewals');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? 'pglite:memory',
  });
  const start = new Date('2026-01-01T00:00:00Z');
  const clock = manualClock(start);
  const deps = await createDeps(config, { clock });
  const { db } = deps.database;
  for (let u = 0; u < USERS; u++) {
    const userId = `bench-user-${u}`;
    const pm = `pm_bench_${u}`;
    await db.insert(schema.users).values({
      id: userId,
      email: `bench${u}@example.com`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: String(u),
    });
    await db.insert(schema.billingCustomers).values({
      userId,
      gatewayCustomerId: `cus_bench_${u}`,
      createdAt: start,
    });
    await db.insert(schema.sandboxPaymentMethods).values({
      id: pm,
      customerId: `cus_bench_${u}`,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      behaviour: 'succeeds',
      createdAt: start,
    });
    await db.insert(schema.paymentMethods).values({
      id: pm,
      userId,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      createdAt: start,
    });
    const rows = Array.from({ length: PER_USER }, (_, i) => ({
      id: `bench-sub-${u}-${i}`,
      userId,
      productHandle: PLANS[i][0],
      state: 'active',
      paymentMethodId: pm,
      priceInCents: PLANS[i][1],
      periodPaidInCents: PLANS[i][1],
      activatedAt: start,
      currentPeriodStartedAt: start,
      currentPeriodEndsAt: new Date('2026-04-01T00:00:00Z'),
      receiptEmail: `bench${u}@example.com`,
      createdAt: start,
      updatedAt: start,
    }));
    await db.insert(schema.subscriptions).values(rows);
  }
  clock.set(new Date('2026-04-02T00:00:00Z'));
  const profiler = process.env.BENCH_CPU_PROF ? await startProfiler() : undefined;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const pass = await runBillingPass(deps);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await profiler?.stop(path.join(process.env.BENCH_CPU_PROF, 'renewal-pass.cpuprofile'));
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
  const count = USERS * PER_USER;
  return {
    dueSubscriptions: count,
    renewed: pass.renewed,
    totalMs: Math.round(ms),
    perSubscriptionMs: +(ms / count).toFixed(2),
    // CPU time of this process (the pass and, on PGlite, the database): on a shared
    // machine the wall time above can be mostly waiting for a core.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}
