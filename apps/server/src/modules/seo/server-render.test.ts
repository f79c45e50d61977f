import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutWordJoiners } from '@shop/shared/language';
import { formatMMK } from '@shop/shared/money';
import { products } from '../../db/schema/index.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { writeCatalog } from '../catalog/index.ts';
import { storefrontRenderer } from './server-render.ts';

/**
 * The storefront drawn by the server (decision 051) with the web app's real builds (the
 * browser's and the server's, built here when missing or older than their sources).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
type PagesWords = { aboutPage: { title: string }; faqPage: { items: unknown[] }; contactPage: { title: string } };
const wordsOf = (language: 'en' | 'my') =>
  JSON.parse(fs.readFileSync(path.join(ROOT, `apps/web/src/locales/${language}/pages.json`), 'utf8')) as PagesWords;
const pagesWords = wordsOf('en');

let shop: TestShop;
let productId: string;
let trickyId: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], { cwd: ROOT, stdio: 'ignore' });
  shop = await createTestShop({ WEB_DIST });
  [productId, trickyId] = (await addProducts(shop.database.db, [
    { itemName: 'Drawn Tee', itemNameMy: 'ဆွဲထားသော တီရှပ်', price: 25_000, mainCategory: 'Tees' },
    { itemName: 'Sly </script><script>alert(1)</script> Tee', price: 19_000, mainCategory: 'Tees' },
  ])) as [string, string];
}, 300_000);

afterAll(() => shop?.close());

const get = (url: string, language?: 'en' | 'my') =>
  shop.app.inject({ method: 'GET', url, headers: language ? { cookie: `lang=${language}` } : {} });

/** What #root holds, and the page's data script. */
function parts(html: string) {
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
  const state = /<script type="application\/json" id="shop-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, state: state === undefined ? undefined : (JSON.parse(state) as Record<string, unknown>) };
}

describe('pages drawn on the server', () => {
  it('a product page arrives drawn in the reader’s language, its data written in once', async () => {
    const en = await get(`/product/${productId}`, 'en');
    expect(en.statusCode).toBe(200);
    const { root, state } = parts(en.body);
    expect(root).toMatch(/<h1[^>]*>Drawn Tee<\/h1>/);
    expect(root).toContain(formatMMK(25_000, 'en'));
    expect(state?.language).toBe('en');
    expect(JSON.stringify(state)).toContain(`"queryKey":["catalog","product","${productId}"]`);
    expect(en.body.match(/id="shop-state"/g)).toHaveLength(1);
    // The head is as before (title, previews); the data is in the page, not preloaded a second time.
    expect(en.body).toContain('<title>Drawn Tee | ');
    expect(en.body).not.toContain('as="fetch"');

    const my = await get(`/product/${productId}`, 'my');
    expect(my.body).toContain('<html lang="my"');
    expect(parts(my.body).root).toContain('ဆွဲထားသော တီရှပ်');
    expect(parts(my.body).root).toContain(formatMMK(25_000, 'my'));
    expect(parts(my.body).state?.language).toBe('my');
  });

  it('holds a drawn page’s scripts until it is painted; the shell’s scripts load at once', async () => {
    const { body } = await get(`/product/${productId}`, 'my');
    const head = body.slice(0, body.indexOf('</head>'));
    const template = /<template id="after-paint" data-entry="(\/assets\/[^"]+\.js)"[^>]*>([\s\S]*?)<\/template>/.exec(
      head,
    );
    expect(template, 'the inert template of the app’s scripts').not.toBeNull();
    const [, entry, held] = template!;
    expect(fs.existsSync(path.join(WEB_DIST, entry!))).toBe(true);
    // Inside it, the entry and the page's chunks (nothing in a template is fetched) ...
    expect(held).toContain(`<link rel="modulepreload" crossorigin href="${entry}" />`);
    expect(held!.match(/rel="modulepreload"/g)!.length).toBeGreaterThan(1);
    // ... and outside it only the starter: no other script, no module preload the browser would fetch now.
    const outside = head.replace(template![0], '');
    const scripts = [...outside.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    const boot = fs.readFileSync(path.join(WEB_DIST, scripts[0]!), 'utf8');
    expect(boot).toContain('after-paint');
    expect(outside).not.toContain('modulepreload');
    // What the first paint needs is in the page (the stylesheet) or fetched at once: the first
    // image (the Burmese font only on the pages that are text throughout, below).
    expect(outside).toMatch(/<style>[^<]{1000,}<\/style><noscript><link rel="stylesheet"[^>]*><\/noscript>/);
    expect(outside).toMatch(/<link rel="preload" as="image"/);
    expect(outside).not.toMatch(/<link rel="preload" as="font"/);
    const home = (await get('/', 'my')).body;
    expect(home).not.toMatch(/<link rel="preload" as="font"/);
    // ... and on every other Burmese page the shop's cut waits for the first paint (while the marked
    // template is in the page), the home page's too: its hero keeps its size whatever the font.
    const marked = (html: string) => /<template id="after-paint"[^>]* data-fonts>/.test(html);
    expect(marked(home)).toBe(true);
    expect(marked(body)).toBe(true);
    expect(marked((await get(`/product/${productId}`, 'en')).body)).toBe(false);
    // The shop's own pages are text throughout: a Burmese reader's is painted in the shop's cut,
    // preloaded (bold, then regular), not in the phone's font first (its paragraphs would move).
    const faq = (await get('/faq', 'my')).body;
    expect(marked(faq)).toBe(false);
    expect(
      [...faq.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-myanmar-shop-700-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/noto-sans-myanmar-shop-400-[\w-]+\.woff2$/),
    ]);
    for (const face of faq.matchAll(/href="(\/assets\/noto-sans-myanmar-shop-[^"]+)"/g))
      expect(fs.existsSync(path.join(WEB_DIST, face[1]!)), face[1]).toBe(true);
    expect((await get('/faq', 'en')).body).not.toContain('as="font"');
    const css = fs.readFileSync(path.join(WEB_DIST, /href="(\/assets\/index-[\w-]+\.css)"/.exec(body)![1]!), 'utf8');
    expect(css).toMatch(/html:has\(#after-paint\[data-fonts\]\):not\(:has\(noscript>link\)\)\{--font-sans:/);

    // A page the browser draws (the shell) starts its app at once.
    const shell = (await get('/cart', 'en')).body;
    expect(shell).not.toContain('after-paint');
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it('a drawn page carries the part of the stylesheet it uses; the whole comes after its first paint', async () => {
    const shell = (await get('/cart', 'en')).body;
    const link = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/.exec(shell);
    expect(link, 'the shell links the stylesheet').not.toBeNull();
    expect(shell).not.toContain('@layer utilities{');
    const css = fs.readFileSync(path.join(WEB_DIST, link![1]!), 'utf8');
    for (const [address, language] of [
      [`/product/${productId}`, 'en'],
      ['/product-category/tees', 'my'],
      ['/', 'my'],
      ['/about', 'en'],
    ] as const) {
      const html = (await get(address, language)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const carried = /<style>([^<]+)<\/style><noscript>(<link[^>]+>)<\/noscript>/.exec(head);
      expect(carried, `${address}: the page's part of the stylesheet, where the link was`).not.toBeNull();
      const [, part, noscript] = carried!;
      expect(noscript).toBe(link![0]);
      // The base layer is whole; of the utilities, the page's classes only (and of the theme, what they use).
      expect(part).toContain(css.slice(css.indexOf('@layer base{'), css.indexOf('@layer components;')));
      expect(part).toContain('@layer theme{:root,:host{--font-sans:');
      expect(part!.length).toBeLessThan(css.length * 0.6);
      expect(part).toContain('.flex{display:flex}');
      expect(html).toContain('class="flex');
      // The link itself waits in the after-paint template, first.
      expect(head).toMatch(
        new RegExp(`<template id="after-paint"[^>]*>${link![0].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
      );
      expect(head.match(/rel="stylesheet"/g)).toHaveLength(2);
    }
    // A class of another screen is not carried.
    const product = (await get(`/product/${productId}`, 'en')).body;
    expect(css).toContain('.row-span-4{');
    expect(product).not.toContain('row-span-4');
  });

  it('a category, the home and the shop’s own pages arrive drawn', async () => {
    const category = await get('/product-category/tees', 'en');
    expect(category.statusCode).toBe(200);
    expect(parts(category.body).root).toContain('Drawn Tee');
    expect(parts(category.body).root).toContain('data-testid="product-card"');
    const home = await get('/', 'en');
    expect(parts(home.body).root).toContain('Drawn Tee');
    const about = await get('/about', 'en');
    expect(about.statusCode).toBe(200);
    expect(parts(about.body).root).toMatch(new RegExp(`<h1[^>]*>${pagesWords.aboutPage.title}</h1>`));
    // The FAQ's questions are drawn saying they are not ready (a tap before the app runs does nothing).
    const faq = parts((await get('/faq', 'en')).body).root;
    const questions = faq.match(/<button[^>]*aria-controls="[^"]*-panel"[^>]*>/g) ?? [];
    expect(questions).toHaveLength(pagesWords.faqPage.items.length);
    for (const question of questions) expect(question).toContain('aria-disabled="true"');
    expect(faq.match(/data-panel="true"/g)).toHaveLength(pagesWords.faqPage.items.length);
    // The contact page too, in the reader's language. Its form waits for the app: it would neither
    // check nor send a message (a native submit would put it in the address); its fields say so.
    for (const language of ['en', 'my'] as const) {
      const contact = await get('/contact', language);
      expect(contact.statusCode).toBe(200);
      // Burmese words carry word joiners where a line must not break (added by the build).
      const root = parts(contact.body).root.replaceAll('\u2060', '');
      expect(root).toMatch(new RegExp(`<h1[^>]*>${wordsOf(language).contactPage.title}</h1>`));
      expect(root).toMatch(/<form[^>]*aria-busy="true"[^>]*><fieldset disabled=""/);
      expect(root.match(/<(input|textarea)[^>]*id="contact-/g)).toHaveLength(5);
    }
  });

  it('draws no control that does nothing before the app runs: every button says it is not ready yet', async () => {
    const [gallery] = await addProducts(shop.database.db, [
      {
        itemName: 'Two Pictures Tee',
        price: 21_000,
        mainCategory: 'Tees',
        variants: [
          { color: 'Black', images: ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'], sizes: { M: 3 } },
        ],
      },
    ]);
    for (const language of ['en', 'my'] as const)
      for (const address of ['/', '/product-category/tees', `/product/${gallery}`, '/faq', '/about']) {
        const { root } = parts((await get(address, language)).body);
        const buttons = root.match(/<button[^>]*>/g) ?? [];
        expect(buttons.length, `${address} in ${language}`).toBeGreaterThan(2);
        // A submit button sends its form without the app (the home page's search); the rest wait for it.
        const ready = buttons.filter((b) => !/type="submit"|aria-disabled="true"|\sdisabled=""/.test(b));
        expect(ready, `${address} in ${language}`).toEqual([]);
      }
    // Those of the language switch, the carousel and the gallery among them.
    const product = parts((await get(`/product/${gallery}`, 'my')).body).root;
    expect(product).toMatch(/<button[^>]*lang="en"[^>]*aria-disabled="true"/);
    expect(
      product.match(/<button[^>]*aria-label="[^"]*"[^>]*aria-disabled="true"[^>]*class="absolute top-1\/2/g),
    ).toHaveLength(2);
  });

  it('a name that holds markup stays text, in the page and in its data', async () => {
    const page = await get(`/product/${trickyId}`, 'en');
    // One closing tag per script element of the page: the name never closes the data's.
    const opened = page.body.match(/<script\b/g)?.length ?? 0;
    expect(page.body.match(/<\/script>/g)?.length).toBe(opened);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(JSON.stringify(parts(page.body).state)).toContain('Sly </script><script>alert(1)</script> Tee');
  });

  it('keeps a drawn page until the catalogue changes, then draws it anew', async () => {
    const first = await get(`/product/${productId}`, 'en');
    const again = await get(`/product/${productId}`, 'en');
    expect(again.body).toBe(first.body);
    await writeCatalog(shop.database.db, async (tx) => {
      await tx.update(products).set({ price: 27_500 }).where(eq(products.id, productId));
    });
    await expect
      .poll(async () => parts((await get(`/product/${productId}`, 'en')).body).root)
      .toContain(formatMMK(27_500, 'en'));
  });

  it('goes out compressed to a browser that takes it (brotli, else gzip), drawn or kept', async () => {
    const url = `/product-category/tees`;
    const plain = await get(url, 'my');
    const ask = (encoding: string) =>
      shop.app.inject({ method: 'GET', url, headers: { cookie: 'lang=my', 'accept-encoding': encoding } });
    for (const [asked, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['br;q=0, gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await ask(asked);
      expect(answer.headers['content-encoding'], asked).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
      expect(answer.rawPayload.length, asked).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(answer.rawPayload).toString(), asked).toBe(plain.body);
    }
    // Without Accept-Encoding (or refusing both) it is plain text.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(parts(plain.body).root).toContain('Drawn Tee');
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('a burst of addresses not yet drawn: a few are drawn, the others go out as the shell at once', async () => {
    // Made-up query strings, each a new address none kept: at most 4 drawings are let in at once
    // (the others wait for none; the browser draws their pages, as before decision 051).
    const renderer = (await storefrontRenderer(shop.app, WEB_DIST))!;
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => renderer.draw(`/product/${productId}?burst=${i}`, 'en')),
    );
    const drawn = burst.filter((page) => page !== undefined);
    expect(drawn).toHaveLength(4);
    for (const page of drawn) expect(page.page.html).toContain('Drawn Tee');
    expect(Date.now() - started).toBeLessThan(10_000);
    // Once the burst is over, the next new address is drawn again; through HTTP too.
    expect(await renderer.draw(`/product/${productId}?burst=after`, 'en')).toBeDefined();
    const res = await get(`/product/${productId}?burst=http`, 'en');
    expect(parts(res.body).state).toBeDefined();
  });

  it('a server build that cannot load leaves the pages to the browser, not the shop down', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-broken-build-'));
    try {
      fs.mkdirSync(path.join(dir, 'dist'));
      fs.mkdirSync(path.join(dir, 'dist-server'));
      fs.copyFileSync(path.join(WEB_DIST, 'index.html'), path.join(dir, 'dist', 'index.html'));
      fs.writeFileSync(
        path.join(dir, 'dist-server', 'entry-server.js'),
        'throw new Error("built for another React");\n',
      );
      expect(await storefrontRenderer(shop.app, path.join(dir, 'dist'))).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every page names itself in the reader’s language: one description, the previews’ own, and the title the app shows', async () => {
    const homeWords = (language: 'en' | 'my') =>
      (
        JSON.parse(fs.readFileSync(path.join(ROOT, `apps/web/src/locales/${language}/home.json`), 'utf8')) as {
          home: { documentTitle: string };
        }
      ).home.documentTitle;
    // The built index.html writes its description over several lines: the head must be found there too.
    const described = (html: string) =>
      [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => m[1]);
    const preview = (html: string) => /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1];
    for (const language of ['en', 'my'] as const) {
      for (const url of ['/', '/product-category/tees', `/product/${productId}`, '/about', '/faq', '/cart']) {
        const { body } = await get(url, language);
        const descriptions = described(body);
        expect(descriptions, `${language} ${url}`).toHaveLength(1);
        expect(body.match(/name="description"/g), `${language} ${url}`).toHaveLength(1);
        if (url !== '/cart') expect(descriptions[0], `${language} ${url}`).toBe(preview(body));
        if (language === 'my') expect(descriptions[0], `${language} ${url}`).toMatch(/[\u1000-\u109F]/);
      }
      const { body } = await get('/', language);
      // The tab's title does not change when the app takes over (the app's home sets documentTitle).
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1]).toBe(
        `${withoutWordJoiners(homeWords(language))} | STREETWEAR MM`,
      );
    }
  });

  it('an unknown product or category is still a 404 with the not-found page, not a drawn page', async () => {
    for (const url of ['/product/no-such-product', '/product-category/no-such-category']) {
      const res = await get(url, 'en');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('id="shop-state"');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      // It says all it has to without JavaScript: no line asking for it.
      expect(res.body, url).not.toContain('<noscript><p');
    }
  });

  it('a page the server does not draw says, with JavaScript off, why nothing comes, in the reader’s language', async () => {
    for (const language of ['en', 'my'] as const) {
      const { noScript } = JSON.parse(
        fs.readFileSync(path.join(ROOT, `apps/web/src/locales/${language}/no-script.json`), 'utf8'),
      ) as { noScript: { needed: string; readable: string } };
      for (const url of ['/cart', '/checkout', '/login']) {
        const res = await get(url, language);
        expect(res.statusCode, url).toBe(200);
        const line = /<noscript><p[^>]*>([^<]*)<a href="([^"]*)"[^>]*>([^<]*)<\/a><\/p><\/noscript>/.exec(res.body);
        expect(line?.slice(1), `${url} ${language}`).toEqual([`${noScript.needed} `, '/', noScript.readable]);
      }
    }
    // A drawn page has none: it is read without JavaScript.
    expect((await get('/faq', 'my')).body).not.toContain('<noscript><p');
  });
});
