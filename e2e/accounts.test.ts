import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListing } from '@shop/shared/catalog';
import { formatMMK } from '../packages/shared/src/money.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, startShop, untilHydrated, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** One customer walks through the whole account journey; the tests below run in order. */
const customer = {
  name: 'Aung Aung',
  phone: '09777123456',
  email: `aung-${Date.now()}@example.com`,
  password: 'Thingyan2025',
  changed: 'Monsoon2026',
  reset: 'Yangon2027',
};

let page: Page;

const path = (p: Page) => new URL(p.url()).pathname;
const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
const header = (p: Page) => p.locator('header').first();
const linkIn = (text: string, mail: { text: string }) => {
  const match = new RegExp(`${text}: (\\S+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in the mail:\n${mail.text}`);
  return match[1];
};

async function signIn(p: Page, identifier: string, password: string) {
  await p.getByLabel('Phone/Email').fill(identifier);
  await p.locator('#signin-password').fill(password);
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('customer accounts in the browser', () => {
  it('signs up (privacy tick and password rule), then signs in and reaches the dashboard', async () => {
    page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.url}/profile/loginPage`);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await page.title()).toBe('Sign In | STREETWEAR MM');
    await page.locator('aside').getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();

    const submit = page.getByRole('button', { name: 'Sign Up', exact: true }).last();
    const password = page.locator('#signup-password');
    const rule = page.getByText(
      'Password must be at least 8 characters long and contain at least one letter and one number.',
    );
    await page.getByLabel('Full Name').fill(customer.name);
    await page.getByLabel('Phone Number').fill('09-777 123 456');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(customer.phone);
    await page.getByLabel('Email').fill(customer.email);
    await password.fill('short');
    expect(await rule.count()).toBe(0);
    await password.blur();
    await rule.waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill(customer.password);
    await rule.waitFor({ state: 'detached' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('By Continuing accept our Privacy Policy').check();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).toBe(
      '/privacy-policy',
    );

    await submit.click();
    // Sign-up signs the customer in (decision 038) and goes on to the home page (no `next`).
    await toast(page, 'Welcome! Your account is ready and you are signed in.');
    await page.waitForURL(`${shop.url}/`, { waitUntil: 'commit' });
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    const mail = await shop.mail.waitFor((m) => m.to.includes(customer.email) && /verify/i.test(m.subject));
    // Another device: signed out, the same account signs in by email or phone.
    await page.evaluate(() => ['token', 'user', 'userRole'].forEach((key) => localStorage.removeItem(key)));
    await page.goto(`${shop.url}/profile/loginPage`);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();

    await signIn(page, customer.email, 'Wrong12345');
    await page.getByText('Invalid email or password').waitFor();
    expect(path(page)).toBe('/profile/loginPage');

    await signIn(page, customer.phone, customer.password);
    await toast(page, 'Login successful!');
    await page.waitForURL(`${shop.url}/`);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();

    const account = header(page).getByRole('link', { name: 'Your account' });
    await account.hover();
    await header(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Hello, ${customer.name}` }).waitFor();
    await page.getByRole('heading', { name: 'Please verify your email address' }).waitFor();
    for (const tile of ['Orders', 'Addresses', 'Account details', 'Wishlist', 'Logout']) {
      await page.locator('main').getByText(tile, { exact: true }).waitFor();
    }

    await page.goto(linkIn('Verify your email', mail));
    await page.waitForURL((url) => url.pathname === '/profile');
    await toast(page, 'Your email is verified');
    await page.getByRole('heading', { name: 'Please verify your email address' }).waitFor({ state: 'detached' });
  });

  it('edits the profile and changes the password, staying signed in', async () => {
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account Details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account Details' }).waitFor();
    const name = page.getByLabel('Full Name');
    await expect.poll(() => name.inputValue()).toBe(customer.name);

    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please fill in all required fields.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Aung Min');
    await page.getByLabel('Display Name').fill('Min');
    await page.getByLabel('Phone Number').fill('+95 9 777 654 321');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('959777654321');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully');

    const change = page.getByRole('button', { name: 'Change Password' });
    await change.click();
    await page.getByText('Please fill at least one field to change your password').waitFor();
    await page.locator('#password-currentPassword').fill(customer.password);
    await page.locator('#password-newPassword').fill(customer.changed);
    await page.locator('#password-confirmPassword').fill('Different123');
    await change.click();
    await page.getByText('New password and confirm password do not match').waitFor();
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await page.locator('#password-confirmPassword').fill(customer.changed);
    await change.click();
    await toast(page, 'Password changed successfully');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);

    await page.reload();
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Aung Min');
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Min');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('09777654321');
    customer.password = customer.changed;
  });

  it('saves the address, which then shows read-only after a reload', async () => {
    await page.goto(`${shop.url}/profile/addresses`);
    await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Address' });
    await save.waitFor();
    expect(await page.getByLabel('Township').inputValue()).toBe('');
    await save.click();
    await page.getByText('Township is required').waitFor();

    await page.getByLabel('Full Name').fill('Aung Min');
    await page.getByLabel('Phone Number').fill('09777654321');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Township').fill('Kamayut');
    await page.getByLabel('Full Address').fill('No. 12, Hledan Road');
    await save.click();
    await toast(page, 'Address saved successfully!');
    await page.getByRole('button', { name: 'Edit' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await page.getByText('No. 12, Hledan Road').waitFor();
    expect(await page.getByLabel('Township').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Township').inputValue()).toBe('Kamayut');
  });

  it('favourites a product from its page, lists it in the wishlist and removes it', async () => {
    const listing = (await (await fetch(`${shop.url}/api/products?category=tees`)).json()) as ProductListing;
    const product = listing.items[0];
    if (!product) throw new Error('the demo catalogue has no tees');

    await page.goto(`${shop.url}/product/${product.originalId}`);
    await page.getByRole('heading', { level: 1, name: product.itemName }).waitFor();
    // The page is drawn by the server; its heart works once the app has taken it over.
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await toast(page, 'Added to favorites');
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor();

    await header(page).getByRole('link', { name: 'Favourites' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
    const list = page.getByRole('list', { name: 'Saved products' });
    await list.getByRole('link', { name: product.itemName, exact: true }).waitFor();
    await list.getByText(formatMMK(product.price)).waitFor();
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    await list.getByRole('button', { name: `Remove ${product.itemName} from your wishlist` }).click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  });

  it('logs out from the side menu, and every open tab follows', async () => {
    const other = await page.context().newPage();
    await other.goto(`${shop.url}/profile/details`);
    await other.getByRole('heading', { level: 1, name: 'Account Details' }).waitFor();

    await page.goto(`${shop.url}/profile`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${shop.url}/`);
    // Signed out on the server too: the token the page held no longer opens the account.
    const me = await fetch(`${shop.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await other.waitForURL((url) => url.pathname === '/profile/loginPage');
    await other.close();
  });

  it('resets a forgotten password by the mailed link, which then works only once', async () => {
    await page.goto(`${shop.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('a password reset link has been sent').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    const mail = await shop.mail.waitFor((m) => m.to.includes(customer.email) && /reset/i.test(m.subject));
    const link = linkIn('Reset your password', mail);
    expect(new URL(link).pathname).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.locator('#reset-newPassword').fill(customer.reset);
    await page.locator('#reset-confirmPassword').fill('Mismatch123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.locator('#reset-confirmPassword').fill(customer.reset);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password has been reset successfully').waitFor();
    await page.waitForURL(`${shop.url}/login`, { timeout: 5000 });

    await signIn(page, customer.email, customer.password);
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, customer.email, customer.reset);
    await page.waitForURL(`${shop.url}/`);

    await page.goto(link);
    await page.locator('#reset-newPassword').fill('Another2028');
    await page.locator('#reset-confirmPassword').fill('Another2028');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('sends a signed-out visitor of an account page to sign in, and back afterwards', async () => {
    const guest = await openPage(browser, PHONE);
    await guest.goto(`${shop.url}/profile/details`);
    await guest.waitForURL((url) => url.pathname === '/profile/loginPage');
    expect(new URL(guest.url()).searchParams.get('next')).toBe('/profile/details');
    await signIn(guest, customer.email, customer.reset);
    await guest.getByRole('heading', { level: 1, name: 'Account Details' }).waitFor();
    expect(path(guest)).toBe('/profile/details');
    // Phones show the account menu as a row of tabs above the page.
    await guest.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Favourites' }).waitFor();
    await guest.context().close();
  });

  it('ends the session when the shop refuses the stored token', async () => {
    const stale = await openPage(browser, DESKTOP);
    await stale.goto(`${shop.url}/about`);
    await stale.evaluate(() => {
      localStorage.setItem('token', 'expired.or.forged');
      localStorage.setItem('user', JSON.stringify({ _id: 'x', name: 'Old', type: 'user' }));
    });
    await stale.goto(`${shop.url}/profile/details`);
    await toast(stale, 'Your session has ended. Please sign in again.');
    await stale.waitForURL((url) => url.pathname === '/profile/loginPage');
    expect(await stale.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await header(stale).getByRole('link', { name: 'Sign in' }).waitFor();
    await stale.context().close();
  });

  it('asks a guest to log in before favouriting', async () => {
    const listing = (await (await fetch(`${shop.url}/api/products?category=hoodies`)).json()) as ProductListing;
    const product = listing.items[0];
    if (!product) throw new Error('the demo catalogue has no hoodies');
    const guest = await openPage(browser, PHONE);
    await guest.goto(`${shop.url}/product/${product.originalId}`);
    await guest.getByRole('heading', { level: 1, name: product.itemName }).waitFor();
    await guest.getByRole('button', { name: 'Add to wishlist' }).click();
    await toast(guest, 'Please login to add favorites');
    await guest.waitForURL((url) => url.pathname === '/profile/loginPage');
    await guest.context().close();
  });

  it('sends an admin to the admin dashboard after signing in', async () => {
    const admin = await openPage(browser, DESKTOP);
    await admin.goto(`${shop.url}/login`);
    await signIn(admin, 'admin@shop.test', 'Admin12345');
    await admin.waitForURL(`${shop.url}/admin/dashboard`);
    expect(await admin.evaluate(() => localStorage.getItem('userRole'))).toBe('admin');
    await admin.context().close();
  });
});
