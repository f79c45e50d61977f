import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products, variantImages, variantStock } from '../../db/schema/index.ts';
import { createTestShop, type TestShop } from '../../../test/app.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>STREETWEAR MM</title></head><body><div id="root"></div></body></html>`;

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
      .values({ productId, color: 'Black', name: 'Black' })
      .returning({ id: productVariants.id });
    await db
      .insert(variantImages)
      .values({ variantId: variant!.id, position: 0, url: '/uploads/products/splash-1200.webp' });
    await db.insert(variantStock).values({ variantId: variant!.id, size: 'M', stock: 4 });
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
      offers: { priceCurrency: 'MMK', price: 25000, availability: 'https://schema.org/InStock' },
    });
    // The name's "<b>" never opens a tag inside the JSON-LD script.
    expect(res.body).not.toContain('Tee <b>');
  });

  it('answers an unknown or malformed product id with 404 and the plain app', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%27%3B--']) {
      const res = await shop.app.inject({ method: 'GET', url: `/product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(head(res.body).title).toBe('STREETWEAR MM');
    }
  });

  it('gives category pages their friendly title and a canonical link per page', async () => {
    const men = head((await shop.app.inject({ method: 'GET', url: '/product-category/men' })).body);
    expect(men.title).toBe('Men&#39;s Collection | STREETWEAR MM');
    expect(men.canonical).toBe('http://shop.test/product-category/men');
    const page2 = head((await shop.app.inject({ method: 'GET', url: '/product-category/hoodies/page/2' })).body);
    expect(page2.title).toBe('Hoodies – page 2 | STREETWEAR MM');
    expect(page2.canonical).toBe('http://shop.test/product-category/hoodies/page/2');
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
});
