import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMMK } from '@shop/shared/money';
import type { WalletsReply } from '@shop/shared/payments';
import { words } from './support/language.ts';
import {
  ADMIN,
  BILLING,
  callApi,
  logIn,
  productInStock,
  startBrowserSession,
  type Session,
} from './support/session.ts';
import { DESKTOP, launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

/** The phone the issue was tried on. */

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

const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();
const picture = (seed: number) =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A guest's order paid by `method`, through the API. */
async function walletOrder(method: string): Promise<{ orderId: string; total: number }> {
  const { product, color, size } = await productInStock(shop);
  const { orderId, order } = await callApi<{ orderId: string; order: { total: number } }>(
    shop,
    '/api/auth/guest-orders',
    {
      body: {
        cartItems: [{ productId: product._id, color, size, quantity: 1 }],
        billingDetails: BILLING,
        paymentMethod: method,
      },
    },
  );
  return { orderId, total: order.total };
}

describe('pay by any Myanmar wallet', () => {
  it('the owner sets up Wave Pay, AYA Pay, CB Pay and a bank transfer; checkout offers each', async () => {
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    const wallets = [
      { key: 'wavepay', name: 'Wave Pay', phone: '09970011223' },
      { key: 'ayapay', name: 'AYA Pay', phone: '09970011224' },
      { key: 'cbpay', name: 'CB Pay', phone: '09970011225' },
    ];
    for (const [i, w] of wallets.entries()) {
      await admin.goto(`${shop.url}/admin/payment-settings?wallet=${w.key}`);
      await admin.getByRole('form', { name: w.name }).waitFor();
      await admin.getByLabel(`Offer ${w.name} at checkout`).check();
      await admin.getByText(`Checkout offers ${w.name} only once`).waitFor();
      await admin.getByLabel(`${w.name} account name`).fill(`${w.name} Shop`);
      await admin.getByLabel(`${w.name} phone number`).fill(w.phone);
      await admin
        .getByLabel('Upload QR image')
        .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await picture(20 + i) });
      await admin.getByRole('img', { name: `The shop's ${w.name} QR code` }).waitFor();
      await admin.getByRole('button', { name: 'Save settings' }).click();
      await toast(admin, 'Payment settings saved');
      // The round trip: what the page shows after a reload is what was saved.
      await admin.reload();
      expect(await admin.getByLabel(`${w.name} account name`).inputValue()).toBe(`${w.name} Shop`);
      expect(await admin.getByLabel(`${w.name} phone number`).inputValue()).toBe(w.phone);
      expect(await admin.getByLabel(`Offer ${w.name} at checkout`).isChecked()).toBe(true);
    }
    await admin.goto(`${shop.url}/admin/payment-settings?wallet=bank`);
    await admin.getByRole('form', { name: 'Bank transfer' }).waitFor();
    await admin.getByLabel('Offer bank transfer at checkout').check();
    await admin.getByLabel("Account holder's name").fill('U Aung Ko');
    await admin.getByLabel('Bank name').fill('KBZ Bank');
    await admin.getByLabel('Account number').fill('၀၀၁၂ ၃၄၅၆ ၇၈၉');
    await admin.getByText('No QR image (optional for a bank transfer).').waitFor();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await toast(admin, 'Payment settings saved');
    await admin.reload();
    expect(await admin.getByLabel('Account number').inputValue()).toBe('0012 3456 789');
    const stored = await callApi<WalletsReply>(shop, '/api/admin/payment-wallets', { token: owner.token });
    expect(stored.wallets.map((w) => [w.wallet, w.ready])).toEqual([
      ['kbzpay', false],
      ['wavepay', true],
      ['ayapay', true],
      ['cbpay', true],
      ['bank', true],
    ]);
    expect(await callApi(shop, '/api/payment-methods')).toEqual({
      cod: true,
      kbzpay: false,
      wavepay: true,
      ayapay: true,
      cbpay: true,
      bank: true,
    });
    await admin.context().close();

    // Checkout offers the wallets that are on, by name, and a Wave Pay order goes to its payment page.
    const { product, color, size } = await productInStock(shop);
    const guest = await openPage(browser, PHONE_390);
    await guest.goto(`${shop.url}/product/${product._id}?color=${encodeURIComponent(color)}`);
    await guest.getByRole('button', { name: size, exact: true }).click();
    await guest.getByRole('button', { name: 'Add to Cart' }).click();
    await guest.getByText('Item added to cart').first().waitFor();
    await guest.goto(`${shop.url}/checkout`);
    await guest.getByRole('radio', { name: /^Wave Pay/ }).waitFor();
    for (const name of ['Cash on Delivery', 'Wave Pay', 'AYA Pay', 'CB Pay', 'Bank transfer'])
      expect(await guest.getByRole('radio', { name: new RegExp(`^${name}`, 'i') }).count(), name).toBe(1);
    expect(await guest.getByRole('radio', { name: /^KBZ Pay/ }).count()).toBe(0);
    await guest.getByLabel('Full name').fill('Su Su');
    await guest.getByLabel('Email').fill('susu@example.com');
    await guest.getByLabel('Phone').fill('09771234567');
    for (const [label, typed, option] of [
      ['Region', 'yangon', 'Yangon Region'],
      ['City', 'Yangon', 'Yangon'],
      ['Township', 'sanchaung', 'Sanchaung'],
    ] as const) {
      await guest.getByLabel(label).fill(typed);
      await guest
        .getByRole('option', { name: new RegExp(`^${option}\\b`) })
        .first()
        .click();
    }
    await guest.getByLabel('Full address').fill('No. 5, Baho Road');
    await guest.getByRole('radio', { name: /^Wave Pay/ }).check();
    const payment = guest.locator('fieldset').filter({ has: guest.getByRole('radio', { name: /^Wave Pay/ }) });
    await payment.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/wallet-checkout-en-390.png` });
    await guest.getByRole('button', { name: 'Place Order' }).click();
    await guest.getByRole('heading', { name: 'Pay by Wave Pay' }).waitFor();
    expect(await guest.getByTestId('kbz-phone').textContent()).toBe('09970011223');
    await guest.context().close();
  });

  it('is payable from the same phone at 390 px: copy the number, amount and reference, save the QR', async () => {
    const { orderId, total } = await walletOrder('wavepay');
    const context = await browser.newContext({
      viewport: PHONE_390,
      permissions: ['clipboard-read', 'clipboard-write'],
      acceptDownloads: true,
    });
    const guest = await context.newPage();
    await guest.goto(`${shop.url}/qr/${orderId}`);
    await guest.getByRole('heading', { name: 'Pay by Wave Pay' }).waitFor();
    const clipboard = () => guest.evaluate(() => navigator.clipboard.readText());

    await guest.getByRole('button', { name: 'Copy the number' }).click();
    await toast(guest, 'Number copied');
    expect(await clipboard()).toBe('09970011223');
    await guest.getByRole('button', { name: 'Copy the amount' }).click();
    await toast(guest, `Amount copied: ${total}`);
    expect(await clipboard()).toBe(String(total));
    expect(await guest.getByTestId('amount').textContent()).toBe(formatMMK(total));
    expect(await guest.getByTestId('amount-digits').textContent()).toBe(String(total));
    await guest.getByRole('button', { name: 'Copy the order number' }).click();
    await toast(guest, 'Order number copied');
    expect(await clipboard()).toBe(orderId);

    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('button', { name: 'Save QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`wavepay-${orderId}.webp`);
    const saved = await download.path();
    const meta = await sharp(fs.readFileSync(saved)).metadata();
    expect(meta.format).toBe('webp');
    await toast(guest, 'QR saved to your downloads');

    // Nothing on the page is wider than the phone.
    const wide = await guest.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);

    // The same page in Burmese: the countdown in Myanmar digits; a picture to look at.
    await guest.evaluate(() => localStorage.setItem('language', 'my'));
    await guest.reload();
    const my = words('my');
    await guest.getByRole('heading', { name: my.t('payment.title', { wallet: 'Wave Pay' }) }).waitFor();
    expect(await guest.getByTestId('time-left').textContent()).toMatch(/^[၀-၉]{2}:[၀-၉]{2}:[၀-၉]{2}$/);
    await guest.getByRole('button', { name: my.t('payment.copyAmount') }).waitFor();
    await guest.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/wallet-qr-my-390.png`, fullPage: true });
    await context.close();
  });

  it('takes an id typed in Myanmar digits, then waits calmly: no error colour, no countdown, at the top', async () => {
    const { orderId } = await walletOrder('ayapay');
    const guest = await openPage(browser, PHONE_390);
    await guest.goto(`${shop.url}/qr/${orderId}`);
    await guest.getByRole('heading', { name: 'Pay by AYA Pay' }).waitFor();
    await guest.getByTestId('time-left').waitFor();
    await guest.getByRole('textbox', { name: 'Transaction id' }).fill('၀၁၂၃–၄၅၆၇ ဝ၉');
    await guest.getByRole('button', { name: 'Send transaction id' }).click();
    await toast(guest, 'We will check your payment soon');
    await guest.getByText('We are checking your payment', { exact: true }).waitFor();
    await guest.getByText('We received transaction id 0123-4567 09.').waitFor();
    const status = guest.locator('[data-state="waiting"]');
    const colours = await status.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.backgroundColor, style.borderColor];
    });
    const danger = await guest.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-danger').trim(),
    );
    expect(colours.join(' ')).not.toMatch(/rgba?\(180, 35, 24|rgba?\(200, 16, 46/);
    expect(danger).toBe('#b42318');
    expect(await guest.getByTestId('time-left').count()).toBe(0);
    // The page glides to its top (scroll-behavior: smooth): where it comes to rest is what counts.
    await expect.poll(() => guest.evaluate(() => window.scrollY)).toBe(0);
    // In Burmese the same calm words.
    const my = words('my');
    await guest.evaluate(() => localStorage.setItem('language', 'my'));
    await guest.reload();
    await guest.getByText(my.t('payment.state.waitingTitle'), { exact: true }).waitFor();
    await guest.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/wallet-waiting-my-390.png` });
    await guest.evaluate(() => localStorage.setItem('language', 'en'));

    // The owner sees it by wallet, with the id as the shopper meant it.
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payments?wallet=ayapay`);
    const row = admin.getByRole('article', { name: `Payment for order ${orderId}` });
    await row.getByText('0123-4567 09').waitFor();
    expect(await row.getByTestId('payment-wallet').textContent()).toBe('AYA Pay');
    await admin.goto(`${shop.url}/admin/payments?wallet=cbpay`);
    await admin.getByText('No payments to check').waitFor();
    await admin.context().close();

    // Confirmed: a clear success.
    const [payment] = (
      await callApi<{ payments: { _id: string; orderId: string }[] }>(shop, '/api/admin/payments?wallet=ayapay', {
        token: owner.token,
      })
    ).payments.filter((p) => p.orderId === orderId);
    await callApi(shop, `/api/admin/payments/${payment!._id}/confirm`, { token: owner.token, body: {} });
    await guest.reload();
    await guest.getByText('Paid — thank you!').waitFor();
    await guest.context().close();
  });

  it('shows the owner the wallets in Burmese at 390 px', async () => {
    const my = words('my');
    const admin = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payment-settings?wallet=bank`);
    await admin.getByLabel(my.t('admin.paymentSettings.bankName')).waitFor();
    await admin.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/wallet-admin-my-390.png`, fullPage: true });
    await admin.context().close();
  });

  it('keeps the payment page of an order whose wallet the owner turned off since', async () => {
    const { orderId } = await walletOrder('cbpay');
    const cb = (await callApi<WalletsReply>(shop, '/api/admin/payment-wallets', { token: owner.token })).wallets.find(
      (w) => w.wallet === 'cbpay',
    )!;
    const { wallet: _wallet, ready: _ready, ...settings } = cb;
    await callApi(shop, '/api/admin/payment-wallets/cbpay', {
      method: 'PUT',
      token: owner.token,
      body: { ...settings, enabled: false },
    });
    expect((await callApi<Record<string, boolean>>(shop, '/api/payment-methods')).cbpay).toBe(false);
    const guest = await openPage(browser, PHONE_390);
    await guest.goto(`${shop.url}/qr/${orderId}`);
    await guest.getByRole('heading', { name: 'Pay by CB Pay' }).waitFor();
    expect(await guest.getByTestId('kbz-phone').textContent()).toBe('09970011225');
    await guest.getByRole('img', { name: "The shop's CB Pay QR code" }).waitFor();
    await guest.getByRole('textbox', { name: 'Transaction id' }).waitFor();
    await guest.context().close();
  });
});
