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
    // The page's own words come in the cut (asked for after the first paint); the name's two
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

  it.each([
    // The home page's hero: its heading took three lines in the phone's font and two in the cut,
    // and everything under it moved up (decision 052's seventeenth session addendum).
    ['the home page', '/'],
    // Centred, the grid hero's lines moved sideways as the faces changed their width (Lighthouse:
    // CLS 0.009); at 390 px its line under the heading also took a line more, and the grid moved down.
    ['the grid', '/shop/page/1'],
  ])(
    "keeps %s's Burmese first screen in place when the shop's faces arrive after its first paint",
    async (_page, url) => {
      const page = await openPage(browser, PHONE_390, 'my');
      await page.addInitScript(() => {
        const shifts: PerformanceEntry[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => void shifts.push(...list.getEntries())).observe({
          type: 'layout-shift',
          buffered: true,
        });
      });
      // The faces are held until the page is drawn and the app has taken it over: the first paint is
      // in the phone's font (here none has Burmese letters), as on a slow line.
      const held: Route[] = [];
      await page.route('**/*.woff2', (route) => void held.push(route));
      await page.goto(`${shop.url}${url}`, { waitUntil: 'domcontentloaded' });
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
      // What of the page moved. A field's placeholder is drawn by the browser in a line box of the
      // font's own height (Chromium's own style: `line-height: normal` whatever the field's), centred in it:
      // as the font changes, it settles by a few pixels inside the field's fixed box, and Chromium
      // reports it with no node or with the field's. A source that stays inside a field is that.
      const shifts = await page.evaluate(() => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; sources: Source[] };
        const fields = [...document.querySelectorAll('input, textarea')].map((field) => field.getBoundingClientRect());
        const inAField = (rect: DOMRectReadOnly) =>
          fields.some(
            (box) =>
              rect.top >= box.top && rect.bottom <= box.bottom && rect.left >= box.left && rect.right <= box.right,
          );
        return (window as unknown as { shifts: Shift[] }).shifts.map((shift) => ({
          value: shift.value,
          moved: shift.sources
            .filter((source) => !(inAField(source.previousRect) && inAField(source.currentRect)))
            .map((source) => source.node?.textContent?.slice(0, 20) || source.node?.nodeName || 'a box without a node'),
        }));
      });
      expect(shifts.filter((shift) => shift.moved.length)).toEqual([]);
      // The home search field's placeholder settling: 0.0002, nothing a reader sees move.
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.001);
      await page.context().close();
    },
  );
});
