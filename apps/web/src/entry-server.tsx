import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '@shop/shared/language';
import { AppProviders, newQueryClient } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { setTransport, type Transport } from './lib/api-client.ts';
import { serveLanguage } from './lib/language.ts';
import { SSR_STATE_ID, type ServerState } from './lib/server-state.ts';

/**
 * The storefront drawn on the server (decision 051): the server's build of the web app
 * (`vite build --ssr`, dist-server/) that apps/server/src/modules/seo/server-render.ts imports.
 * The same route table, screens and words as the browser's; the data the screens ask for is
 * fetched in the server's own process (`fetchApi`) and written into the page once, so the
 * browser hydrates the HTML with it and asks for none of it again.
 */
export type RenderedPage = {
  /** The markup of #root. */
  html: string;
  /** `<script type="application/json">` holding the page's data (escaped for a script element). */
  state: string;
};

/** Rounds of drawing: each may find queries a component asks for only once earlier data has arrived. */
const MAX_ROUNDS = 4;
/** A drawing that takes longer is given up (the shell goes out): one page must not hold up the next. */
const DRAW_TIMEOUT_MS = 5_000;

function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || !query.options.queryFn) return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function draw(url: string, client: QueryClient): Promise<string> {
  // A component that fails on the server would leave its part to the browser: the page is then
  // not sent drawn at all (the server sends the build's shell), rather than drawn in part.
  let failed: unknown;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(DRAW_TIMEOUT_MS),
      onError: (error) => void (failed ??= error),
      // Every part in place, in order: React would otherwise send a large part after a fallback,
      // moved in by an inline script (which the shop's Content Security Policy does not run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return html;
}

/** JSON inside <script> must never close the element, nor end a line where JavaScript would not. */
function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function renderNow(url: string, language: Language, fetchApi: Transport): Promise<RenderedPage> {
  setTransport(fetchApi);
  await serveLanguage(language);
  await preloadRoute(new URL(url, 'http://shop.invalid').pathname);
  const client = newQueryClient();
  try {
    let html = await draw(url, client);
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const asked = client.getQueryCache().getAll().filter(wanted);
      if (!asked.length) break;
      await Promise.all(asked.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
      // Components' code and words a fetched answer led to (a lazy section) are loaded by the draw.
      html = await draw(url, client);
    }
    // An answer that failed (the database out of reach) is not drawn into a page that would be kept:
    // the shell goes out, and the browser asks again.
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      throw new Error(`a query of ${url} failed on the server`);
    const state: ServerState = { language, queries: dehydrate(client) };
    return {
      html,
      state: `<script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(state)}</script>`,
    };
  } finally {
    client.clear();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws `url` in `language`. One page at a time: the words shown (Lingui's catalogue) and the way
 * to the API are the module's own, so two pages in two languages must not interleave.
 */
export function render(url: string, language: Language, fetchApi: Transport): Promise<RenderedPage> {
  const turn = queue.then(() => renderNow(url, language, fetchApi));
  queue = turn.catch(() => undefined);
  return turn;
}
