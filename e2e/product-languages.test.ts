import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { ADMIN, callApi, logIn, startBrowserSession } from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';
import { joinSyllableFinals } from './support/language.ts';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('products in the reader’s language', () => {
  it('shows a Burmese reader the Burmese name, description and material; an English one the English', async () => {
    const products = await callApi<Product[]>(shop, '/api/auth/products');
    const hoodie = products.find((p) => p.itemName === 'Golden Land Hoodie')!;
    expect(hoodie.itemNameMy).toBe('ရွှေမြေ ဟူဒီ');

    const burmese = await openPage(browser, PHONE_390, 'my');
    await burmese.goto(`${shop.url}/product/${hoodie._id}`);
    await burmese.getByRole('heading', { level: 1, name: 'ရွှေမြေ ဟူဒီ' }).waitFor();
    await burmese.getByText(hoodie.descriptionMy).waitFor();
    await burmese.getByText(hoodie.materialMy).first().waitFor();
    await expect.poll(() => burmese.title()).toContain('ရွှေမြေ ဟူဒီ');

    // The grid's cards too, and the cart line once it is added.
    await burmese.goto(`${shop.url}/product-category/hoodies`);
    await burmese.getByText('ရွှေမြေ ဟူဒီ').first().waitFor();
    await burmese.context().close();

    const english = await openPage(browser, PHONE_390, 'en');
    await english.goto(`${shop.url}/product/${hoodie._id}`);
    await english.getByRole('heading', { level: 1, name: 'Golden Land Hoodie' }).waitFor();
    expect(await english.getByText('ရွှေမြေ ဟူဒီ').count()).toBe(0);
    await english.context().close();
  });

  it('lets the owner write both languages side by side in the edit form', async () => {
    const products = await callApi<Product[]>(shop, '/api/auth/products');
    const cap = products.find((p) => p.itemName === 'Golden Rock Cap')!;
    const admin = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(admin, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await admin.goto(`${shop.url}/admin/products/${cap._id}/edit`);
    const burmeseName = admin.getByLabel(joinSyllableFinals('ပစ္စည်းအမည် (မြန်မာ)'));
    await burmeseName.waitFor();
    expect(await burmeseName.inputValue()).toBe('ရွှေကျောက် ဦးထုပ်');
    expect(await admin.getByLabel(joinSyllableFinals('ပစ္စည်းအမည် (အင်္ဂလိပ်)')).inputValue()).toBe('Golden Rock Cap');
    await burmeseName.fill('ရွှေကျောက် ကက်ဦးထုပ်');
    await admin.getByRole('button', { name: joinSyllableFinals('ပြောင်းလဲမှုများ သိမ်းရန်') }).click();
    await expect
      .poll(async () => (await callApi<Product>(shop, `/api/products/${cap._id}`)).itemNameMy)
      .toBe('ရွှေကျောက် ကက်ဦးထုပ်');
    await admin.context().close();
  });
});
