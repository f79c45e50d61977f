import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { words } from './support/language.ts';
import { ADMIN, logIn, startBrowserSession } from './support/session.ts';
import { launchBrowser, openPage, startShop, untilHydrated, type RunningShop } from './support/shop.ts';

/**
 * The shop on small screens: a 320 px phone (or a larger one with its display size turned up), and
 * the 360 px of many cheap Android phones, in Burmese, whose words are longer than English ones.
 */
let shop: RunningShop;
let browser: Browser;
const en = words('en').t;
const my = words('my').t;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Whether a field's hint, drawn as its text, fits inside it: a placeholder never wraps, it is cut. */
function hintFits(field: Locator): Promise<boolean> {
  return field.evaluate((input: HTMLInputElement) => {
    const typed = input.value;
    input.value = input.placeholder;
    const fits = input.scrollWidth <= input.clientWidth;
    input.value = typed;
    return fits;
  });
}

describe('small phones', () => {
  for (const [language, t] of [
    ['en', en],
    ['my', my],
  ] as const) {
    it(`keeps every control of the header on a 320 px screen (${language}); the wishlist is in the menu`, async () => {
      const page = await openPage(browser, { width: 320, height: 640 }, language);
      await page.goto(`${shop.url}/`);
      await untilHydrated(page);
      const header = page.locator('header').first();
      const controls = header.locator('a:visible, button:visible');
      expect(await controls.count()).toBeGreaterThanOrEqual(4);
      for (const box of await controls.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().toJSON())))
        expect(box.right).toBeLessThanOrEqual(320);
      await header.getByRole('link', { name: t('nav.cart') }).waitFor();
      await header.getByRole('button', { name: t('nav.openMenu') }).click();
      await page
        .locator('#mobile-menu')
        .getByRole('link', { name: t('nav.favourites') })
        .waitFor();
      await page.context().close();
    });
  }

  it('shows the whole hint of the Burmese search and place fields at 360 px', async () => {
    const page = await openPage(browser, { width: 360, height: 740 }, 'my');
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    const fields: [string, string][] = [
      ['/admin/products', my('admin.products.searchPlaceholder')],
      ['/admin/orders', my('admin.orders.searchPlaceholder')],
      ['/admin/orders/new', my('checkout.townshipPlaceholder')],
      ['/profile/addresses', my('account.chooseRegion')],
      ['/profile/addresses', my('account.townshipPlaceholder')],
    ];
    for (const [path, hint] of fields) {
      if (!page.url().endsWith(path)) await page.goto(`${shop.url}${path}`);
      const field = page.getByPlaceholder(hint, { exact: true });
      await field.waitFor();
      expect(await hintFits(field), `${path}: "${hint}"`).toBe(true);
    }
    await page.context().close();
  });

  it('sets the labels English spells in spaced capitals without letter-spacing in Burmese', async () => {
    const spacing = async (language: 'en' | 'my') => {
      const page = await openPage(browser, { width: 390, height: 844 }, language);
      await page.goto(`${shop.url}/`);
      const eyebrow = page.locator('main p.uppercase').first();
      await eyebrow.waitFor();
      const value = await eyebrow.evaluate((el) => getComputedStyle(el).letterSpacing);
      await page.context().close();
      return value;
    };
    // "ရာသီသစ်", not "ရ ာ သီ သ စ်": spacing pulls the vowel signs and finals from their consonants.
    expect(await spacing('my')).toBe('normal');
    expect(await spacing('en')).not.toBe('normal');
  });
});
