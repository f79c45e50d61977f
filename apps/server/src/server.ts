import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { connect, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { ensureAdmin, seedDemo } from './db/seed/index.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';

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
  const log = pino({ level: loaded.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] });

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

  // The app's modules load while PostgreSQL starts: a second start is ready in about a second.
  const appModule = import('./app.ts');
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const database = connect(config.databaseUrl ?? embedded!.url);
  await runMigrations(database.pool);
  await ensureAdmin(database.db, config, log);
  await seedDemo(database.db, config, log);

  const { buildApp } = await appModule;
  const app = await buildApp(config, database.db, { loggerInstance: log });
  await app.listen({ port: config.port, host: config.host });
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
