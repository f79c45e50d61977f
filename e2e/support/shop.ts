import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Language } from '@shop/shared/language';
import { freePort } from '../../apps/server/src/db/embedded.ts';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink.ts';
import { RELAXED_LIMITS, startServerProcess } from '../../apps/server/test/support/server-process.ts';
import { ADMIN } from './session.ts';

export type RunningShop = {
  url: string;
  dataDir: string;
  mail: Awaited<ReturnType<typeof startSmtpSink>>;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The built shop as a user runs it: `server.ts` in its own process with a DATA_DIR of its own (and
 * so its own embedded PostgreSQL and demo catalogue), mail going to a real SMTP sink. The DATA_DIR
 * starts as a copy of the one the run's global setup made by a first start (the cluster initialised,
 * migrated and seeded, then stopped): every file gets the same fresh shop without paying for
 * `initdb` and the seed again. Run `npm run build` first (`npm run test:e2e` does).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  // `cp -a` keeps the cluster's owner (root runs it as `postgres`) and its modes.
  execFileSync('cp', ['-a', `${inject('shopTemplate')}/.`, dataDir]);
  const shop = await runShop(dataDir, env);
  return {
    ...shop,
    stop: async () => {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shop on `dataDir` as it is (a first start initialises and seeds it); `stop` leaves the directory. */
export async function runShop(dataDir: string, env: Record<string, string> = {}): Promise<RunningShop> {
  const mail = await startSmtpSink();
  const port = await freePort();
  const server = startServerProcess(
    {
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...RELAXED_LIMITS,
      ...env,
    },
    port,
  );
  if (!(await server.ready(120_000))) {
    throw new Error(`the shop did not start:\n${server.output()}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    mail,
    output: server.output,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await mail.close();
    },
  };
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (apt-get install chromium), driven by playwright-core; no browser download. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export const PHONE = { width: 375, height: 740 };
/** A common Android phone in Myanmar (390 px wide): where Burmese screens are judged. */
export const PHONE_390 = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A new page of its own browser context (own local storage) at the given screen size, in a browser
 * that asks for the given language first (`navigator.languages`, Accept-Language): a first visit
 * shows the shop in it.
 */
export async function openPage(browser: Browser, viewport = DESKTOP, language: Language = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: language === 'my' ? 'my-MM' : undefined });
  return context.newPage();
}

/**
 * Until the app has taken over the page the server drew (decision 051): React has hydrated its
 * <main> (the element carries React's own fiber key). Before that a button does nothing, while a
 * link still loads its page from the server.
 */
export async function untilHydrated(page: Page, element?: Locator): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main) && Object.keys(main!).some((key) => key.startsWith('__reactFiber$'));
  });
  // A part below the first screen (its own lazy code) hydrates when that code arrives.
  if (element) {
    await element.waitFor();
    const handle = await element.elementHandle();
    await page.waitForFunction((el) => Object.keys(el!).some((key) => key.startsWith('__reactFiber$')), handle);
  }
}
