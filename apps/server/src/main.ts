import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { defineBillingJobs } from './modules/billing/service/billing-pass.js';
import { reconcilePayments } from './modules/billing/service/payment-intents.js';
import { seed } from './platform/db/seed.js';
import { createDeps } from './platform/deps-factory.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = await createDeps(config);
  await seed(deps);
  const webDist = config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp(deps, { webDist: path.resolve(webDist) });
  defineBillingJobs(deps);
  // Every instance polls; the jobs table makes one of them run each due job.
  deps.jobs.start(config.JOBS_POLL_SECONDS);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await deps.jobs.stop();
    await app.close();
    await deps.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Payments a crash left half done are settled at once, not at the first billing pass.
  reconcilePayments(deps)
    .then((result) => app.log.info(result, 'open payments reconciled at start-up'))
    .catch((err) => app.log.error({ err }, 'start-up reconciliation failed'));
  app.log.info(
    {
      url: config.APP_URL,
      database: deps.database.kind,
      mail: deps.mailer.kind,
      payments: deps.gateway.kind,
    },
    'Clausewell is ready',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
