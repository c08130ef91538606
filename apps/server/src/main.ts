import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { modules } from './modules/index.js';
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
  for (const module of modules) module.defineJobs?.(deps);
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
  // Each area's start-up work (billing settles payments a crash left half done) runs at
  // once rather than at its first scheduled pass, without holding up the server.
  for (const module of modules) {
    module
      .onStart?.(deps)
      .then((result) => app.log.info({ module: module.name, ...result }, 'start-up work done'))
      .catch((err) => app.log.error({ err, module: module.name }, 'start-up work failed'));
  }
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
