import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, shopSettings, variantImages, variantStock } from '../../db/schema/index.ts';
import { readMostlyChanged } from '../../db/read-mostly.ts';
import { addProducts } from '../../../test/support/catalog.ts';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { messages } from '../../lib/i18n.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>STREETWEAR MM</title><link rel="stylesheet" href="/assets/index-c.css"><script type="module" crossorigin src="/assets/index-e.js"></script></head><body><div id="root"></div></body></html>`;

/** One area of the web app's catalogue of words (`apps/web/src/locales/<language>/<area>.json`). */
const webWords = <T>(language: 'en' | 'my', area: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../../../../web/src/locales/${language}/${area}.json`), 'utf8'),
  ) as T;

/** The words the app's product page shows for a product that is not there. */
const productPageWords = (language: 'en' | 'my') =>
  webWords<{ product: { notFoundTitle: string; notFoundBody: string; goBack: string } }>(language, 'catalog').product;

/** Vite's manifest of a build: the entry shares `money` with the routes; admin code is its own chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e.js', isEntry: true, imports: ['_money-m.js'] },
  '_money-m.js': { file: 'assets/money-m.js' },
  '_button-b.js': { file: 'assets/button-b.js', imports: ['_money-m.js'] },
  'src/routes/store/home.tsx': { file: 'assets/home-h.js', imports: ['index.html', '_button-b.js'] },
  'src/routes/store/category.tsx': { file: 'assets/category-c.js', imports: ['index.html', '_listing-l.js'] },
  '_listing-l.js': { file: 'assets/listing-l.js', imports: ['_button-b.js'] },
  'src/screens/product-page.tsx': { file: 'assets/product-p.js', imports: ['index.html', '_button-b.js'] },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout-a.js', imports: ['index.html'] },
  'src/locales/my/base.ts': { file: 'assets/base-my.js' },
};
/**
 * The build's table of which chunk is each filled page's screen and each language's first words:
 * the server finds a page's chunks only through it, whatever the source file is called.
 */
const PRELOAD_CHUNKS = {
  pages: {
    home: 'src/routes/store/home.tsx',
    category: 'src/routes/store/category.tsx',
    product: 'src/screens/product-page.tsx',
  },
  languages: { my: 'src/locales/my/base.ts' },
};
const MYANMAR_FONT = 'noto-sans-myanmar-shop-400-Xy_1.woff2';
const MYANMAR_FONT_BOLD = 'noto-sans-myanmar-shop-700-Zw_3.woff2';
/** The whole font, the fallback face for product text: never preloaded. */
const WHOLE_MYANMAR_FONT = 'noto-sans-myanmar-myanmar-400-normal-Ab_2.woff2';

/** The preload links of a page's head, in order. */
function preloads(html: string) {
  const links = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map((m) => m[0]);
  // As the browser reads an attribute (`&amp;` is `&`).
  const attr = (link: string, name: string) =>
    link.match(new RegExp(` ${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
  const image = links.find((l) => l.includes('as="image"'));
  return {
    modules: links.filter((l) => l.startsWith('<link rel="modulepreload"')).map((l) => attr(l, 'href')),
    data: links.filter((l) => l.includes('as="fetch"')).map((l) => attr(l, 'href')),
    image:
      image === undefined
        ? undefined
        : {
            href: attr(image, 'href'),
            srcset: attr(image, 'imagesrcset'),
            sizes: attr(image, 'imagesizes'),
            priority: attr(image, 'fetchpriority'),
          },
    // Preloads go before the entry script, so the browser asks for them with it.
    beforeEntry: links.every((l) => html.indexOf(l) < html.indexOf('<script type="module"')),
  };
}

/** Every JSON-LD block of a page, parsed. */
function jsonLds(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The head tags of a page, as a crawler that runs no JavaScript reads them. */
function head(html: string) {
  const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return {
    title: html.match(/<title>([\s\S]*?)<\/title>/)?.[1],
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

describe('link previews, sitemap and robots', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  let productId: string;

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(webDist, '.vite', 'preload-chunks.json'), JSON.stringify(PRELOAD_CHUNKS));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', MYANMAR_FONT), 'woff2');
    fs.writeFileSync(path.join(webDist, 'assets', MYANMAR_FONT_BOLD), 'woff2');
    fs.writeFileSync(path.join(webDist, 'assets', WHOLE_MYANMAR_FONT), 'woff2');
    shop = await createTestShop({ WEB_DIST: webDist });
    const db = shop.database.db;
    const [product] = await db
      .insert(products)
      .values({
        itemName: 'Thingyan "Splash" Tee <b>',
        description: 'Heavy cotton tee for the water festival.',
        mainCategory: 'T-shirt',
        subCategory: 'Tees',
        gender: 'unisex',
        price: 25000,
        brand: 'STREETWEAR MM',
      })
      .returning({ id: products.id });
    productId = product!.id;
    const [variant] = await db
      .insert(productVariants)
      .values({ productId, color: 'Black', colorKey: 'black', name: 'Black' })
      .returning({ id: productVariants.id });
    await db
      .insert(variantImages)
      .values({ variantId: variant!.id, position: 0, url: '/uploads/products/splash-1200.webp' });
    await db.insert(variantStock).values({ variantId: variant!.id, size: 'M', stock: 4 });
    const [white] = await db
      .insert(productVariants)
      .values({ productId, color: 'White', colorKey: 'white', name: 'White', position: 1 })
      .returning({ id: productVariants.id });
    await db.insert(variantImages).values([
      { variantId: white!.id, position: 0, url: '/uploads/products/white-960.webp' },
      { variantId: white!.id, position: 1, url: '/uploads/products/white-back-960.webp' },
    ]);
    // Older tees: 14 cards, so the tees (and the shop) have a second page and no third.
    await addProducts(
      db,
      Array.from({ length: 12 }, (_, i) => ({ itemName: `Old tee ${i}`, subCategory: 'Tees' })),
    );
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('fills a product URL with its title, price, image, canonical link and Product JSON-LD', async () => {
    const res = await shop.app.inject({ method: 'GET', url: `/product/${productId}?color=Black` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    const tags = head(res.body);
    expect(tags.title).toBe('Thingyan &quot;Splash&quot; Tee &lt;b&gt; | STREETWEAR MM');
    expect(tags.ogTitle).toBe('Thingyan &quot;Splash&quot; Tee &lt;b&gt;');
    expect(tags.description).toBe('25,000 MMK · Heavy cotton tee for the water festival.');
    expect(tags.ogImage).toBe('http://shop.test/uploads/products/splash-1200.webp');
    expect(tags.canonical).toBe(`http://shop.test/product/${productId}`);
    expect(tags.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Thingyan "Splash" Tee <b>',
      offers: [{ priceCurrency: 'MMK', price: 25000, availability: 'https://schema.org/InStock' }],
    });
    // The name's "<b>" never opens a tag inside the JSON-LD script.
    expect(res.body).not.toContain('Tee <b>');
  });

  it('keeps $& and $-backtick in a product name as text, never splicing page HTML into the head', async () => {
    const [tricky] = await shop.database.db
      .insert(products)
      .values({
        itemName: 'Dollar $& Tee $` back',
        description: "Costs $' little.",
        mainCategory: 'T-shirt',
        subCategory: 'Tees',
        gender: 'unisex',
        price: 9000,
        brand: 'STREETWEAR MM',
      })
      .returning({ id: products.id });
    const res = await shop.app.inject({ method: 'GET', url: `/product/${tricky!.id}` });
    expect(res.statusCode).toBe(200);
    expect(head(res.body).title).toBe('Dollar $&amp; Tee $` back | STREETWEAR MM');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    // The other cases count on the first product being the newest.
    await shop.database.db.delete(products).where(eq(products.id, tricky!.id));
  });

  it("answers an unknown or malformed product id with 404 and the product page's own not-found words", async () => {
    for (const language of ['en', 'my'] as const) {
      const words = productPageWords(language);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%27%3B--']) {
        const res = await shop.app.inject({
          method: 'GET',
          url: `/product/${id}`,
          headers: { cookie: `lang=${language}` },
        });
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain(`<html lang="${language}"`);
        expect(head(res.body).title).toBe(`${words.notFoundTitle} | STREETWEAR MM`);
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
      }
    }
  });

  it("preloads a product page's chunks, its API answer and the first image of the colour it opens on", async () => {
    const res = await shop.app.inject({ method: 'GET', url: `/product/${productId}?color=white` });
    expect(res.statusCode).toBe(200);
    const links = preloads(res.body);
    // Only what index.html does not load already: not the entry, not `money`, no other route's code.
    expect(links.modules).toEqual(['/assets/product-p.js', '/assets/button-b.js']);
    expect(links.data).toEqual([`/api/products/${productId}`]);
    expect(links.image).toEqual({
      href: '/uploads/products/white-960.webp',
      srcset:
        '/uploads/products/white-320.webp 320w, /uploads/products/white-640.webp 640w, /uploads/products/white-960.webp 960w',
      sizes: '(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw',
      priority: 'high',
    });
    expect(links.beforeEntry).toBe(true);
    // The data preload is the app's own request: same URL, same-origin cors.
    expect(res.body).toContain(`<link rel="preload" as="fetch" href="/api/products/${productId}" crossorigin />`);

    // Without ?color= the page opens on the first colour; an image without srcset widths is preloaded as is.
    const first = preloads((await shop.app.inject({ method: 'GET', url: `/product/${productId}` })).body);
    expect(first.image).toEqual({ href: '/uploads/products/splash-1200.webp', priority: 'high' });
  });

  it("preloads a Burmese reader's first words, the shop's faces only on the pages that are text throughout, and an English reader neither", async () => {
    const fontLink = (file: string) =>
      `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin />`;
    const burmese = await shop.app.inject({
      method: 'GET',
      url: `/product/${productId}`,
      headers: { cookie: 'lang=my' },
    });
    expect(preloads(burmese.body).modules).toEqual([
      '/assets/base-my.js',
      '/assets/product-p.js',
      '/assets/button-b.js',
    ]);
    // A product page's largest element is its picture: no font shares the line with it.
    expect(burmese.body).not.toContain('as="font"');
    // Nor on the home page, whose hero keeps its size whatever the font (decision 052's seventeenth
    // session addendum): the shop's cut comes after the first paint, and the whole font waits until
    // a page shows a letter the cut has not.
    const home = await shop.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=my' } });
    expect(home.body).not.toContain('as="font"');
    expect(home.body).not.toContain(WHOLE_MYANMAR_FONT);
    const english = await shop.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(preloads(english.body).modules).not.toContain('/assets/base-my.js');
    expect(english.body).not.toContain('as="font"');
    const englishHome = await shop.app.inject({ method: 'GET', url: '/' });
    expect(englishHome.body).not.toContain('as="font"');
    // The shop's own pages are Burmese text throughout: the shop's cut, bold then regular, and only it.
    for (const url of ['/about', '/faq', '/terms', '/privacy-policy', '/contact']) {
      const page = (await shop.app.inject({ method: 'GET', url, headers: { cookie: 'lang=my' } })).body;
      expect(page.match(/as="font"/g), url).toHaveLength(2);
      expect(page, url).toContain(fontLink(MYANMAR_FONT_BOLD));
      expect(page.indexOf(MYANMAR_FONT_BOLD), url).toBeLessThan(page.indexOf(MYANMAR_FONT));
      expect((await shop.app.inject({ method: 'GET', url })).body, url).not.toContain('as="font"');
    }
  });

  it('preloads nothing for an unknown product', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/product/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/rel="(modulepreload|preload)"/);
  });

  it("preloads the home page's chunks, its carousel and the newest product's image", async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(head(res.body).title).toBe('Streetwear for Myanmar | STREETWEAR MM');
    const links = preloads(res.body);
    expect(links.modules).toEqual(['/assets/home-h.js', '/assets/button-b.js']);
    expect(links.data).toEqual(['/api/products/newest?limit=5']);
    expect(links.image?.href).toBe('/uploads/products/splash-1200.webp');
    expect(links.image?.priority).toBe('high');
  });

  it("preloads a category page's grid as the app asks for it; a page it refuses or past the last is a 404", async () => {
    const tees = preloads((await shop.app.inject({ method: 'GET', url: '/product-category/Tees/page/1' })).body);
    expect(tees.modules).toEqual(['/assets/category-c.js', '/assets/listing-l.js', '/assets/button-b.js']);
    expect(tees.data).toEqual(['/api/products?page=1&category=tees']);
    // The first card is the product's first colour.
    expect(tees.image).toEqual({ href: '/uploads/products/splash-1200.webp', priority: 'high' });
    const all = preloads((await shop.app.inject({ method: 'GET', url: '/product-category/all' })).body);
    expect(all.data).toEqual(['/api/products?page=1']);
    for (const url of [
      '/product-category/tees/page/abc',
      '/product-category/tees/page/0',
      '/product-category/tees/page/3',
    ]) {
      const refused = await shop.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(head(refused.body).title, url).toBe('Page not found | STREETWEAR MM');
      expect(preloads(refused.body).data, url).toEqual([]);
    }
    // A category with nothing in it still has its first page (it shows its empty state).
    expect((await shop.app.inject({ method: 'GET', url: '/product-category/shorts' })).statusCode).toBe(200);
  });

  it('gives category pages their friendly title and a canonical link per page', async () => {
    const men = head((await shop.app.inject({ method: 'GET', url: '/product-category/men' })).body);
    expect(men.title).toBe('Men&#39;s Collection | STREETWEAR MM');
    expect(men.canonical).toBe('http://shop.test/product-category/men');
    const page2 = head((await shop.app.inject({ method: 'GET', url: '/product-category/tees/page/2' })).body);
    expect(page2.title).toBe('Tees – page 2 | STREETWEAR MM');
    expect(page2.canonical).toBe('http://shop.test/product-category/tees/page/2');
  });

  it("follows a listing's sort and filters: title, canonical link and the preloaded grid, in one order", async () => {
    // As a shopper's link may write them: lower case, repeated, an unknown value, a range the wrong way round.
    const url = '/product-category/tees?color=Black&size=m&size=xl&sort=price-asc&minPrice=9000&maxPrice=1000&fit=slim';
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const tags = head(res.body);
    // The colour by the name the filters give it (the address holds its key), as the app's tab says it.
    expect(tags.title).toBe('Tees · M, XL · Black | STREETWEAR MM');
    const search = 'sort=price-asc&size=M&size=XL&color=black&minPrice=1000&maxPrice=9000';
    // As the browser reads the attribute (`&amp;` is `&`).
    expect(tags.canonical?.replaceAll('&amp;', '&')).toBe(`http://shop.test/product-category/tees?${search}`);
    expect(preloads(res.body).data).toEqual([`/api/products?page=1&category=tees&${search}`]);
    // The shop's own pages too (their search words kept), and the default sort is no part of the address.
    const all = await shop.app.inject({ method: 'GET', url: '/shop/page/1?sort=newest&q=%20tee%20&size=L' });
    expect(all.statusCode).toBe(200);
    expect(head(all.body).canonical?.replaceAll('&amp;', '&')).toBe('http://shop.test/shop/page/1?q=tee&size=L');
    // Searched, the shop's pages are its results, as the app heads them.
    expect(head(all.body).title).toBe('Results for “tee” · L | STREETWEAR MM');
    for (const language of ['en', 'my'] as const) {
      const { listing } = webWords<{ listing: { results: string } }>(language, 'listing');
      expect(messages(language).head.searchResults('tee')).toBe(listing.results.replace('{q}', 'tee'));
    }
    const burmese = head(
      (await shop.app.inject({ method: 'GET', url: '/shop/page/1?size=L', headers: { 'accept-language': 'my' } })).body,
    );
    expect(burmese.title).toBe('ပစ္စည်းအားလုံး · L | STREETWEAR MM');
    const facets = (await shop.app.inject({ method: 'GET', url: '/api/products/facets?category=tees' })).json<{
      colors: { key: string; name: string; nameMy: string }[];
    }>();
    const black = facets.colors.find((colour) => colour.key === 'black')!;
    const burmeseBlack = head(
      (
        await shop.app.inject({
          method: 'GET',
          url: '/product-category/tees/page/2?color=black',
          headers: { 'accept-language': 'my' },
        })
      ).body,
    );
    expect(burmeseBlack.title).toBe(`တီရှပ် · ${black.nameMy || black.name} – စာမျက်နှာ ၂ | STREETWEAR MM`);
  });

  it('answers text that names no category of the shop with 404 and the not-found page, never echoing it', async () => {
    const cases = [
      '/product-category/Call%2009-123-4567%20for%20your%20refund',
      '/product-category/%3Cscript%3Ealert(1)%3C%2Fscript%3E/page/2',
      '/product-category/kids',
      // Part of a category is no category of its own.
      '/product-category/tee',
    ];
    for (const url of cases) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(head(res.body), url).toEqual({
        title: 'Page not found | STREETWEAR MM',
        description: 'Generic.',
        ogTitle: undefined,
        ogImage: undefined,
        canonical: undefined,
        jsonLd: undefined,
      });
      expect(res.body.toLowerCase(), url).not.toMatch(/refund|alert|kids|page 2/);
      expect(preloads(res.body).data, url).toEqual([]);
    }
    // A product's own category (as its page links to it) and its gender are categories of the shop.
    for (const [url, title] of [
      ['/product-category/t-shirt', 'T Shirt | STREETWEAR MM'],
      ['/product-category/T-Shirt', 'T Shirt | STREETWEAR MM'],
      ['/product-category/unisex', 'Unisex | STREETWEAR MM'],
    ] as const) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(head(res.body).title, url).toBe(title);
    }
  });

  it('gives search engines a Product with one Offer per colour and size, and the breadcrumbs the page shows', async () => {
    const [id] = await addProducts(shop.database.db, [
      {
        itemName: 'Inle Crewneck',
        mainCategory: 'Sweatshirt',
        subCategory: 'Crewnecks',
        price: 38_000,
        daysOld: 90,
        variants: [
          { color: 'Navy', sizes: { M: 3, L: 0 } },
          { color: 'Sand', sizes: { S: 1 } },
        ],
      },
    ]);
    const data = jsonLds((await shop.app.inject({ method: 'GET', url: `/product/${id}` })).body);
    const product = data.find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown>[] };
    const offer = (color: string, size: string, inStock: boolean) => ({
      '@type': 'Offer',
      name: `${color} / ${size}`,
      priceCurrency: 'MMK',
      price: 38000,
      url: `http://shop.test/product/${id}?color=${color}`,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    });
    expect(product.offers).toHaveLength(3);
    expect(product.offers).toMatchObject([
      offer('Navy', 'M', true),
      offer('Navy', 'L', false),
      offer('Sand', 'S', true),
    ]);
    expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Crewnecks', item: 'http://shop.test/product-category/crewnecks' },
        { '@type': 'ListItem', position: 3, name: 'Inle Crewneck', item: `http://shop.test/product/${id}` },
      ],
    });
    // In Burmese the crumbs are Burmese words too.
    const burmese = jsonLds(
      (await shop.app.inject({ method: 'GET', url: `/product/${id}`, headers: { cookie: 'lang=my' } })).body,
    );
    expect(JSON.stringify(burmese.find((d) => d['@type'] === 'BreadcrumbList'))).toContain('"name":"ပင်မ"');
    await shop.database.db.delete(products).where(eq(products.id, id!));

    const category = jsonLds((await shop.app.inject({ method: 'GET', url: '/product-category/hoodies' })).body);
    expect(category).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://shop.test/' },
          { '@type': 'ListItem', position: 2, name: 'Hoodies', item: 'http://shop.test/product-category/hoodies' },
        ],
      },
    ]);
  });

  it('describes the shop as an Organization on the home page, with its name and contact, in either language', async () => {
    for (const headers of [{}, { cookie: 'lang=my' }]) {
      const res = await shop.app.inject({ method: 'GET', url: '/', headers });
      const data = jsonLds(res.body);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        '@type': 'Organization',
        name: 'STREETWEAR MM',
        url: 'http://shop.test/',
        email: shop.config.shopEmail,
        contactPoint: { '@type': 'ContactPoint', email: shop.config.shopEmail, url: 'http://shop.test/contact' },
      });
    }
    // English too has the title the app's home shows, not index.html's bare name.
    expect(head((await shop.app.inject({ method: 'GET', url: '/' })).body).title).toBe(
      'Streetwear for Myanmar | STREETWEAR MM',
    );
  });

  it('lists every product and the menu in /sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain(`<loc>http://shop.test/product/${productId}</loc>`);
    expect(sitemap.body).toContain('<loc>http://shop.test/product-category/new-arrivals</loc>');
    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');
  });

  it("names the shop of its settings in the page heads, in the reader's language", async () => {
    const rename = async (nameEn: string, nameMy: string) => {
      await shop.database.db.update(shopSettings).set({ nameEn, nameMy }).where(eq(shopSettings.id, 1));
      // As the owner's change does: this process drops its kept copy at once.
      readMostlyChanged(shop.database.db);
    };
    await rename('Yangon Threads', 'ရန်ကုန် သရက်ဒ်');
    try {
      const product = await shop.app.inject({ method: 'GET', url: `/product/${productId}` });
      expect(head(product.body).title).toBe('Thingyan &quot;Splash&quot; Tee &lt;b&gt; | Yangon Threads');
      expect(product.body).toContain('<meta property="og:site_name" content="Yangon Threads" />');
      const home = await shop.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('<title>Streetwear for Myanmar | Yangon Threads</title>');
      const burmese = await shop.app.inject({
        method: 'GET',
        url: `/product/${productId}`,
        headers: { 'accept-language': 'my' },
      });
      expect(head(burmese.body).title).toMatch(/ \| ရန်ကုန် သရက်ဒ်$/);
      // The pages the server does not draw, and its not-found pages: the app takes the name from
      // the title these carry for the titles it sets.
      const cart = await shop.app.inject({ method: 'GET', url: '/cart' });
      expect(head(cart.body).title).toBe('Yangon Threads');
      const burmeseCart = await shop.app.inject({ method: 'GET', url: '/cart', headers: { cookie: 'lang=my' } });
      expect(head(burmeseCart.body).title).toBe('ရန်ကုန် သရက်ဒ်');
      const missing = await shop.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(head(missing.body).title).toBe('Page not found | Yangon Threads');
    } finally {
      await rename('STREETWEAR MM', '');
    }
  });
});

describe('real 404s', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      INDEX.replace(
        '<div id="root"></div>',
        '<div id="root"><div class="flex" aria-busy="true"><p role="status" class="mt-16">Loading…</p></div></div>',
      ),
    );
    shop = await createTestShop({ WEB_DIST: webDist });
    await addProducts(
      shop.database.db,
      Array.from({ length: 13 }, (_, i) => ({ itemName: `Tee ${i}` })),
    );
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const notFoundCases = [
    '/no-such-page-here',
    '/product-category/no-such-category',
    '/shop/page/9999',
    '/shop/page/3',
    '/shop/page/abc',
    '/profile/nothing',
    '/about/more',
  ];

  it("answers every address that is no page with 404 and the shop's not-found page, in the reader's language", async () => {
    for (const url of notFoundCases) {
      const english = await shop.app.inject({ method: 'GET', url });
      expect(english.statusCode, url).toBe(404);
      expect(english.headers['content-type'], url).toMatch(/text\/html/);
      expect(english.body, url).toContain('<html lang="en"');
      expect(english.body, url).toContain('<title>Page not found | STREETWEAR MM</title>');
      expect(english.body, url).toContain('<h1 class="text-2xl font-bold">Page not found</h1>');
      expect(english.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(english.body, url).not.toContain('aria-busy');
      const burmese = await shop.app.inject({ method: 'GET', url, headers: { 'accept-language': 'my' } });
      expect(burmese.statusCode, url).toBe(404);
      expect(burmese.body, url).toContain('<html lang="my"');
      expect(burmese.body, url).toContain('<title>စာမျက်နှာ ရှာမတွေ့ပါ | STREETWEAR MM</title>');
      expect(burmese.body, url).toContain('သင်ရှာနေသော စာမျက်နှာ မရှိပါ');
      expect(burmese.headers.vary, url).toMatch(/accept-language/i);
    }
  });

  it("draws the product page's own not-found words for a product that is not there, and its way back to the shop", async () => {
    for (const language of ['en', 'my'] as const) {
      const words = productPageWords(language);
      const res = await shop.app.inject({
        method: 'GET',
        url: '/product/00000000-0000-4000-8000-000000000000',
        headers: { cookie: `lang=${language}` },
      });
      expect(res.statusCode).toBe(404);
      expect(head(res.body).title).toBe(`${words.notFoundTitle} | STREETWEAR MM`);
      expect(res.body).toContain(`<h1 class="text-2xl font-bold">${words.notFoundTitle}</h1>`);
      expect(res.body).toContain(`<p class="text-muted">${words.notFoundBody}</p>`);
      expect(res.body).toContain(`<a href="/shop/page/1" class="underline">${words.goBack}</a>`);
    }
  });

  it('answers the real pages with 200: every screen, the last page of the shop, the empty first page', async () => {
    for (const url of ['/', '/shop/page/1', '/shop/page/2', '/about', '/cart', '/profile/order', '/qr/ORD-1']) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Page not found');
    }
  });

  it('sends /shop to the first page of the grid from the server, with its query', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/shop' });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/shop/page/1');
    const sorted = await shop.app.inject({ method: 'GET', url: '/shop?sort=price-asc&size=M' });
    expect(sorted.statusCode).toBe(301);
    expect(sorted.headers.location).toBe('/shop/page/1?sort=price-asc&size=M');
    const landed = await shop.app.inject({ method: 'GET', url: sorted.headers.location as string });
    expect(landed.statusCode).toBe(200);
    expect(head(landed.body).canonical?.replaceAll('&amp;', '&')).toBe(
      'http://shop.test/shop/page/1?sort=price-asc&size=M',
    );
  });

  it('lists only real pages in the sitemap, and robots.txt keeps crawlers off the private ones', async () => {
    const sitemap = (await shop.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const urls = [...sitemap.matchAll(/<loc>http:\/\/shop\.test([^<]*)<\/loc>/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    const robots = (await shop.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const line of ['Disallow: /order-success/', 'Disallow: /order/', 'Disallow: /qr/', 'Disallow: /checkout'])
      expect(robots).toContain(line);
  });
});
