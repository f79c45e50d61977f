import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySlug, SHOP_CATEGORIES } from '../packages/shared/src/categories.ts';
import { CONTACT_THANK_YOU } from '../packages/shared/src/contact.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, startShop, untilHydrated, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function visit(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await openPage(browser, viewport);
  pages.push(page);
  await page.goto(shop.url + path);
  // These journeys are the app's (its navigations, focus, menus): they begin once it runs.
  await untilHydrated(page);
  return page;
}

const headerHeight = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);

describe('storefront shell', () => {
  it('renders the home page inside the header and footer', async () => {
    const page = await visit('/');
    const header = page.locator('header').first();
    await expect.poll(() => header.getByRole('link', { name: 'STREETWEAR MM, home' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(await header.getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/profile/favourites');
    expect(await header.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/profile/loginPage');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} STREETWEAR MM`);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('shrinks the header from 80px to 60px once the page is scrolled past 10px', async () => {
    // A long page of our own, so the check does not depend on the home page's content.
    const page = await visit('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await headerHeight(page)).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.waitForTimeout(300);
    expect(await headerHeight(page)).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => headerHeight(page)).toBe(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerHeight(page)).toBe(80);
  });

  it('opens a new page at the top with the focus on its content, and returns to the same place on Back', async () => {
    const page = await visit('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const faq = page.locator('footer').getByRole('link', { name: 'FAQ' });
    await faq.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(400);
    await faq.click();
    await page.getByRole('heading', { level: 1, name: /questions/i }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A screen reader moves on with the page: the focus left the footer link for the content.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  it("says so when a page's code cannot be loaded, and the next page works again", async () => {
    const page = await visit('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.route(/\/assets\/contact-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    // The shop around it stays: header and footer are still there to go elsewhere.
    expect(await page.locator('header').first().getByRole('link', { name: 'Cart' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: /questions/i }).waitFor();
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('counts the guest cart in the badge, and switches the profile menu once signed in', async () => {
    const page = await visit('/about');
    const header = page.locator('header').first();
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await header.getByTestId('cart-count').count()).toBe(0);
    await page.evaluate(() => {
      const line = (id: string, size: string, quantity: number) => ({
        _id: id,
        productId: '00000000-0000-4000-8000-000000000001',
        quantity,
        size,
        color: 'Black',
        image: '',
        price: 25000,
        subCategory: 'Tees',
        itemName: 'Tee',
      });
      localStorage.setItem('guestCart', JSON.stringify([line('a', 'M', 2), line('b', 'L', 3)]));
      window.dispatchEvent(new Event('cartChanged'));
    });
    await expect.poll(() => header.getByTestId('cart-count').textContent()).toBe('5');

    const account = {
      name: 'Shell Tester',
      email: 'shell@example.com',
      password: 'Passw0rd1',
      phone: '',
      type: 'user',
    };
    const post = (path: string, body: object) =>
      fetch(shop.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/register', account)).status).toBe(201);
    const session = (await (
      await post('/api/auth/login', { email: account.email, password: account.password })
    ).json()) as {
      token: string;
      user: object;
    };
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      window.dispatchEvent(new Event('authStateChanged'));
    }, session);
    const signedIn = header.getByRole('link', { name: 'Your account' });
    await signedIn.waitFor();
    expect(await signedIn.getAttribute('href')).toBe('/profile');
    await signedIn.hover();
    await expect.poll(() => header.getByRole('link', { name: 'Order', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Order', exact: true }).getAttribute('href')).toBe('/profile/order');
  });

  it('lists the 11 categories in the Shop dropdown, by mouse and by keyboard', async () => {
    const page = await visit('/about');
    const shopButton = page.locator('header').getByRole('button', { name: 'Shop' });
    await shopButton.hover();
    const menu = page.getByRole('navigation', { name: 'Shop categories' });
    await menu.waitFor();
    const links = menu.getByRole('link');
    expect(await links.count()).toBe(11);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(SHOP_CATEGORIES.map((name) => `/product-category/${categorySlug(name)}`));
    expect(hrefs).toContain('/product-category/new-arrivals');

    await page.mouse.move(640, 600);
    await menu.waitFor({ state: 'hidden' });
    await shopButton.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await shopButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await shopButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the mobile menu with its Shop accordion and closes it by button and by Escape', async () => {
    const page = await visit('/about', PHONE);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await page.locator('header').getByRole('button', { name: 'Shop' }).isVisible()).toBe(false);

    await hamburger.click();
    await menu.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const shopToggle = menu.getByRole('button', { name: 'Shop' });
    expect(await shopToggle.getAttribute('aria-expanded')).toBe('false');
    await shopToggle.click();
    expect(await shopToggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Hoodies' }).waitFor();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    await hamburger.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await hamburger.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  });

  it('checks the contact form, sends it and delivers the message to the shop', async () => {
    const page = await visit('/contact');
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Please enter your email or phone number'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const field = form.getByLabel(label);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const errorId = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(message);
    }

    await form.getByLabel('Name').fill('Aung Aung');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Subject').fill('Bulk order for our football team');
    await form.getByLabel('Message').fill('We need 12 black hoodies in M and L. Can you quote?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email address').waitFor();

    await form.getByLabel('Email').fill('aung@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('status').getByText(CONTACT_THANK_YOU).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBeNull();

    const mail = await shop.mail.waitFor((m) => m.subject.includes('Bulk order for our football team'));
    expect(mail.to).toContain('hello@shop.local');
    expect(mail.replyTo).toBe('aung@example.com');
    expect(mail.text).toContain('We need 12 black hoodies');
  });

  it('shows the 404 page for an unknown address, answered with a real 404', async () => {
    const page = await openPage(browser, DESKTOP);
    pages.push(page);
    const response = await page.goto(`${shop.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    expect(await page.title()).toBe('Page not found | STREETWEAR MM');
    await page.locator('footer').waitFor();
  });

  it('follows a footer link to the FAQ and opens a question', async () => {
    const page = await visit('/about');
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.title()).toBe('Frequently Asked Questions | STREETWEAR MM');
    const questions = page.locator('main').getByRole('button', { expanded: false });
    expect(await questions.count()).toBe(12);
    const delivery = page.getByRole('button', { name: 'How long does delivery take?' });
    const answer = page.getByText('1 to 2 business days in Yangon');
    expect(await answer.isVisible()).toBe(false);
    await delivery.click();
    expect(await delivery.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor();
  });
});
