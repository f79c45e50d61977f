import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import { words } from './support/language.ts';
import {
  ADMIN,
  BILLING,
  callApi,
  logIn,
  placeOrder,
  productInStock,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

/** The owner's shipping day (issue #24 items 3 to 5 and 9): delivered with care, the day's papers, answers. */
let shop: RunningShop;
let browser: Browser;
let owner: Session;
const shots = process.env.SCREENSHOT_DIR ?? '/tmp';

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await logIn(shop, ADMIN.email, ADMIN.password);
  const settings = await callApi<object>(shop, '/api/admin/shop-settings', { token: owner.token });
  await callApi(shop, '/api/admin/shop-settings', {
    method: 'PUT',
    token: owner.token,
    body: {
      ...settings,
      nameEn: 'Yangon Threads',
      nameMy: 'ရန်ကုန် သရက်ဒ်',
      phone: '09771234567',
      address: 'No. 12, Anawrahta Road, Lanmadaw',
      mailSenderName: 'Yangon Threads',
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function adminPage(language: 'en' | 'my' = 'en', viewport = PHONE_390): Promise<Page> {
  const page = await openPage(browser, viewport, language);
  await startBrowserSession(page, shop, owner);
  return page;
}
const order = (id: string) => callApi<AdminOrder>(shop, `/api/admin/orders/${id}`, { token: owner.token });
const move = (id: string, body: object) =>
  callApi(shop, `/api/admin/orders/${id}/status`, { method: 'PUT', body, token: owner.token });

/** The size of each page of a PDF Chromium printed, in whole points (1 mm = 2.835 pt). */
function pageSizes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);
}

async function shippedCod(courier: string): Promise<string> {
  const line = await productInStock(shop);
  const id = await placeOrder(shop, { productId: line.product._id, color: line.color, size: line.size });
  await move(id, { status: 'processing' });
  await move(id, { status: 'shipped', courier });
  return id;
}

describe('delivered with care', () => {
  it('the owner confirms Delivered, then undoes it: the COD payment goes back to pending', async () => {
    const { t } = words('my');
    const id = await shippedCod('Own rider');
    const page = await adminPage('my');
    await page.goto(`${shop.url}/admin/order/${id}`);
    await page.getByLabel(t('admin.order.changeStatus')).selectOption('delivered');
    await page.getByRole('button', { name: t('admin.order.update') }).click();
    const confirm = page.getByRole('dialog', { name: t('admin.order.deliverTitle') });
    await confirm.waitFor();
    await page.screenshot({ path: `${shots}/shipping-day-deliver-confirm-my-390.png` });
    // Not yet: nothing changes.
    await confirm.getByRole('button', { name: t('admin.order.notYet') }).click();
    expect((await order(id)).status).toBe('shipped');

    await page.getByRole('button', { name: t('admin.order.update') }).click();
    await confirm.getByRole('button', { name: t('admin.order.deliverConfirm') }).click();
    const undo = page.getByRole('button', { name: t('admin.order.undo') });
    await undo.waitFor();
    expect(await order(id)).toMatchObject({ status: 'delivered', payment: { status: 'completed' } });
    await page.screenshot({ path: `${shots}/shipping-day-delivered-my-390.png`, fullPage: true });

    await undo.click();
    const back = page.getByRole('dialog', { name: t('admin.order.undoTitle') });
    await back.getByRole('button', { name: t('admin.order.undoConfirm') }).click();
    await page.getByLabel(t('admin.order.changeStatus')).waitFor();
    const after = await order(id);
    expect(after).toMatchObject({ status: 'shipped', payment: { method: 'cod', status: 'pending' } });
    expect(after.timeline.at(-1)).toMatchObject({ from: 'delivered', to: 'shipped' });
    await page.context().close();
  });
});

describe("the day's papers", () => {
  it('the delivery sheet lists a prepaid bank transfer order and a COD one with its cash, and prints on A4', async () => {
    await callApi(shop, '/api/admin/payment-wallets/bank', {
      method: 'PUT',
      token: owner.token,
      body: {
        enabled: true,
        accountName: 'U Aung Ko',
        phone: '',
        bankName: 'KBZ Bank',
        accountNumber: '0012 3456 789',
        instructionsEn: '',
        instructionsMy: '',
        holdHours: 24,
        qrImage: null,
      },
    });
    const line = await productInStock(shop);
    const { orderId: prepaid } = await callApi<{ orderId: string }>(shop, '/api/auth/guest-orders', {
      body: {
        cartItems: [{ productId: line.product._id, color: line.color, size: line.size, quantity: 1 }],
        billingDetails: BILLING,
        paymentMethod: 'bank',
        isGuest: true,
      },
      headers: { 'idempotency-key': `e2e-sheet-${Date.now()}` },
    });
    await callApi(shop, `/api/auth/guest-orders/${prepaid}/payment`, { body: { transactionId: 'TX-SHEET-42' } });
    const { payments } = await callApi<{ payments: { _id: string; orderId: string }[] }>(shop, '/api/admin/payments', {
      token: owner.token,
    });
    const payment = payments.find((p) => p.orderId === prepaid)!;
    await callApi(shop, `/api/admin/payments/${payment._id}/confirm`, { token: owner.token, body: {} });
    await move(prepaid, { status: 'shipped', courier: 'Ninja Van' });
    const cod = await shippedCod('Royal Express');
    const cash = (await order(cod)).total;

    for (const language of ['en', 'my'] as const) {
      const { t } = words(language);
      const page = await adminPage(language, language === 'en' ? DESKTOP : PHONE_390);
      await page.goto(`${shop.url}/admin/delivery-sheet`);
      const rows = page.getByTestId('sheet-order');
      const paidRow = rows.filter({ hasText: prepaid });
      const codRow = rows.filter({ hasText: cod });
      await paidRow.waitFor();
      expect(await paidRow.textContent()).toContain(t('admin.sheet.paid'));
      expect(await paidRow.textContent()).toContain('Ninja Van');
      const money = language === 'en' ? `${cash.toLocaleString('en-US')} MMK` : null;
      if (money) expect(await codRow.textContent()).toContain(`Collect ${money}`);
      const riders = page.getByTestId('sheet-riders');
      expect(await riders.textContent()).toContain('Royal Express');
      expect(await riders.textContent()).toContain('Ninja Van');
      await page.screenshot({ path: `${shots}/shipping-day-sheet-${language}.png`, fullPage: true });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('main h1').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: t('admin.sheet.print') }).isVisible()).toBe(false);
      await page.screenshot({ path: `${shots}/shipping-day-sheet-print-${language}.png`, fullPage: true });
      const pdf = await page.pdf({ path: `${shots}/shipping-day-sheet-${language}.pdf`, preferCSSPageSize: true });
      // A4 is 595 × 842 points.
      expect(new Set(pageSizes(pdf).map((size) => size.join('×')))).toEqual(new Set(['595×842']));
      await page.context().close();
    }
  });

  it("the packing slip carries the shop's name with one title, on A4 or a 100 × 150 mm label", async () => {
    const { t } = words('my');
    const id = await shippedCod('Own rider');
    const page = await adminPage('my');
    await page.goto(`${shop.url}/admin/order/${id}/packing-slip`);
    const from = page.getByTestId('slip-shop');
    await from.waitFor();
    expect(await from.textContent()).toContain('ရန်ကုန် သရက်ဒ်');
    expect(await from.textContent()).toContain('No. 12, Anawrahta Road');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('main h1').isVisible()).toBe(false);
    expect(await page.getByText(t('admin.slip.heading'), { exact: true }).count()).toBe(1);
    const background = await page.evaluate(() => {
      const sheet = document.querySelector('[data-print-sheet]')!;
      const colours: string[] = [];
      for (let node: Element | null = sheet; node; node = node.parentElement)
        colours.push(getComputedStyle(node).backgroundColor);
      return colours.filter((c) => c !== 'rgba(0, 0, 0, 0)');
    });
    expect(new Set(background)).toEqual(new Set(['rgb(255, 255, 255)']));
    const a4 = await page.pdf({ path: `${shots}/shipping-day-slip-a4-my.pdf`, preferCSSPageSize: true });
    expect(pageSizes(a4)).toEqual([[595, 842]]);
    await page.emulateMedia({ media: 'screen' });

    await page.getByLabel(t('admin.slip.layouts.label')).check();
    await page.locator('[data-layout="label"]').waitFor();
    await page.screenshot({ path: `${shots}/shipping-day-label-my-390.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    const label = await page.pdf({ path: `${shots}/shipping-day-label-my.pdf`, preferCSSPageSize: true });
    // 100 × 150 mm is 283.46 × 425.2 points; the label fits on one.
    expect(pageSizes(label)).toEqual([[283, 425]]);
    await page.context().close();
  });
});

describe('answering messages in the shop', () => {
  it('the owner replies from Messages; the answer reaches the sender and stays in the thread', async () => {
    const { t } = words('my');
    await callApi(shop, '/api/contact', {
      body: { name: 'Ko Ko', email: 'koko@example.com', subject: 'Hoodie sizes', message: 'Do the hoodies run small?' },
    });
    await callApi(shop, '/api/contact', {
      body: { name: 'Ma Su', phone: '09450111222', subject: 'Call me', message: 'Please call about my order' },
    });
    const page = await adminPage('my');
    await page.goto(`${shop.url}/admin/messages`);
    const thread = page.getByRole('article').filter({ hasText: 'Hoodie sizes' });
    const box = thread.getByLabel(t('admin.messages.replyLabel', { email: 'koko@example.com' }));
    await box.waitFor();
    await thread.getByRole('button', { name: t('admin.messages.send') }).click();
    await thread.getByText(t('serverWords.Please write your reply')).waitFor();
    await box.fill('They run true to size. Take your usual size.');
    await thread.getByRole('button', { name: t('admin.messages.send') }).click();
    await thread.getByTestId('reply').filter({ hasText: 'They run true to size.' }).waitFor();
    expect(await box.inputValue()).toBe('');

    const mail = await shop.mail.waitFor((m) => m.to.includes('koko@example.com') && m.subject === 'Re: Hoodie sizes');
    expect(mail.from.name).toBe('Yangon Threads');
    expect(mail.text).toContain('They run true to size.');

    // A phone-only message is answered by phone: tap to call or Viber, no reply box.
    const phoneOnly = page.getByRole('article').filter({ hasText: 'Call me' });
    expect(await phoneOnly.getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe(
      'viber://chat?number=%2B959450111222',
    );
    expect(await phoneOnly.locator('a[href="tel:+959450111222"]').count()).toBe(1);
    expect(await phoneOnly.locator('textarea').count()).toBe(0);
    await page.screenshot({ path: `${shots}/shipping-day-messages-my-390.png`, fullPage: true });
    await page.context().close();
  });
});
