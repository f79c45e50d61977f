import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogues } from './message-catalogues.ts';
import { preloadChunks } from './preload-chunks.ts';

/**
 * Brotli and gzip copies beside each text file of the build: the server sends them as they are
 * (`preCompressed` in apps/server/src/modules/seo/static-web.ts), so no request pays for compressing.
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (name.startsWith('.vite/') || !/\.(js|css|html|svg|json)$/.test(name)) continue;
        const file = path.join(options.dir ?? 'dist', name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The markup of `InitialFallback` (src/app/initial-fallback.tsx: keep the two alike), with its
 * words from the message catalogue, written into index.html's #root: the brand paints as soon as
 * the HTML and CSS arrive, not after the JavaScript has loaded and run. React replaces it with
 * the same fallback on its first render, so nothing moves. With JavaScript off, a page the server
 * does not draw (the cart, checkout, sign-in) would say "Loading…" for ever: there a `<noscript>`
 * line says what is missing and leads to the pages that can be read (index.html's noscript style
 * hides the loading line). Its words are a catalogue of their own (`no-script.json`), which no
 * area loads: the browser never downloads them as JavaScript.
 */
function appShell(): Plugin {
  const words = (file: string) =>
    JSON.parse(fs.readFileSync(new URL(`./src/locales/en/${file}`, import.meta.url), 'utf8'));
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    name: 'shop:app-shell',
    transformIndexHtml(html) {
      const brand = escape(words('shell.json').nav.brand);
      const loading = escape(words('common.json').common.loading);
      const { needed, readable } = words('no-script.json').noScript;
      const shell =
        '<div class="flex min-h-screen flex-col" aria-busy="true">' +
        `<div class="flex h-20 items-center justify-center border-b border-line"><span class="text-lg font-black tracking-[0.2em]">${brand}</span></div>` +
        `<p role="status" class="mx-auto mt-16 text-sm text-muted">${loading}</p>` +
        `<noscript><p class="mx-auto mt-16 max-w-lg px-6 text-center text-sm">${escape(needed)} <a href="/" class="underline">${escape(readable)}</a></p></noscript></div>`;
      return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}

/**
 * React Router's package points every bundler at its development build (`dist/development`), whose
 * only difference from `dist/production` is that its route warnings are on: a build takes the
 * production one (half a kilobyte less on every page's first load), `npm run dev` keeps the warnings.
 */
/** zod without its eval-compiled parsers in the browser (src/lib/zod-without-eval.ts). */
const zodWithoutEval = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
};

const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * The stylesheet before the scripts in <head>: it is the one file the first paint waits for, so
 * it must not queue behind the module preloads on a phone's few connections.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'shop:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (!links.length) return html;
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace(/(\s*)<script type="module"/, `${links.join('')}$1<script type="module"`);
      },
    },
  };
}

/**
 * `src/boot.ts`, the few lines that start the app after the first paint on a page the server drew
 * (decision 056), as a file of its own (`assets/boot-<hash>.js`): not an entry of the app's build,
 * whose chunks would then be cut around it. The server finds it by its name.
 */
function bootScript(): Plugin {
  return {
    name: 'shop:boot-script',
    apply: 'build',
    async generateBundle() {
      const source = fs.readFileSync(new URL('./src/boot.ts', import.meta.url), 'utf8');
      const { code } = await transform(source, { loader: 'ts', format: 'esm', minify: true, target: 'es2022' });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      this.emitFile({ type: 'asset', fileName: `assets/boot-${hash}.js`, source: code });
    },
  };
}

// `npm run dev`: Vite on :5173 proxies the API (and uploaded images) to the server on :3000.
// `vite build --ssr src/entry-server.tsx` (part of `npm run build`): the server's build of the
// storefront (decision 051), in dist-server/, which the API server imports to draw pages. Whole:
// React and the other packages bundled in their production builds, whatever NODE_ENV the server
// runs with (React's development build draws pages several times slower).
const serverBuild = defineConfig({
  plugins: [react(), messageCatalogues()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: [reactRouterProduction] },
  ssr: { noExternal: true },
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, sourcemap: false, manifest: false },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [
          react(),
          tailwindcss(),
          messageCatalogues(),
          appShell(),
          stylesheetFirst(),
          bootScript(),
          precompress(),
          preloadChunks(),
        ],
        resolve: { alias: command === 'build' ? [reactRouterProduction, zodWithoutEval] : [zodWithoutEval] },
        server: {
          port: 5173,
          proxy: {
            '/api': 'http://localhost:3000',
            '/uploads': 'http://localhost:3000',
            '/docs': 'http://localhost:3000',
          },
        },
        build: {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Everything the entry imports statically in one chunk: one request instead of a dozen
                  // small ones, each of which costs a round trip on a phone's network.
                  { name: 'app', tags: ['$initial'] },
                  // The small pieces the storefront's catalogue screens share (buttons, skeletons, the list
                  // states, catalogue API, rules and images, money, the page title, number fields): one chunk
                  // rather than ten, for the same reason. Only what those pages use, named one by one: a
                  // module that forms or the admin's screens share (fields, dialogs, pagers, panels, place
                  // pickers) would otherwise ride along into the product page's load.
                  {
                    name: 'store',
                    test: /[\\/](src[\\/](components[\\/]ui[\\/](accordion|button|empty-state|product-image|query-state|skeleton|spinner|thumbnail)|lib[\\/](use-document-title|digits)|features[\\/]catalog[\\/](api|lib))|packages[\\/]shared[\\/]src[\\/](money|catalog-rules|category-titles))[\\/.]/,
                    minShareCount: 2,
                  },
                  // The cart's state and calls (`useCart`: adding, changing, reading a guest line's stock,
                  // with React Query's `useQueries` and `useMutation`) and the favourite's check: one chunk
                  // for the product page (and the cart, checkout and favourites) instead of four, and not in
                  // the entry, which the home and listing pages load without needing them.
                  {
                    name: 'cart-state',
                    test: /[\\/](src[\\/]features[\\/]cart[\\/](index|use-cart|api[\\/]\w+)\.ts|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js|src[\\/]features[\\/]favorites[\\/]api[\\/](check|get)-favorites?\.ts)$/,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
      },
);
