import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { ADMIN, callApi, logIn } from './support/session.ts';
import {
  PHONE,
  PHONE_390,
  launchBrowser,
  openPage,
  startShop,
  untilHydrated,
  type RunningShop,
} from './support/shop.ts';

/**
 * The shop's cut of Noto Sans Myanmar and the whole font behind it (decision 052): text the owner
 * types may use letters the shop's own words never do. Such a name is drawn by the whole font,
 * cluster by cluster, exactly as if the page had only the whole font: no missing-glyph boxes.
 */
let shop: RunningShop;
let browser: Browser;
// ဋ္ဌ and ဍ are not in the cut (no Burmese message of the shop has them); ာ, ီ, ဟူဒီ are.
const NAME = 'ပဋ္ဌာန်း ဍီဇိုင်း ဟူဒီ';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the Myanmar font for product text', () => {
  it('draws a Burmese product name with letters outside the cut in the whole font, as the whole font alone draws it', async () => {
    const owner = await logIn(shop, ADMIN.email, ADMIN.password);
    const [listed] = await callApi<Product[]>(shop, '/api/auth/products');
    const admin = await callApi<Product & { version: string }>(shop, `/api/admin/products/${listed!._id}`, {
      token: owner.token,
    });
    await callApi(shop, `/api/admin/products/${listed!._id}`, {
      method: 'PUT',
      token: owner.token,
      body: { ...admin, _id: undefined, itemNameMy: NAME },
    });

    const page = await openPage(browser, PHONE, 'my');
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url().replace(/^.*\//, ''));
    });
    await page.goto(`${shop.url}/product/${listed!._id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(NAME);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // The page's own words come in the cut (the only font the head preloads); the name's two
    // foreign clusters bring the whole font in the heading's weight.
    expect(fonts.some((file) => /^noto-sans-myanmar-shop-400-[\w-]+\.woff2$/.test(file))).toBe(true);
    expect(fonts.some((file) => /^noto-sans-myanmar-myanmar-\d00-normal-[\w-]+\.woff2$/.test(file))).toBe(true);

    // The heading twice on a white sheet over the page, as wide as on the page: in the shop's font
    // stack (the cut, then the whole font, then the Latin fonts, which draw the spaces) and in that
    // stack without the cut. The same pixels.
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const stack = getComputedStyle(h1).fontFamily;
      if (!stack.startsWith('"Noto Sans Myanmar Shop", "Noto Sans Myanmar",')) throw new Error(stack);
      const withoutCut = stack.replace('"Noto Sans Myanmar Shop", ', '');
      const sheet = document.createElement('div');
      Object.assign(sheet.style, { position: 'fixed', inset: '0', zIndex: '1000', background: 'white' });
      for (const [id, fontFamily, top] of [
        ['shop-stack', '', '0'],
        ['whole-font', withoutCut, '200px'],
      ] as const) {
        const copy = h1.cloneNode(true) as HTMLElement;
        const width = `${h1.getBoundingClientRect().width}px`;
        Object.assign(copy.style, { fontFamily, width, margin: '0', position: 'absolute', left: '0', top });
        copy.id = id;
        sheet.append(copy);
      }
      document.body.append(sheet);
    });
    await page.evaluate(() => document.fonts.ready);
    const [drawn, alone] = [
      await page.locator('#shop-stack').screenshot(),
      await page.locator('#whole-font').screenshot(),
    ];
    await page.screenshot({ path: '/tmp/myanmar-font-product-name.png' });
    // Pixel by pixel, in the page's own canvas: the letters are where they are in the whole font
    // (a run of another font starts at its own fraction of a pixel, so its edges may be shaded a
    // little differently; a missing-glyph box or a letter out of place differs by far more).
    const differences = await page.evaluate(
      async ([a, b]) => {
        const pixels = async (png: number[]) => {
          const image = await createImageBitmap(new Blob([new Uint8Array(png)], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return {
            size: `${image.width}×${image.height}`,
            data: context.getImageData(0, 0, image.width, image.height).data,
          };
        };
        const [one, two] = [await pixels(a!), await pixels(b!)];
        let far = 0;
        for (let i = 0; i < one.data.length; i++) if (Math.abs(one.data[i]! - two.data[i]!) > 96) far++;
        return { sizes: [one.size, two.size], far };
      },
      [[...drawn], [...alone]],
    );
    expect(differences.sizes[0]).toBe(differences.sizes[1]);
    expect(differences.far).toBe(0);
    await page.context().close();
  });

  it("draws the home page's Burmese heading and the line under it in their own preloaded faces, and the rest of the page in the shop's cut after the first paint", async () => {
    const page = await openPage(browser, PHONE, 'my');
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url().replace(/^.*\//, ''));
    });
    await page.goto(`${shop.url}/`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // The hero's faces come first (the head preloads them, and only them); the shop's cut follows
    // for the rest of the page's words.
    expect(fonts.slice(0, 2).sort()).toEqual([
      expect.stringMatching(/^noto-sans-myanmar-hero-400-[\w-]+\.woff2$/),
      expect.stringMatching(/^noto-sans-myanmar-hero-700-[\w-]+\.woff2$/),
    ]);
    expect(fonts.some((file) => /^noto-sans-myanmar-shop-400-[\w-]+\.woff2$/.test(file))).toBe(true);
    const hero = page.locator('main section').first();
    for (const element of [heading, hero.locator('h1 + p')]) {
      const drawn = await element.evaluate((node) => {
        const style = getComputedStyle(node);
        const face = [...document.fonts].find(
          (f) =>
            f.family.includes('Noto Sans Myanmar Hero') &&
            f.weight === (Number(style.fontWeight) >= 600 ? '700' : '400'),
        );
        const ranges = (face?.unicodeRange ?? '').split(',').map((range) => {
          const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(from!, 16), parseInt(to!, 16)] as const;
        });
        return {
          stack: style.fontFamily,
          status: face?.status,
          // Every Burmese letter of the text is the face's: it draws the text whole.
          outside: [...node.textContent!]
            .filter((ch) => /[\u1000-\u109f]/.test(ch))
            .filter((ch) => !ranges.some(([from, to]) => ch.codePointAt(0)! >= from && ch.codePointAt(0)! <= to)),
        };
      });
      expect(drawn.stack.startsWith('"Noto Sans Myanmar Hero", "Noto Sans Myanmar Shop", "Noto Sans Myanmar",')).toBe(
        true,
      );
      expect(drawn.status).toBe('loaded');
      expect(drawn.outside).toEqual([]);
    }
    await page.context().close();
  });

  it("keeps the grid's Burmese first screen in place when the shop's faces arrive after its first paint", async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
          shifts.push({ value: entry.value, moved: entry.sources.map((s) => s.node?.textContent?.slice(0, 20) ?? '') });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The faces are held until the page is drawn and the app has taken it over: the first paint is
    // in the phone's font (here none has Burmese letters), as on a slow line.
    const held: Route[] = [];
    await page.route('**/*.woff2', (route) => void held.push(route));
    await page.goto(`${shop.url}/shop/page/1`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await untilHydrated(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const route of held) await route.continue();
    await page.unroute('**/*.woff2');
    // Both faces of the shop's cut in use, then two frames for the layout they bring.
    await page.waitForFunction(() =>
      ['400', '700'].every((weight) =>
        [...document.fonts].some(
          (face) =>
            face.family.includes('Noto Sans Myanmar Shop') && face.weight === weight && face.status === 'loaded',
        ),
      ),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // Centred, the hero's lines moved sideways as the faces changed their width (Lighthouse: CLS
    // 0.009); at 390 px its line under the heading also took a line more, and the grid moved down.
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
    await page.context().close();
  });
});
