import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '@shop/shared/admin-paths';
import { formatPhone } from '@shop/shared/phone-rules';
import { axeViolations, formatViolations } from './support/axe.ts';
import { words } from './support/language.ts';
import { ADMIN, logIn, placeOrder, productInStock, startBrowserSession } from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, PHONE_390, startShop, type RunningShop } from './support/shop.ts';

/** Guest buyers in the owner's Customers, and the product page's Share (issue #22 items 4 and 6). */
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('guest buyers are customers too (decision 046)', () => {
  it('the owner finds a guest buyer with 2 orders by phone and opens them, in Burmese at 390 px', async () => {
    const { t } = words('my');
    const line = await productInStock(shop);
    const guest = { name: 'Ma Khin Lay', email: '' };
    const first = await placeOrder(shop, { ...line, productId: line.product._id }, undefined, {
      ...guest,
      phone: '09 777 222 444',
    });
    const second = await placeOrder(shop, { ...line, productId: line.product._id }, undefined, {
      ...guest,
      phone: '+95 9 777 222 444',
    });

    const page = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(page, shop, await logIn(shop, ADMIN.email, ADMIN.password));
    await page.goto(`${shop.url}/admin/customers`);
    const search = page.getByLabel(t('admin.customers.search'));
    await search.waitFor();
    await search.fill('၀၉၇၇၇၂၂၂၄၄၄');
    const row = page.getByRole('link').filter({ hasText: 'Ma Khin Lay' });
    await row.waitFor();
    expect(
      await page
        .getByRole('link')
        .filter({ hasText: t('admin.customers.guest') })
        .count(),
    ).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(t('admin.customers.guest'));
    expect(text).toContain(t('admin.customers.orders', { count: 2 }));
    expect(text).toContain(formatPhone('09777222444', 'my'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const listProblems = await axeViolations(page);
    expect(listProblems, formatViolations('the customers list', listProblems)).toEqual([]);

    await row.click();
    await page.getByRole('heading', { name: t('admin.customers.ordersHeading', { count: 2 }) }).waitFor();
    await page.getByText(t('admin.customers.guestNoAddress')).waitFor();
    expect(await page.getByRole('button', { name: t('admin.customers.delete') }).count()).toBe(0);
    for (const id of [first, second]) await page.getByRole('link').filter({ hasText: id }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const detailProblems = await axeViolations(page);
    expect(detailProblems, formatViolations("a guest's page", detailProblems)).toEqual([]);

    await page.getByRole('link').filter({ hasText: first }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: first }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(adminPaths.order(first));
    await page.context().close();
  });
});

describe('share a product', () => {
  it('the share menu offers Facebook, Messenger and Viber with the link, and copies it', async () => {
    const { t } = words('en');
    const line = await productInStock(shop);
    const page = await openPage(browser, DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.goto(`${shop.url}/product/${line.product._id}`);
    const share = page.getByRole('button', { name: t('reach.share') });
    await share.waitFor();
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    await share.click();
    const menuProblems = await axeViolations(page);
    expect(menuProblems, formatViolations('the open share menu', menuProblems)).toEqual([]);
    const link = `${shop.url}/product/${line.product._id}`;
    const menu = page.getByRole('list', { name: t('reach.share') });
    expect(await menu.getByRole('link', { name: t('reach.shareFacebook') }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
    expect(await menu.getByRole('link', { name: t('reach.shareMessenger') }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    expect(await menu.getByRole('link', { name: t('reach.shareViber') }).getAttribute('href')).toBe(
      `viber://forward?text=${encodeURIComponent(link)}`,
    );
    // Escape closes it and gives the focus back to Share.
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);

    await share.click();
    await menu.getByRole('button', { name: t('reach.copyLink') }).click();
    await page
      .locator('[data-toast]')
      .filter({ hasText: t('reach.linkCopied') })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.context().close();
  });
});
