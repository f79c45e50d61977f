import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@shop/shared/language';
import type { CompressedText } from '../../lib/compressed-text.ts';
import { safeError } from '../../lib/safe-error.ts';
import { catalogTagReader } from '../catalog/index.ts';
import { getShopSettings } from '../shop/index.ts';

/** The web app's server build (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
type EntryServer = {
  render: (
    url: string,
    language: Language,
    fetchApi: (path: string, init: RequestInit) => Promise<Response>,
  ) => Promise<{ html: string; state: string }>;
};

/** A drawn page: the markup of #root and the script with its data. */
export type DrawnPage = { html: string; state: string };

/** Documents kept per URL and language; past this many it starts over. */
const MAX_PAGES = 500;
/**
 * Drawings let in at once (the web build draws one page at a time; the others wait their turn).
 * Past this many the page goes out as the shell at once and the browser draws it, as before
 * decision 051: a burst of addresses not yet kept (a crawler, every page after a sale's stock
 * change, a flood of made-up query strings) never queues shoppers behind seconds of drawing.
 */
const MAX_DRAWING = 4;

/** Where the web app's server build is, beside its browser build (`apps/web/dist-server`). */
export function serverBuildEntry(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
}

/** What the API answers a page's request with, in this process: no socket, no second trip. */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if (init.method && init.method !== 'GET') throw new Error('the server draws pages with GET requests only');
    const reply = await app.inject({ method: 'GET', url, headers: init.headers as Record<string, string> });
    const type = reply.headers['content-type'];
    return new Response(reply.statusCode === 204 || reply.statusCode === 304 ? null : reply.body, {
      status: reply.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

type Render = EntryServer['render'];

/** The web app's server build, loaded; undefined (said once) when it cannot load. */
async function loadRender(app: FastifyInstance, entry: string): Promise<Render | undefined> {
  try {
    return ((await import(pathToFileURL(entry).href)) as EntryServer).render;
  } catch (error) {
    // A server build that cannot load (cut short, built for another React) must not stop the shop.
    app.log.warn(
      { err: safeError(error) },
      'the web app’s server build could not be loaded: pages go out as the shell',
    );
    return undefined;
  }
}

/**
 * The storefront's pages drawn on the server (decision 051), when the web app's server build is
 * there (`npm run build`); without it, undefined: pages go out as the build's shell, as before.
 * A page is kept per URL and language under the catalogue's version (the JSON caches' ETag) and
 * the shop settings it was drawn with, so a catalogue or settings change is seen at once.
 *
 * The server build (React and the storefront, ~0.5 MB of code) is not loaded while the shop
 * starts: it is loaded once the shop listens, in the background, or by the first page asked for
 * before then, which waits for it (#26, cold start). A build that cannot load is said then, and
 * its pages go out as the shell. Called while the plugin registers.
 */
const LOAD_AFTER_LISTEN_MS = 1_000;

export function storefrontRendererAtFirstUse(app: FastifyInstance, webDist: string) {
  const entry = serverBuildEntry(webDist);
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(webDist, 'index.html'))) return undefined;
  let loading: Promise<Render | undefined> | undefined;
  let loaded: Render | undefined;
  const load = () => (loading ??= loadRender(app, entry).then((render) => (loaded = render)));
  app.addHook('onListen', async () => {
    // A moment after the listen: the first requests (a deploy's health check) go first (#26).
    setTimeout(() => void load(), LOAD_AFTER_LISTEN_MS).unref();
  });
  return pageDrawer(app, async () => loaded ?? (await load()));
}

/** As storefrontRendererAtFirstUse, with the server build loaded now: undefined when it cannot load. */
export async function storefrontRenderer(app: FastifyInstance, webDist: string) {
  const entry = serverBuildEntry(webDist);
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(webDist, 'index.html'))) return undefined;
  const render = await loadRender(app, entry);
  return render && pageDrawer(app, async () => render);
}

/** Drawing and keeping pages with the server build's `render` (undefined: it could not load). */
function pageDrawer(app: FastifyInstance, renderer: () => Promise<Render | undefined>) {
  const catalogTag = catalogTagReader(app);
  const fetchApi = inProcessFetch(app);

  // Shop settings are kept in memory as one object until they change: each object its own stamp.
  const settingsStamps = new WeakMap<object, number>();
  let nextStamp = 0;
  const settingsStamp = async () => {
    const settings = await getShopSettings(app.db);
    let stamp = settingsStamps.get(settings);
    if (stamp === undefined) settingsStamps.set(settings, (stamp = ++nextStamp));
    return stamp;
  };

  /** Whole documents as sent (head and drawn page), per language and URL, under the version they were drawn at. */
  const documents = new Map<string, { version: string; page: CompressedText }>();
  /** Drawings under way or waiting their turn. */
  let drawing = 0;

  /** The version a page drawn now is kept under. */
  const versionNow = async () => `${await catalogTag()}|${await settingsStamp()}`;

  return {
    /** The document kept for `url` in `language` while the catalogue and settings are as they were. */
    async kept(url: string, language: Language): Promise<CompressedText | undefined> {
      // Nothing is kept before the server build has loaded: no drawing, so no wait for it here.
      const kept = documents.get(`${language} ${url}`);
      if (!kept) return undefined;
      return kept.version === (await versionNow()) ? kept.page : undefined;
    },
    /**
     * Draws `url` in `language`, with the version it is drawn at (for `keep`); undefined when it
     * cannot be drawn (the shell then goes out, and the browser draws the page as before).
     */
    async draw(url: string, language: Language): Promise<{ page: DrawnPage; version: string } | undefined> {
      if (drawing >= MAX_DRAWING) return undefined;
      drawing++;
      try {
        const render = await renderer();
        if (!render) return undefined;
        const version = await versionNow();
        return { page: await render(url, language, fetchApi), version };
      } catch (error) {
        app.log.warn({ err: safeError(error), url }, 'the page could not be drawn on the server: its shell goes out');
        return undefined;
      } finally {
        drawing--;
      }
    },
    keep(url: string, language: Language, version: string, page: CompressedText): void {
      if (documents.size >= MAX_PAGES) documents.clear();
      documents.set(`${language} ${url}`, { version, page });
    },
  };
}

export type StorefrontRenderer = ReturnType<typeof pageDrawer>;

/** The shell (index.html with its head filled) with the drawn page in #root and its data after it. */
export function withDrawnPage(shell: string, page: DrawnPage): string {
  const start = shell.indexOf('<div id="root">');
  const end = shell.lastIndexOf('</body>');
  if (start < 0 || end < start) return shell;
  return `${shell.slice(0, start)}<div id="root">${page.html}</div>\n    ${page.state}\n  ${shell.slice(end)}`;
}
