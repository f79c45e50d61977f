import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { App } from './app.ts';
import { connect, runMigrations } from './db/client.ts';
import { launchEmbeddedPostgres } from './db/embedded.ts';
import { ensureAdmin, seedDemo } from './db/seed/index.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { LOG_REDACT } from './lib/safe-error.ts';

const STOP_DEADLINE_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const started = Date.now();
  const loaded = loadConfigOrExit();
  const log = pino({ level: loaded.logLevel, redact: LOG_REDACT });

  let unlock: () => void;
  try {
    unlock = lockDataDir(loaded.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const config: Config = { ...loaded, jwtSecret: loaded.jwtSecret ?? loadOrCreateSecret(loaded.dataDir, 'jwt-secret') };

  // PostgreSQL starts in its own process while this one loads and builds the app, which touches
  // the database only once it listens (onReady): a restart is ready in well under a second.
  const embedded = config.databaseUrl ? undefined : await launchEmbeddedPostgres(config.dataDir);
  const database = connect(config.databaseUrl ?? embedded!.url);
  const prepared = (async () => {
    await embedded?.ready;
    log.debug({ msSinceProcessStart: Math.round(performance.now()) }, 'start: database accepts connections');
    await runMigrations(database.pool);
    await ensureAdmin(database.db, config, log);
    await seedDemo(database.db, config, log);
    log.debug({ msSinceProcessStart: Math.round(performance.now()) }, 'start: migrations, admin and demo checked');
  })();
  // Awaited below, after the app is built; a failure before then must not count as unhandled.
  prepared.catch(() => {});
  let app: App;
  try {
    const { buildApp } = await import('./app.ts');
    log.debug({ msSinceProcessStart: Math.round(performance.now()) }, 'start: app modules loaded');
    app = await buildApp(config, database.db, { loggerInstance: log });
    log.debug({ msSinceProcessStart: Math.round(performance.now()) }, 'start: app built');
    await prepared;
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Nothing else would stop the PostgreSQL we started (it runs in its own process group).
    await database.close();
    await embedded?.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { ms: Date.now() - started, database: embedded ? 'embedded' : 'DATABASE_URL' },
    `shop ready on http://localhost:${port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      log.error('could not stop within 10 s; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    // Keep-alive sockets that finish their last request while we wait would hold the close open
    // until they time out; shut each one as soon as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close();
    clearInterval(closeIdle);
    await database.close();
    await embedded?.stop();
    unlock();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
