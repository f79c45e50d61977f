import type { Browser, Page } from 'playwright-core';
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

describe('after a failed submit', () => {
  it('the focus goes to the first invalid field in page order (checkout, contact, track order)', async () => {
    const line = await productInStock(shop);
    const page = await openPage(browser, PHONE);
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
    await expect.poll(() => focus(page)).toEqual({ focused: 'email', firstInvalid: 'email' });

    await page.goto(`${shop.url}/contact`);
    await page.getByLabel('Name').first().fill('Ko Ko');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'email', firstInvalid: 'email' });

    await page.goto(`${shop.url}/track-order`);
    await page.getByLabel('Order number').fill('ORD-7KQ2-M9XD-4H00');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect.poll(() => focus(page)).toEqual({ focused: 'contact', firstInvalid: 'contact' });
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

    await admin.getByLabel('Product name').fill('');
    await admin.getByRole('textbox', { name: 'Colour', exact: true }).first().fill('');
    await save.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'itemName', firstInvalid: 'itemName' });
    expect(await errorOf(admin, 'edit-itemName')).toEqual({ invalid: 'true', says: 'Product name is required' });
    const colour = await admin.getByRole('textbox', { name: 'Colour', exact: true }).first().getAttribute('id');
    expect((await errorOf(admin, colour!)).says).toBe('Variant 1: Color is required');
    const violations = await axeViolations(admin);
    expect(violations.length, formatViolations('the edit-product form with errors', violations)).toBe(0);

    await admin.getByLabel('Product name').fill(product.itemName);
    await save.click();
    await expect.poll(() => focus(admin)).toEqual({ focused: 'variants.0.color', firstInvalid: 'variants.0.color' });

    // With every variant removed, the save points at the button that adds one.
    for (let left = product.variants.length; left > 0; left--) {
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
