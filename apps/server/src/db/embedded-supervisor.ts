import type { FastifyBaseLogger } from 'fastify';
import { safeError } from '../lib/safe-error.ts';
import { launchEmbeddedPostgres, type LaunchedPostgres } from './embedded.ts';

/** The first wait before starting a PostgreSQL that died, doubled after each failed try. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Up this long, a PostgreSQL counts as healthy again: the next restart waits the first delay. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * The embedded PostgreSQL, started again whenever it dies without being asked to (killed, out
 * of memory): after a short wait, doubling up to 30 s while starts fail, each step logged. It
 * comes back on its remembered port, so the shop's pool reconnects to the same address; until
 * then requests are answered 503 with Retry-After.
 */
export async function superviseEmbeddedPostgres(dataDir: string, log: FastifyBaseLogger): Promise<LaunchedPostgres> {
  const first = await launchEmbeddedPostgres(dataDir);
  let current = first;
  let stopping = false;
  let delay = FIRST_DELAY_MS;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const watch = (running: LaunchedPostgres, since: number) => {
    void running.exited.then(async (how) => {
      if (stopping) return;
      if (Date.now() - since > HEALTHY_AFTER_MS) delay = FIRST_DELAY_MS;
      log.error({ how, restartInMs: delay }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
      for (let attempt = 1; !stopping; attempt++) {
        await sleep(delay);
        if (stopping) return;
        delay = Math.min(delay * 2, MAX_DELAY_MS);
        try {
          const next = await launchEmbeddedPostgres(dataDir);
          current = next;
          if (stopping) return void (await next.stop());
          await next.ready;
          if (next.url !== first.url) log.error('embedded PostgreSQL came back on another port; restart the shop');
          log.warn({ attempt }, 'embedded PostgreSQL restarted');
          watch(next, Date.now());
          return;
        } catch (error) {
          log.error({ err: safeError(error), attempt, retryInMs: delay }, 'embedded PostgreSQL did not restart');
        }
      }
    });
  };
  watch(first, Date.now());

  return {
    url: first.url,
    ready: first.ready,
    exited: first.exited,
    stop: async () => {
      stopping = true;
      wake?.();
      await current.stop();
    },
  };
}
