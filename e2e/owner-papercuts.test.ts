import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { formatMMK } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/admin';
import { midWordBreaks } from './support/fit.ts';
import { joinSyllableFinals, words } from './support/language.ts';
import {
  ADMIN,
  callApi,
  logIn,
  placeOrder,
  productInStock,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

/** Small things the owner hit on a phone and in the mail (issue #29). */
let shop: RunningShop;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await logIn(shop, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE_390 = { width: 390, height: 700 };
const PHONE_360 = { width: 360, height: 740 };
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function adminPage(viewport: { width: number; height: number }, language: 'en' | 'my' = 'en'): Promise<Page> {
  const page = await openPage(browser, viewport, language);
  await startBrowserSession(page, shop, owner);
  return page;
}

describe('toasts in the admin on a phone', () => {
  it('stack clear of the button that was just pressed, however many there are', async () => {
    const page = await adminPage(PHONE_390);
    await page.goto(`${shop.url}/admin/details`);
    const save = page.getByRole('button', { name: 'Save changes' }).first();
    await save.waitFor();
    // The button at the bottom edge of the screen, where the toasts used to come up.
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    for (const count of [1, 2]) {
      await save.click();
      await expect.poll(() => page.locator('[data-toast]').filter({ hasText: 'Profile updated' }).count()).toBe(count);
      const button = (await save.boundingBox())!;
      for (const toast of await page.locator('[data-toast]').all()) {
        const box = (await toast.boundingBox())!;
        expect(overlaps(box, button), `toast at y ${box.y} covers Save changes at y ${button.y}`).toBe(false);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE_390.height);
      }
    }
    await page.context().close();
  });
});

describe('the admin in Burmese', () => {
  const { t } = words('my');

  it('the side menu keeps each word whole, on a computer and on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE_390]) {
      const page = await adminPage(viewport, 'my');
      await page.goto(`${shop.url}/admin/dashboard`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (viewport === PHONE_390) await page.getByRole('button', { name: t('admin.nav.menu') }).click();
      const brand = page.getByText(t('admin.nav.panel'), { exact: true }).locator('..');
      expect(await midWordBreaks(brand), `${viewport.width} px`).toEqual([]);
      const nav = page.getByRole('navigation', { name: t('admin.nav.label') });
      for (const link of await nav.getByRole('link').all())
        expect(await midWordBreaks(link), `${viewport.width} px`).toEqual([]);
      if (viewport === PHONE_390) await page.screenshot({ path: '/tmp/papercuts-admin-nav-my-390.png' });
      await page.context().close();
    }
  });

  it('the batch builder’s gender tabs keep each word whole at 360 px, 390 px and on a computer', async () => {
    for (const viewport of [PHONE_360, PHONE_390, DESKTOP]) {
      const page = await adminPage(viewport, 'my');
      await page.goto(`${shop.url}/admin/products/add`);
      const tabs = page.getByRole('tablist', { name: t('admin.builder.genderTabs') }).getByRole('tab');
      await tabs.first().waitFor();
      expect(await tabs.count()).toBe(3);
      for (const tab of await tabs.all()) expect(await midWordBreaks(tab), `${viewport.width} px`).toEqual([]);
      if (viewport === PHONE_360) await page.screenshot({ path: '/tmp/papercuts-admin-tabs-my-360.png' });
      await page.context().close();
    }
  });
});

describe('the category menu and the demo catalogue', () => {
  it('shows Outerwear for /product-category/outwear, where the coach jacket is; shorts and jackets have main categories of their own', async () => {
    const products = await callApi<Product[]>(shop, '/api/auth/products');
    const main = (name: string) => products.find((p) => p.itemName === name)?.mainCategory;
    expect(main('Strand Road Coach Jacket')).toBe('Outerwear');
    expect(main('Chaungtha Sweat Shorts')).toBe('Shorts');
    expect(products.filter((p) => p.mainCategory === 'Sweater').map((p) => p.itemName)).not.toContainEqual(
      expect.stringMatching(/Jacket|Shorts|Windbreaker/),
    );

    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.url}/`);
    await page.getByRole('button', { name: 'Shop', exact: true }).click();
    const link = page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Outerwear' });
    expect(await link.getAttribute('href')).toBe('/product-category/outwear');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Outerwear' }).waitFor();
    await page
      .getByRole('link', { name: /Strand Road Coach Jacket/ })
      .first()
      .waitFor();
    await page.goto(`${shop.url}/product-category/shorts`);
    await page
      .getByRole('link', { name: /Chaungtha Sweat Shorts/ })
      .first()
      .waitFor();

    // The owner files a new product under them too.
    await startBrowserSession(page, shop, owner);
    await page.goto(`${shop.url}/admin/products/add`);
    const options = page.getByLabel('Main category').locator('option');
    await options.first().waitFor({ state: 'attached' });
    expect(await options.allTextContents()).toEqual(expect.arrayContaining(['Outerwear', 'Shorts']));
    await page.context().close();
  });
});

describe("the owner's inbox mail", () => {
  it('is written in the language the owner reads the admin in, and its subject says the township and the cash to collect', async () => {
    const { t } = words('my');
    // The owner reads the admin in English (the Burmese pages above may have saved Burmese), then switches.
    await callApi(shop, '/api/auth/language', { method: 'PUT', body: { language: 'en' }, token: owner.token });
    const page = await adminPage(DESKTOP);
    await page.goto(`${shop.url}/admin/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Admin menu' });
    await nav.getByRole('button', { name: joinSyllableFinals('မြန်မာ') }).click();
    await page.getByRole('navigation', { name: t('admin.nav.label') }).waitFor();
    await expect
      .poll(async () => (await callApi<{ language: string }>(shop, '/api/auth/me', { token: owner.token })).language)
      .toBe('my');

    const line = await productInStock(shop);
    const orderId = await placeOrder(shop, { productId: line.product._id, color: line.color, size: line.size });
    const order = await callApi<AdminOrder>(shop, `/api/admin/orders/${orderId}`, { token: owner.token });
    const mail = await shop.mail.waitFor((m) => m.text.includes(orderId) && m.subject.includes('အော်ဒါအသစ်'));
    expect(mail.subject).toBe(`အော်ဒါအသစ် ${orderId}: စမ်းချောင်း · ${formatMMK(order.total, 'my')} ကောက်ခံရန်`);
    expect(mail.text).toContain('အော်ဒါအသစ် ရောက်ရှိလာပါပြီ');
    await page.context().close();
  });
});
