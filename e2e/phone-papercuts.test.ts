import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shop/shared/language';
import { unfitFormTexts } from './support/fit.ts';
import { words } from './support/language.ts';
import {
  ADMIN,
  BILLING,
  callApi,
  logIn,
  productInStock,
  registerCustomer,
  startBrowserSession,
} from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

/** Small things a shopper hit on a phone (issue #29), in English and in Burmese. */
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE_360 = { width: 360, height: 740 };
const LANGUAGES: Language[] = ['en', 'my'];
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** A phone number no other test account has. */
const newPhone = () => `09777${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

describe('toasts on a phone', () => {
  it.each(LANGUAGES)(
    '"added to cart" stacks above the quantity and Add to Cart bar, not over it (%s)',
    async (language) => {
      const { t } = words(language);
      const line = await productInStock(shop, 3);
      const page = await openPage(browser, PHONE_390, language);
      await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
      await page.getByRole('button', { name: line.size, exact: true }).click();
      const add = page.getByRole('button', { name: t('product.addToCart') });
      await add.click();
      await page
        .locator('[data-toast]')
        .filter({ hasText: t('cartToasts.added') })
        .first()
        .waitFor();
      await add.click();
      await expect.poll(() => page.locator('[data-toast]').count()).toBe(2);

      const bar = (await page.getByTestId('buy-bar').boundingBox())!;
      for (const toast of await page.locator('[data-toast]').all()) {
        const box = (await toast.boundingBox())!;
        expect(overlaps(box, bar), `a toast at y ${box.y}–${box.y + box.height} covers the bar at ${bar.y}`).toBe(
          false,
        );
        expect(box.y).toBeGreaterThanOrEqual(0);
      }
      if (language === 'my') await page.screenshot({ path: '/tmp/papercuts-toast-my-390.png' });
      await page.context().close();
    },
  );
});

describe('the phone menu', () => {
  it('offers sign in, the wishlist and Track order beside the language switch; signed in, the account', async () => {
    const { t } = words('my');
    const page = await openPage(browser, PHONE_390, 'my');
    await page.goto(`${shop.url}/about`);
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('nav.menu') });
    await menu.getByRole('link', { name: t('nav.signIn') }).waitFor();
    expect(await menu.getByRole('link', { name: t('nav.signIn') }).getAttribute('href')).toBe('/profile/loginPage');
    expect(await menu.getByRole('link', { name: t('nav.favourites') }).getAttribute('href')).toBe(
      '/profile/favourites',
    );
    await menu.getByRole('group', { name: t('language.label') }).waitFor();
    await page.screenshot({ path: '/tmp/papercuts-menu-my-390.png' });
    await menu.getByRole('link', { name: t('nav.trackOrder') }).click();
    await page.getByRole('heading', { level: 1, name: t('trackOrder.title') }).waitFor();

    await startBrowserSession(page, shop, await registerCustomer(shop, { phone: newPhone() }));
    await page.goto(`${shop.url}/about`);
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    expect(await menu.getByRole('link', { name: t('nav.account') }).getAttribute('href')).toBe('/profile');
    expect(await menu.getByRole('link', { name: t('nav.signIn') }).count()).toBe(0);
    await page.context().close();
  });
});

describe('forms start from what the shop knows and fit a small phone', () => {
  it('a new saved address starts from the signed-in customer’s name and phone', async () => {
    const { t } = words('en');
    const phone = newPhone();
    const customer = await registerCustomer(shop, { name: 'Daw Khin Myo', phone });
    const page = await openPage(browser, PHONE_390);
    await startBrowserSession(page, shop, customer);
    await page.goto(`${shop.url}/profile/addresses`);
    const name = page.getByLabel(t('account.addressName'));
    await expect.poll(() => name.inputValue()).toBe('Daw Khin Myo');
    expect(await page.getByLabel(t('account.addressPhone')).inputValue()).toBe(phone);
    expect(await page.getByLabel(t('account.addressEmail')).inputValue()).toBe(customer.email);
    await page.context().close();
  });

  /** Every label and placeholder of the page's form fits, before and after a region is chosen. */
  async function fits(page: Page, where: string, regionLabel: string) {
    expect(await unfitFormTexts(page), `${where}, no region`).toEqual([]);
    await page.getByLabel(regionLabel, { exact: false }).first().fill('yangon');
    await page
      .getByRole('option', { name: /Yangon Region/ })
      .first()
      .click();
    expect(await unfitFormTexts(page), `${where}, region chosen`).toEqual([]);
  }

  for (const viewport of [PHONE_360, PHONE_390])
    it.each(LANGUAGES)(
      `every label and placeholder of checkout and address fits at ${viewport.width} px (%s)`,
      async (language) => {
        const { t } = words(language);
        const page = await openPage(browser, viewport, language);
        await startBrowserSession(page, shop, await registerCustomer(shop, { phone: newPhone() }));
        await page.goto(`${shop.url}/checkout`);
        await page.getByLabel(t('checkout.fields.region'), { exact: false }).first().waitFor();
        await fits(page, `checkout ${language} ${viewport.width}`, t('checkout.fields.region'));
        if (language === 'my' && viewport.width === 390)
          await page.screenshot({ path: '/tmp/papercuts-checkout-my-390.png', fullPage: true });
        await page.goto(`${shop.url}/profile/addresses`);
        await page.getByLabel(t('account.addressRegion'), { exact: false }).first().waitFor();
        await fits(page, `address ${language} ${viewport.width}`, t('account.addressRegion'));
        await page.context().close();
      },
    );
});

describe('paying by KBZ Pay on /qr', () => {
  it('the receipt is chosen with the shop’s own control, in Burmese, with a preview; the id leads with Transaction ID', async () => {
    const { t } = words('my');
    const owner = await logIn(shop, ADMIN.email, ADMIN.password);
    const picture = (colour: string) =>
      sharp({ create: { width: 200, height: 320, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await picture('#123456'))], { type: 'image/png' }), 'qr.png');
    const upload = await fetch(`${shop.url}/api/auth/upload-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const [qrImage] = ((await upload.json()) as { imageUrls: string[] }).imageUrls;
    await callApi(shop, '/api/admin/payment-settings', {
      method: 'PUT',
      token: owner.token,
      body: {
        kbzpayEnabled: true,
        accountName: 'Street Shop',
        phone: '09780011223',
        qrImage,
        instructionsEn: '',
        instructionsMy: '',
        holdHours: 24,
      },
    });
    const { product, color, size } = await productInStock(shop);
    const { orderId } = await callApi<{ orderId: string }>(shop, '/api/auth/guest-orders', {
      body: {
        cartItems: [{ productId: product._id, color, size, quantity: 1 }],
        billingDetails: BILLING,
        paymentMethod: 'kbzpay',
      },
    });

    const page = await openPage(browser, PHONE_390, 'my');
    await page.goto(`${shop.url}/qr/${orderId}`);
    expect(t('payment.transactionId')).toMatch(/^Transaction ID/);
    await page.getByRole('textbox', { name: t('payment.transactionId') }).waitFor();
    // No browser's own "Choose File / No file chosen": the shop's button and words, in Burmese.
    const choose = page.getByText(t('payment.chooseScreenshot'), { exact: true });
    await choose.waitFor();
    await page.getByText(t('payment.noScreenshot'), { exact: true }).waitFor();
    const input = page.locator('input[type=file]');
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

    await page
      .getByLabel(t('payment.screenshot'), { exact: false })
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await picture('#2a7a3b') });
    const preview = page.getByRole('img', { name: t('payment.screenshotPreview') });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await page.getByText('slip.png').waitFor();
    await page.getByText(t('payment.replaceScreenshot'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
    await page.screenshot({ path: '/tmp/papercuts-qr-my-390.png', fullPage: true });

    await page.getByRole('button', { name: t('payment.removeScreenshot') }).click();
    expect(await preview.count()).toBe(0);
    await choose.waitFor();
    await page
      .getByLabel(t('payment.screenshot'), { exact: false })
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await picture('#2a7a3b') });
    await page.getByRole('textbox', { name: t('payment.transactionId') }).fill('01003984022');
    await page.getByRole('button', { name: t('payment.send') }).click();
    await page
      .locator('[data-toast]')
      .filter({ hasText: t('payment.sent') })
      .first()
      .waitFor();
    await page.context().close();
  });
});

describe('words', () => {
  it('the Burmese wishlist title names what is saved', async () => {
    const page = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(page, shop, await registerCustomer(shop, { phone: newPhone() }));
    await page.goto(`${shop.url}/profile/favourites`);
    await page.getByRole('heading', { level: 1, name: words('my').t('favourites.title') }).waitFor();
    await page.context().close();
  });

  it.each(LANGUAGES)(
    'a refused sign-in names the phone number when a phone number was typed (%s)',
    async (language) => {
      const { t } = words(language);
      const page = await openPage(browser, PHONE_390, language);
      await page.goto(`${shop.url}/profile/loginPage`);
      const signIn = async (identifier: string) => {
        await page.getByLabel(t('auth.identifier'), { exact: false }).first().fill(identifier);
        await page.getByLabel(t('auth.password'), { exact: false }).first().fill('Wrong12345');
        await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
      };
      await signIn('09 777 000 111');
      await page.getByText(t('auth.invalidPhoneLogin'), { exact: true }).waitFor();
      await signIn('nobody@example.com');
      await page.getByText(t('serverWords.Invalid email or password'), { exact: true }).waitFor();
      await page.context().close();
    },
  );
});
