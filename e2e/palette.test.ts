import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog';
import { ADMIN, callApi, logIn, startBrowserSession } from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const OLIVE = { name: 'Olive Green', nameMy: 'သံလွင်ရောင်', swatch: '#6b7a3a' };
const OLIVE_RGB = 'rgb(107, 122, 58)';

describe("the owner's palette", () => {
  it('the owner adds a colour with its Burmese name and uses it; a Burmese shopper on a phone sees its name and swatch', async () => {
    const admin = await openPage(browser, PHONE_390, 'en');
    await startBrowserSession(admin, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await admin.goto(`${shop.url}/admin/colours`);
    await admin.getByRole('heading', { level: 1, name: 'Colours' }).waitFor();
    // The seven colours the builder offered are there, in both languages.
    await admin.getByTestId('palette-colour').filter({ hasText: 'အနက်ရောင်' }).getByText('Black').waitFor();

    await admin.getByLabel('Name in English').first().fill(OLIVE.name);
    await admin.getByLabel('Name in Burmese').first().fill(OLIVE.nameMy);
    await admin.locator('#new-colour-swatch').fill('#6B7A3A');
    await admin.getByRole('button', { name: 'Add colour' }).click();
    await admin.locator('[data-toast]').filter({ hasText: 'Colour added' }).first().waitFor();
    const row = admin.getByTestId('palette-colour').filter({ hasText: OLIVE.name });
    await row.getByText(OLIVE.nameMy).waitFor();
    await row.getByText(OLIVE.swatch, { exact: false }).waitFor();
    // The same name again is refused at its field.
    await admin.getByLabel('Name in English').first().fill('olive green');
    await admin.getByRole('button', { name: 'Add colour' }).click();
    await admin.getByText('Another colour of the palette already has this name').waitFor();

    // The edit form picks the new colour for the tee's second variant.
    const products = await callApi<Product[]>(shop, '/api/auth/products');
    const tee = products.find((p) => p.itemName === 'Shwedagon Sunset Tee')!;
    await admin.goto(`${shop.url}/admin/products/${tee._id}/edit`);
    const second = admin.getByRole('group', { name: 'Colour', exact: true }).nth(1);
    await second.getByRole('radio', { name: OLIVE.name }).waitFor({ state: 'attached' });
    expect(await second.getByRole('radio', { name: 'White', exact: true }).isChecked()).toBe(true);
    await second.getByRole('radio', { name: OLIVE.name }).check({ force: true });
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await callApi<Product>(shop, `/api/products/${tee._id}`)).variants.map((v) => v.colorKey))
      .toEqual(['black', 'olive-green', 'red']);
    await admin.context().close();

    const shopper = await openPage(browser, PHONE_390, 'my');
    await shopper.goto(`${shop.url}/product/${tee._id}?color=olive-green`);
    const button = shopper.getByRole('button', { name: OLIVE.nameMy });
    await button.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    // The swatch beside the name: a round sample in the colour's own colour.
    const swatchOf = (within: Locator) =>
      within
        .locator('span[aria-hidden="true"]')
        .first()
        .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
    expect(await swatchOf(button)).toBe(OLIVE_RGB);
    // The other colours in Burmese too; no English colour word on the buttons.
    await shopper.getByRole('button', { name: 'အနက်ရောင်' }).waitFor();
    expect(await shopper.getByRole('button', { name: 'White' }).count()).toBe(0);

    // Under the card in the listing.
    await shopper.goto(`${shop.url}/product-category/tees`);
    const card = shopper.getByTestId('product-card').filter({ hasText: 'ရွှေတိဂုံ' }).filter({ hasText: OLIVE.nameMy });
    await card.waitFor();
    expect(await swatchOf(card.locator('p').filter({ hasText: OLIVE.nameMy }))).toBe(OLIVE_RGB);
    await shopper.screenshot({ path: '/tmp/palette-card-my-390.png' });
    await shopper.context().close();
  });
});
