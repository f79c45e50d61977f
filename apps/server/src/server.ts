import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { App } from './app.ts';
import { connect, runMigrations } from './db/client.ts';
import { superviseEmbeddedPostgres } from './db/embedded-supervisor.ts';
import { ensureAdmin, foundDone, seedDemo } from './seed/index.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { accountBlock, logDestination } from './lib/log-output.ts';
import { loadOrCreateSecret } from './lib/secrets.ts';
import { LOG_REDACT, safeError } from './lib/safe-error.ts';

const STOP_DEADLINE_MS = 10_000;
/** Requests still open this long after a stop signal (a client sending its body slowly) are cut. */
const STALLED_AFTER_MS = 5_000;
/** How long after the listen the background work (sweeps, alert worker) starts. */
const BACKGROUND_AFTER_MS = 1_000;

/** Where the start is, for the debug log: time since the process started, and CPU used so far. */
function startStep() {
  const { user, system } = process.cpuUsage();
  return { msSinceProcessStart: Math.round(performance.now()), cpuMs: Math.round((user + system) / 1000) };
}

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
  const destination = logDestination();
  const options = { level: loaded.logLevel, redact: LOG_REDACT };
  const log = destination ? pino(options, destination) : pino(options);
  log.debug(startStep(), 'start: code loaded');

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

  // A stop signal is ours from before PostgreSQL is spawned: one that arrives while it starts is
  // kept and acted on once it is up (below), instead of killing this process and orphaning it.
  let stop: ((signal: string) => Promise<void>) | undefined = undefined;
  let stopAsked: string | undefined;
  const onSignal = (signal: string) => {
    if (stop) void stop(signal);
    else stopAsked ??= signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  // PostgreSQL starts in its own process while this one loads and builds the app, which touches
  // the database only once it listens (onReady): a restart is ready in well under a second.
  // The bundle's entry holds only what comes before this line and the database client; the app's
  // code (most of the bundle) is parsed while PostgreSQL starts (scripts/build-server.mjs, split).
  const embedded = config.databaseUrl ? undefined : await superviseEmbeddedPostgres(config.dataDir, log);
  log.debug(startStep(), 'start: PostgreSQL spawned');
  const database = connect(config.databaseUrl ?? embedded!.url);

  // From here on a stop signal stops what has started, PostgreSQL last: a shop stopped while it
  // starts (a deploy, a supervisor, Ctrl-C during the first second) must not leave its PostgreSQL
  // running, which the next start would first have to wait out (seconds of every such start).
  let app: App | undefined;
  const background: Array<() => unknown> = [];
  let startup: Promise<unknown> = Promise.resolve();
  let stopping = false;
  stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      log.error('could not stop within 10 s; exiting');
      // Even then, the PostgreSQL we started (in its own process group) must not outlive us.
      void Promise.resolve(embedded?.stop()).finally(() => process.exit(1));
    }, STOP_DEADLINE_MS);
    deadline.unref();
    // A start under way finishes first (a failed one has closed everything itself and exits).
    const started = await startup.then(
      () => true,
      () => false,
    );
    if (!started) return;
    for (const stopOne of background) await stopOne();
    if (app) {
      const running = app;
      // Keep-alive sockets that finish their last request while we wait would hold the close open
      // until they time out; shut each one as soon as it goes idle.
      const closeIdle = setInterval(() => running.server.closeIdleConnections(), 50);
      // A request whose body never finishes would hold the close open until the deadline: after a
      // grace period, every connection still open is closed.
      const cutStalled = setTimeout(() => {
        log.warn('stopping: closing requests still open after 5 s');
        running.server.closeAllConnections();
      }, STALLED_AFTER_MS);
      await running.close();
      clearInterval(closeIdle);
      clearTimeout(cutStalled);
    }
    await database.close();
    await embedded?.stop();
    unlock();
    log.info('stopped');
    process.exit(0);
  };
  // Asked to stop while PostgreSQL was starting: stop now, before the app is built.
  if (stopAsked) return stop(stopAsked);

  let createdAdmin: Awaited<ReturnType<typeof ensureAdmin>>;
  const prepared = (async () => {
    await embedded?.ready;
    log.debug(startStep(), 'start: database accepts connections');
    // A restart finds all three done, in one round trip (seed/index.ts, foundDone).
    const done = await foundDone(database.db);
    if (!done?.migrated) await runMigrations(database.pool);
    createdAdmin = done?.admin ? undefined : await ensureAdmin(database.db, config, log);
    if (!done?.demo) await seedDemo(database.db, config, log);
    log.debug(startStep(), 'start: migrations, admin and demo checked');
  })();
  // Awaited below, after the app is built; a failure before then must not count as unhandled.
  prepared.catch(() => {});
  startup = (async () => {
    try {
      const { buildApp } = await import('./app.ts');
      log.debug(startStep(), 'start: app modules loaded');
      app = await buildApp(config, database.db, { loggerInstance: log });
      log.debug(startStep(), 'start: app built');
      await prepared;
      await app.listen({ port: config.port, host: config.host });
      log.debug(startStep(), 'start: listening');
    } catch (error) {
      // Nothing else would stop the PostgreSQL we started (it runs in its own process group).
      await database.close();
      await embedded?.stop();
      throw error;
    }
  })();
  await startup;
  const running = app!;
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Without PUBLIC_URL the shop is where it listens (PORT=0 picks a free port).
  const shopUrl =
    config.publicUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.publicUrl;
  log.info({ ms: Date.now() - started, database: embedded ? 'embedded' : 'DATABASE_URL' }, `shop ready on ${shopUrl}`);
  const dataDir = path.relative(process.cwd(), config.dataDir);
  const shownDir = dataDir && !dataDir.startsWith('..') ? dataDir : config.dataDir;
  const outbox = config.smtpUrl ? undefined : path.join(shownDir, 'outbox');
  // The framed block in a terminal, and wherever the output goes when it carries the new password.
  if (process.stdout.isTTY || createdAdmin) {
    process.stdout.write(accountBlock(shopUrl, createdAdmin, outbox, process.stdout.hasColors?.() ?? false));
  }
  // The background work below (loading its code, its first sweeps and connections) waits a moment:
  // the first requests after the listen (a deploy's health check) are answered first (#26).
  await new Promise((resolve) => setTimeout(resolve, BACKGROUND_AFTER_MS).unref());
  // Stopping already: the background work below would only be stopped again.
  if (stopping) return;

  // Uploads no product took within a day are removed: now, then every hour.
  const { sweepPendingImages } = await import('./modules/uploads/index.ts');
  const sweep = () =>
    void sweepPendingImages(database.db, running.storage, log).catch((error: unknown) =>
      log.warn({ err: safeError(error) }, 'the sweep of unused uploads failed'),
    );
  sweep();
  const sweeper = setInterval(sweep, 60 * 60 * 1000);
  sweeper.unref();
  background.push(() => clearInterval(sweeper));
  // Unpaid KBZ Pay orders past their time: every instance sweeps, now and each minute; the sweep's
  // row locks make each expiry happen once (docs/decisions/032-payment-expiry-sweep.md).
  const { startPaymentSweeper } = await import('./modules/payment-review/index.ts');
  background.push(startPaymentSweeper(database.db, { mailer: running.mailer, publicUrl: config.publicUrl, log }));
  // Alerts on the owner's phone: every instance sends from the queue (docs/decisions/048).
  const { startAlertWorker } = await import('./modules/alerts/index.ts');
  background.push(startAlertWorker(database.db, { env: config.alerts, publicUrl: config.publicUrl, log }));
}

main().catch((error: unknown) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
