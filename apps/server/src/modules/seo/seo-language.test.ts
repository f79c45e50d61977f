import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { addProducts } from '../../../test/support/catalog.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Generic." /><title>STREETWEAR MM</title></head><body><div id="root"><div aria-busy="true"><p role="status" class="mt-16">Loading…</p></div></div></body></html>`;

function head(html: string) {
  const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return {
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    loading: html.match(/<p role="status"[^>]*>([^<]*)<\/p>/)?.[1],
    title: html.match(/<title>([\s\S]*?)<\/title>/)?.[1],
    description: meta('description'),
    ogLocale: meta('og:locale'),
    ogDescription: meta('og:description'),
    twitterTitle: meta('twitter:title'),
  };
}

describe('server-filled heads in the visitor’s language', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  let shop: TestShop;
  let productId: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    shop = await createTestShop({ WEB_DIST: webDist });
    [productId] = (await addProducts(shop.database.db, [
      { itemName: 'Golden Land Hoodie ရွှေပြည်', price: 25_000, variants: [{ color: 'Black', sizes: { M: 2 } }] },
    ])) as [string];
    // Thirteen hoodies: the hoodies have a second page.
    await addProducts(
      shop.database.db,
      Array.from({ length: 13 }, (_, i) => ({ itemName: `Hoodie ${i}`, subCategory: 'Hoodie' })),
    );
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('writes a product’s head in Burmese for a browser asking for my, at the same URL', async () => {
    const res = await page(`/product/${productId}`, { 'accept-language': 'my-MM,my;q=0.9' });
    const tags = head(res.body);
    expect(tags.lang).toBe('my');
    expect(tags.title).toBe('Golden Land Hoodie ရွှေပြည် | STREETWEAR MM');
    expect(tags.description).toMatch(/^၂၅,၀၀၀ ကျပ် · /);
    expect(tags.ogLocale).toBe('my_MM');
    expect(tags.twitterTitle).toBe('Golden Land Hoodie ရွှေပြည်');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('heads the shop’s own pages with their title and what they are about, in the reader’s language', async () => {
    const about = head((await page('/about', { cookie: 'lang=my' })).body);
    expect(about).toMatchObject({ lang: 'my', title: 'ကျွန်ုပ်တို့အကြောင်း | STREETWEAR MM', ogLocale: 'my_MM' });
    expect(about.description).toMatch(/^STREETWEAR MM ရန်ကုန်က /);
    const faq = await page('/faq');
    expect(head(faq.body)).toMatchObject({
      lang: 'en',
      title: 'Frequently Asked Questions | STREETWEAR MM',
      description: 'Quick answers about ordering, delivery, sizes and returns at STREETWEAR MM.',
    });
    expect(faq.body).toContain('<link rel="canonical" href="http://shop.test/faq"');
  });

  it('keeps English for everyone else, and the lang cookie wins over Accept-Language', async () => {
    const english = head((await page(`/product/${productId}`)).body);
    expect(english).toMatchObject({ lang: 'en', ogLocale: 'en_US' });
    expect(english.description).toMatch(/^25,000 MMK · /);
    const chosen = head(
      (await page(`/product/${productId}`, { 'accept-language': 'my', cookie: 'x=1; lang=en' })).body,
    );
    expect(chosen.lang).toBe('en');
    const picked = head((await page(`/product/${productId}`, { cookie: 'lang=my' })).body);
    expect(picked.lang).toBe('my');
  });

  it('gives the home and category pages a Burmese head too', async () => {
    const home = head((await page('/', { cookie: 'lang=my' })).body);
    expect(home).toMatchObject({ lang: 'my', title: 'မြန်မာအတွက် လမ်းဘေးဖက်ရှင် | STREETWEAR MM' });
    expect(home.ogDescription).toContain('ပစ္စည်းရောက်မှ ငွေချေ');
    expect(home.description).toBe(home.ogDescription);
    const english = head((await page('/')).body);
    expect(english).toMatchObject({ lang: 'en', title: 'Streetwear for Myanmar | STREETWEAR MM' });
    expect(english.description).toMatch(/^STREETWEAR MM — streetwear for Myanmar: /);
    expect(english.description).toBe(english.ogDescription);
    const category = head((await page('/product-category/hoodies/page/2', { 'accept-language': 'my' })).body);
    expect(category.lang).toBe('my');
    expect(category.title).toMatch(/ – စာမျက်နှာ ၂ \| STREETWEAR MM$/);
    expect(head((await page('/product-category/hoodies', { cookie: 'lang=my' })).body).title).toBe(
      'ဟူဒီ | STREETWEAR MM',
    );
  });

  it('shows every other page’s first paint in the reader’s language, before the app has run', async () => {
    for (const url of ['/cart', '/checkout', '/profile/order', '/track-order']) {
      const burmese = await page(url, { 'accept-language': 'my' });
      expect(head(burmese.body), url).toMatchObject({ lang: 'my', loading: 'ဖွင့်နေပါသည်…' });
      expect(head(burmese.body).description).toContain('ပစ္စည်းရောက်မှ ငွေချေ');
      expect(burmese.headers.vary).toMatch(/cookie/i);
      expect(burmese.headers.vary).toMatch(/accept-language/i);
      expect(burmese.headers['cache-control']).toBe('no-cache');
      expect(head((await page(url, { cookie: 'lang=en', 'accept-language': 'my' })).body)).toMatchObject({
        lang: 'en',
        loading: 'Loading…',
        description: 'Generic.',
      });
    }
    expect(head((await page('/product-category/hoodies', { cookie: 'lang=my' })).body).loading).toBe('ဖွင့်နေပါသည်…');
    // A category the shop does not have is the not-found page, in the reader's language.
    const unknown = await page('/product-category/no-such-thing', { cookie: 'lang=my' });
    expect(unknown.statusCode).toBe(404);
    expect(head(unknown.body)).toMatchObject({ lang: 'my', title: 'စာမျက်နှာ ရှာမတွေ့ပါ | STREETWEAR MM' });
    expect(unknown.body).not.toMatch(/no-such-thing|No Such Thing/i);
  });
});
