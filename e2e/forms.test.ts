import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe.ts';
import { ADMIN, callApi, logIn, productInStock, startBrowserSession } from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, startShop, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The name of the focused control and of the first control marked invalid, in page order. */
const focus = (page: Page) =>
  page.evaluate(() => ({
    focused: document.activeElement?.getAttribute('name'),
    firstInvalid: document.querySelector('[aria-invalid="true"]')?.getAttribute('name'),
  }));

/**
 * What the shop's Content-Security-Policy refuses on `page` from now on, across its navigations: a
 * refusal is something the page tried that a shopper's browser blocks (the browser's zod once
 * probed `Function('')` at every form's first check).
 */
async function refusedByPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportRefused: (what: string) => void }).reportRefused(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
      ),
    ),
  );
  return refused;
}

describe('after a failed submit', () => {
  it('the focus goes to the first invalid field in page order (checkout, contact, track order), and checking asks for nothing the CSP refuses', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
    const refused = await refusedByPolicy(page);
    await page.goto(`${shop.url}/product/${line.product._id}?color=${encodeURIComponent(line.color)}`);
    await page.getByRole('button', { name: line.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Item added to cart').first().waitFor();

    await page.goto(`${shop.url}/checkout`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    expect(await focus(page)).toEqual({ focused: 'name', firstInvalid: 'name' });

    await page.getByLabel('Full name').fill('Ma Thida');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'phone', firstInvalid: 'phone' });

    await page.goto(`${shop.url}/contact`);
    await page.getByLabel('Name').first().fill('Ko Ko');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'email', firstInvalid: 'email' });

    await page.goto(`${shop.url}/track-order`);
    await page.getByLabel('Order number').fill('ORD-7KQ2-M9XD-4H00');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'contact', firstInvalid: 'contact' });
    expect(refused).toEqual([]);
    await page.context().close();
  });
});

/** The error shown under a control, read the way a screen reader reaches it: through its aria-describedby. */
const errorOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const control = document.getElementById(id)!;
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return {
      invalid: control.getAttribute('aria-invalid'),
      says: described.map((ref) => document.getElementById(ref)?.textContent).join(' | '),
    };
  }, id);

describe('the admin’s forms after a failed submit', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, await logIn(shop, ADMIN.email, ADMIN.password));
  });
  afterAll(() => admin.context().close());

  it('the password form says at each field what is wrong and focuses it', async () => {
    await admin.goto(`${shop.url}/admin/details`);
    const change = admin.getByRole('button', { name: 'Change password' });
    await change.click();
    await admin.getByText('Please fill at least one field to change your password').waitFor();

    await admin.getByLabel('Current password').fill('Admin12345');
    await admin.getByLabel('New password', { exact: true }).fill('short');
    await admin.getByLabel('Confirm new password').fill('short');
    await change.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'newPassword', firstInvalid: 'newPassword' });
    expect(await errorOf(admin, 'admin-password-newPassword')).toEqual({
      invalid: 'true',
      says: 'Password must be at least 8 characters long and contain at least one letter and one number.',
    });

    await admin.getByLabel('New password', { exact: true }).fill('Monsoon2026');
    await admin.getByLabel('Confirm new password').fill('Monsoon2027');
    await change.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'confirmPassword', firstInvalid: 'confirmPassword' });
    expect((await errorOf(admin, 'admin-password-confirmPassword')).says).toBe(
      'New password and confirm password do not match',
    );

    // The server's refusal names its field: the error is shown there.
    await admin.getByLabel('Current password').fill('NotMine123');
    await admin.getByLabel('Confirm new password').fill('Monsoon2026');
    await change.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'currentPassword', firstInvalid: 'currentPassword' });
    expect((await errorOf(admin, 'admin-password-currentPassword')).says).toBe('Current password is incorrect');
  });

  it('the edit-product form shows a missing name at the name field, a colour at its variant, no variant at Add', async () => {
    const { product } = await productInStock(shop);
    await admin.goto(`${shop.url}/admin/products/${product._id}/edit`);
    await admin.getByRole('heading', { level: 1, name: `Edit ${product.itemName}` }).waitFor();
    const save = admin.getByRole('button', { name: 'Save changes' });

    // A name in either language is a name: both are cleared.
    await admin.getByLabel('Product name (English)').fill('');
    await admin.getByLabel('Product name (Burmese)').fill('');
    // A new variant has no colour yet (colours are picked from the palette, never typed away).
    await admin.getByRole('button', { name: 'Add variant' }).click();
    await save.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'itemName', firstInvalid: 'itemName' });
    expect(await errorOf(admin, 'edit-itemName')).toEqual({ invalid: 'true', says: 'Product name is required' });
    const colour = await admin
      .getByRole('group', { name: 'Colour', exact: true })
      .last()
      .getByRole('radio')
      .first()
      .getAttribute('id');
    expect((await errorOf(admin, colour!)).says).toBe(`Variant ${product.variants.length + 1}: Color is required`);
    const violations = await axeViolations(admin);
    expect(violations.length, formatViolations('the edit-product form with errors', violations)).toBe(0);

    await admin.getByLabel('Product name (English)').fill(product.itemName);
    await save.click();
    const added = `variants.${product.variants.length}.color`;
    await expect.poll(() => focus(admin)).toEqual({ focused: added, firstInvalid: added });

    // With every variant removed, the save points at the button that adds one.
    for (let left = product.variants.length + 1; left > 0; left--) {
      await admin.getByRole('button', { name: 'Remove variant 1' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Remove variant' }).click();
    }
    await save.click();
    await admin.getByText('Please add at least one variant').waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.textContent)).toBe('Add variant');

    // Nothing was saved.
    const stored = await callApi<{ itemName: string; variants: unknown[] }>(shop, `/api/products/${product._id}`);
    expect([stored.itemName, stored.variants.length]).toEqual([product.itemName, product.variants.length]);
  });

  it('the batch builder marks what a variant and a product lack, in page order, and adds a variant on Enter', async () => {
    await admin.goto(`${shop.url}/admin/products/add`);
    await admin.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor();
    const addVariant = admin.getByRole('button', { name: 'Add variant' });
    const addProduct = admin.getByRole('button', { name: 'Add product to batch' });
    const incomplete =
      'Please fill in product name, select a color, add stock for at least one size, and upload images';

    // Nothing typed: every part of the variant is marked, the first one focused, the spec's sentence read with it.
    await addVariant.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'name', firstInvalid: 'name' });
    expect(await errorOf(admin, 'variant-color')).toEqual({ invalid: 'true', says: incomplete });
    expect((await errorOf(admin, 'variant-stock-2')).invalid).toBe('true'); // M, the third size

    // The product's name stands in for the variant's; what is fixed is no longer marked.
    await admin.getByLabel('Product name (English)').fill('Rain Tee');
    await admin.getByRole('radio', { name: 'Black', exact: true }).check({ force: true });
    await admin.getByLabel('Stock M').fill('၂');
    await addVariant.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'images', firstInvalid: 'images' });
    expect((await errorOf(admin, 'variant-color')).invalid).toBeNull();
    expect(await admin.getByLabel('Stock M').inputValue()).toBe('2');

    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#2a5d3c' } })
      .png()
      .toBuffer();
    await admin.locator('input[type=file]').setInputFiles({ name: 'rain.png', mimeType: 'image/png', buffer: png });
    await admin.getByRole('img', { name: 'Image 1 of Black' }).waitFor();
    expect(await admin.getByText(incomplete).count()).toBe(0);
    await admin.getByLabel('Stock M').press('Enter');
    await admin.getByText('Colour variants (1)').waitFor();
    await admin.getByText('Black — Rain Tee').waitFor();
    expect(
      await admin.getByRole('group', { name: 'Colour', exact: true }).getByRole('radio', { checked: true }).count(),
    ).toBe(0);

    // The product: gender, category and price at their fields, the focus on the first.
    await addProduct.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'gender', firstInvalid: 'gender' });
    expect(await errorOf(admin, 'product-gender')).toEqual({
      invalid: 'true',
      says: 'Please choose the target gender of the product',
    });
    expect((await errorOf(admin, 'product-mainCategory')).says).toBe('Main category is required');
    expect((await errorOf(admin, 'product-price')).says).toBe('Price must be a whole number of kyat, 0 or more');
    const violations = await axeViolations(admin);
    expect(violations.length, formatViolations('the batch builder with errors', violations)).toBe(0);

    // Picking a tab files the product there while it has no gender; the price may be typed in Myanmar digits.
    await admin.getByRole('tab', { name: 'Female (0)' }).click();
    expect(await admin.getByLabel('Target gender').inputValue()).toBe('female');
    await admin.getByLabel('Main category').selectOption('T-shirt');
    await admin.getByLabel('Price (MMK)').fill('၁၅၀၀၀');
    expect(await admin.getByLabel('Price (MMK)').inputValue()).toBe('15000');
    await addProduct.click();
    await admin.locator('[data-toast]').filter({ hasText: 'Rain Tee added to the batch (Female)' }).waitFor();
    const filed = admin.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Rain Tee' });
    await filed.getByText('15,000 MMK', { exact: false }).waitFor();
    expect(await admin.getByRole('tab', { name: 'Female (1)' }).getAttribute('aria-selected')).toBe('true');
    // A fresh product for the same gender, without the variants of the last.
    expect(await admin.getByLabel('Target gender').inputValue()).toBe('female');
    await admin.getByText('Colour variants (0)').waitFor();

    // A product with everything but a variant: the focus goes to the variant to write.
    await admin.getByLabel('Main category').selectOption('Sweater');
    await admin.getByLabel('Price (MMK)').fill('30000');
    await addProduct.click();
    await admin.getByText('Please add at least one variant').waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('variant-name');
    // The message goes as soon as its cause does.
    await admin.getByLabel('Product name (English)').fill('Monsoon Hoodie');
    await admin.getByRole('radio', { name: 'White', exact: true }).check({ force: true });
    await admin.getByLabel('Stock L').fill('4');
    await admin.locator('input[type=file]').setInputFiles({ name: 'rain.png', mimeType: 'image/png', buffer: png });
    await admin.getByRole('img', { name: 'Image 1 of White' }).waitFor();
    await admin.getByLabel('Stock L').press('Enter');
    await admin.getByText('Colour variants (1)').waitFor();
    expect(await admin.getByText('Please add at least one variant').count()).toBe(0);
    await addProduct.click();
    await admin.getByRole('tab', { name: 'Female (2)' }).waitFor();

    const save = admin.getByRole('button', { name: 'Save Batch' });
    expect(await save.isDisabled()).toBe(true);
    await admin.getByLabel('Batch name').fill('Rain 2026');
    await save.click();
    await admin.locator('[data-toast]').filter({ hasText: 'Batch added successfully!' }).first().waitFor();
    const found = await callApi<{ items: { itemName: string; price: number; gender: string }[] }>(
      shop,
      '/api/products/search?q=Rain%20Tee',
    );
    expect(found.items.map((p) => [p.itemName, p.price, p.gender])).toEqual([['Rain Tee', 15000, 'female']]);
  });

  it('the zone form refuses a blank name and a bad fee at their fields, in page order', async () => {
    await admin.goto(`${shop.url}/admin/delivery`);
    await admin.getByRole('button', { name: /^Mandalay Region/ }).click();
    await admin.getByRole('button', { name: 'Edit Mandalay', exact: true }).click();
    const form = admin.locator('form').filter({ has: admin.getByLabel('Fee (MMK)') });
    await form.getByLabel('English name').fill('');
    await form.getByLabel('Fee (MMK)').fill('5,000 kyat');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'nameEn', firstInvalid: 'nameEn' });
    const fee = await form.getByLabel('Fee (MMK)').getAttribute('id');
    expect(await errorOf(admin, fee!)).toEqual({
      invalid: 'true',
      says: 'The fee must be a whole number of kyat, 0 or more',
    });

    await form.getByLabel('English name').fill('Mandalay');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'fee', firstInvalid: 'fee' });
    expect(await admin.locator('[data-toast]').count()).toBe(0);

    // The settings card: a threshold below 0 is refused at its field.
    await admin.getByLabel('Free shipping from (MMK)').fill('-1');
    await admin.getByRole('region', { name: 'Settings' }).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => errorOf(admin, 'delivery-threshold'))
      .toEqual({
        invalid: 'true',
        says: 'The threshold must be a whole number of kyat',
      });
  });
});
