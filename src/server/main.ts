import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedIfEmpty } from './seed/seed';
import { buildApp } from './app';
import { loadOrCreateSecret } from './accounts/secret';

// `npm start` ends here: validate config, open + migrate the database, seed once, serve.
async function main() {
  const config = loadConfig();
  // The embedded database runs on the server's thread unless PGLITE_THREAD=worker (docs/decisions/001-database.md:
  // the worker costs memory; uploads are kept from stalling the server by the cap on bytes in flight instead).
  const handle = await openDatabase(config, { thread: config.pgliteThread });
  const app = await buildApp({
    db: handle.db,
    webRoot: config.webRoot ?? `${process.cwd()}/dist/web`,
    logger: { level: config.logLevel },
    apiCacheTtlMs: config.apiCacheTtlMs,
    stockStaleDays: config.stockStaleDays,
    formRateLimitPerMinute: config.formRateLimitPerMinute,
    uploadConcurrentBytes: config.uploadConcurrentBytes,
    publicUrl: config.publicUrl,
    csp: config.csp,
    accountSecret: loadOrCreateSecret(config.secret, config.dataDir),
    trustProxy: config.trustProxy,
    timeouts: config.timeouts,
    allowedHosts: config.allowedHosts,
    accountCreatePerHour: config.accountCreatePerHour,
    notify: config.mail,
    retention: config.retention,
  });
  const seeded = await seedIfEmpty(handle.db);
  app.log.info({ database: handle.kind, seeded }, seeded ? 'seeded demo content' : 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await handle.close(); // flushes and closes the database
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
