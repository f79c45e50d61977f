import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin';
import type { Product } from '@shop/shared/catalog';
import { formatMMK } from '@shop/shared/money';
import type { PaymentSettings } from '@shop/shared/payments';
import { axeViolations, formatViolations } from './support/axe.ts';
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
import { DESKTOP, launchBrowser, openPage, PHONE, startShop, type RunningShop } from './support/shop.ts';
import { joinSyllableFinals } from './support/language.ts';

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
/** Types into a place picker and picks the option that starts with `option`. */
async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
}

/** No serious or critical axe-core violation on the page as it is now. */
const accessible = async (p: Page, where: string) => {
  const violations = await axeViolations(p);
  expect(violations.length, formatViolations(where, violations)).toBe(0);
};
const picture = (seed: number) =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .png()
    .toBuffer();
const stockOf = async (productId: string, color: string, size: string) =>
  (await callApi<Product>(shop, `/api/products/${productId}`)).variants
    .find((v) => v.color === color)!
    .sizes.find((s) => s.size === size)!.stock;

/** A guest's KBZ Pay order (by the API), and its payment page where the guest sent a transaction id. */
async function transferSent(transactionId: string, screenshot?: Buffer): Promise<{ orderId: string; guest: Page }> {
  const { product, color, size } = await productInStock(shop);
  const { orderId } = await callApi<{ orderId: string }>(shop, '/api/auth/guest-orders', {
    body: {
      cartItems: [{ productId: product._id, color, size, quantity: 1 }],
      billingDetails: BILLING,
      paymentMethod: 'kbzpay',
    },
  });
  const guest = await openPage(browser, PHONE);
  await guest.goto(`${shop.url}/qr/${orderId}`);
  await guest.getByRole('textbox', { name: 'Transaction id' }).fill(transactionId);
  if (screenshot)
    await guest
      .getByLabel('Screenshot of the transfer (optional)')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: screenshot });
  await guest.getByRole('button', { name: 'Send transaction id' }).click();
  await toast(guest, 'We will check your payment soon');
  return { orderId, guest };
}

describe('KBZ Pay by transfer, checked by the owner', () => {
  it('the owner sets KBZ Pay up, a guest pays by transfer, the owner confirms', async () => {
    // The owner switches KBZ Pay on with the shop's QR.
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payment-settings`);
    await admin.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
    await admin.getByLabel('Offer KBZ Pay at checkout').check();
    await admin.getByText('only once the account name, phone number and QR image').waitFor();
    await admin.getByLabel('KBZ Pay account name').fill('Street Shop');
    await admin.getByLabel('KBZ Pay phone number').fill('09 7800-11223');
    expect(await admin.getByLabel('KBZ Pay phone number').inputValue()).toBe('09780011223');
    await admin
      .getByLabel('Upload QR image')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await picture(10) });
    await admin.getByRole('img', { name: "The shop's KBZ Pay QR code" }).waitFor();
    await admin.getByLabel('Instructions for customers (English)').fill('Scan the QR with KBZPay.');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await toast(admin, 'Payment settings saved');
    await accessible(admin, '/admin/payment-settings');
    expect(await callApi(shop, '/api/payment-methods')).toMatchObject({
      cod: true,
      kbzpay: true,
      wavepay: false,
      bank: false,
    });

    // A guest orders to Mandalay paying by KBZ Pay.
    const { product, color, size } = await productInStock(shop);
    const before = await stockOf(product._id, color, size);
    const guest = await openPage(browser, PHONE);
    await guest.goto(`${shop.url}/product/${product._id}?color=${encodeURIComponent(color)}`);
    await guest.getByRole('button', { name: size, exact: true }).click();
    await guest.getByRole('button', { name: 'Add to Cart' }).click();
    await guest.getByText('Item added to cart').first().waitFor();
    await guest.goto(`${shop.url}/checkout`);
    await guest.getByRole('heading', { name: 'Billing & Delivery Details' }).waitFor();
    await guest.getByLabel('Full name').fill('Su Su');
    await guest.getByLabel('Email').fill('susu@example.com');
    await guest.getByLabel('Phone').fill('09771234567');
    await pick(guest, 'Region', 'mandalay', 'Mandalay Region');
    await pick(guest, 'City', 'Mandalay', 'Mandalay');
    await pick(guest, 'Township', 'chanaye', 'Chanayethazan');
    await guest.getByLabel('Full address').fill('No. 5, 78th Street');
    await guest.getByRole('radio', { name: /^KBZ Pay/ }).check();
    await guest.getByRole('button', { name: 'Place Order' }).click();
    await guest.waitForURL((url) => url.pathname.startsWith('/qr/'));
    const orderId = decodeURIComponent(new URL(guest.url()).pathname.split('/').pop()!);
    const total = product.price + 5000;

    // The payment page: QR, name, number, the exact amount, the reference and the time left.
    await guest.getByRole('heading', { name: 'Pay by KBZ Pay' }).waitFor();
    expect(await guest.getByTestId('amount').textContent()).toBe(formatMMK(total));
    expect(await guest.getByTestId('reference').textContent()).toBe(orderId);
    expect(await guest.getByTestId('kbz-phone').textContent()).toBe('09780011223');
    await guest.getByRole('img', { name: "The shop's KBZ Pay QR code" }).waitFor();
    const first = await guest.getByTestId('time-left').textContent();
    expect(first).toMatch(/^2[34]:\d\d:\d\d$/);
    await guest.waitForFunction((t) => document.querySelector('[data-testid="time-left"]')?.textContent !== t, first);
    expect(await stockOf(product._id, color, size)).toBe(before - 1);
    await accessible(guest, '/qr/{orderId}');

    // A Burmese reader sees the page and the form's sentences in Burmese.
    const my = words('my');
    await guest.evaluate(() => localStorage.setItem('language', 'my'));
    await guest.reload();
    await guest.getByRole('heading', { name: my.t('payment.title', { wallet: 'KBZ Pay' }) }).waitFor();
    await guest.getByRole('button', { name: my.t('payment.send') }).click();
    await guest.getByText(my.t('serverWords.Transaction id is required')).waitFor();
    await guest.evaluate(() => localStorage.setItem('language', 'en'));
    await guest.reload();

    await guest.getByRole('button', { name: 'Send transaction id' }).click();
    await guest.getByText('Transaction id is required').waitFor();
    // The error is the field's: marked, read with it, and focused.
    const transactionId = guest.getByRole('textbox', { name: 'Transaction id' });
    await expect.poll(() => guest.evaluate(() => document.activeElement?.id)).toBe('transaction-id');
    expect(await transactionId.getAttribute('aria-invalid')).toBe('true');
    expect(await transactionId.getAttribute('aria-describedby')).toBe('transaction-id-error');
    await guest.getByRole('textbox', { name: 'Transaction id' }).fill('01003984022');
    await guest
      .getByLabel('Screenshot of the transfer (optional)')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await picture(200) });
    await guest.getByRole('button', { name: 'Send transaction id' }).click();
    await toast(guest, 'We will check your payment soon');
    await guest.getByText('We received transaction id 01003984022').waitFor();

    // The owner sees it waiting (badge), confirms it.
    await admin.goto(`${shop.url}/admin/payments`);
    expect(await admin.getByTestId('payments-badge').textContent()).toBe('1');
    const row = admin.getByRole('article', { name: `Payment for order ${orderId}` });
    await row.getByText('01003984022').waitFor();
    await row.getByText(formatMMK(total)).waitFor();
    await row.getByRole('img', { name: `Transfer screenshot for order ${orderId}` }).waitFor();
    await accessible(admin, '/admin/payments');
    await row.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(admin, 'Payment confirmed');
    await admin.getByText('No payments to check').waitFor();
    expect(await admin.getByTestId('payments-badge').count()).toBe(0);

    // The guest's order is paid and processing.
    await guest.reload();
    await guest.getByText('Payment confirmed! We are preparing your order.').waitFor();
    await guest.getByRole('link', { name: 'View order' }).click();
    await guest.waitForURL((url) => url.pathname === `/order-success/${orderId}`);
    await guest.getByText('Processing', { exact: true }).first().waitFor();
    await guest.getByText('Paid', { exact: true }).waitFor();
    await admin.context().close();
    await guest.context().close();
  });

  it("the order's admin page shows the transfer a customer sent, opens its screenshot and confirms it", async () => {
    // The guest sends the transaction id with a screenshot from the payment page.
    const { orderId, guest } = await transferSent('KBZ-5550123', await picture(120));

    // The owner opens the order: the transfer is on it, waiting, with its screenshot.
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/order/${orderId}`);
    const transfers = admin.getByRole('list', { name: 'KBZ Pay transfers' });
    await transfers.getByText('KBZ-5550123', { exact: true }).waitFor();
    await transfers.getByText('Waiting to be checked').waitFor();
    const shown = transfers.getByRole('img', { name: `Transfer screenshot for order ${orderId}` });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Fetched with the owner's token and shown from the page's own memory: the file is the owner's alone.
    const screenshot = await transfers.getByRole('link', { name: 'Open the screenshot' }).getAttribute('href');
    expect(screenshot).toMatch(/^blob:/);
    const address = (await callApi<AdminOrder>(shop, `/api/admin/orders/${orderId}`, { token: owner.token }))
      .transfers[0]!.screenshot!;
    const image = await fetch(shop.url + address, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(shop.url + address)).status).toBe(401);
    await accessible(admin, '/admin/order/{orderId} with a transfer to check');

    // Confirmed from the order page, as from the payments to check.
    await transfers.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(admin, 'Payment confirmed');
    await transfers.getByText(/^Confirmed /).waitFor();
    expect(await transfers.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await admin.getByText('KBZ Pay payment confirmed (transaction KBZ-5550123)').waitFor();
    await admin.context().close();
    await guest.context().close();

    // The server wrote that note in English; an owner and a customer reading Burmese read it in Burmese.
    const note = joinSyllableFinals('KBZ Pay ငွေပေးချေမှုကို အတည်ပြုပြီးပါပြီ (Transaction ID KBZ-5550123)');
    const burmeseOwner = await openPage(browser, DESKTOP, 'my');
    await startBrowserSession(burmeseOwner, shop, owner);
    await burmeseOwner.goto(`${shop.url}/admin/order/${orderId}`);
    await burmeseOwner.getByText(note, { exact: true }).waitFor();
    await burmeseOwner.context().close();
    const burmeseGuest = await openPage(browser, PHONE, 'my');
    await burmeseGuest.goto(`${shop.url}/order-success/${orderId}`);
    await burmeseGuest.getByText(note, { exact: true }).waitFor();
    await burmeseGuest.context().close();
  });

  it('the owner rejects a transfer only with a reason, which the customer reads', async () => {
    const { orderId, guest } = await transferSent('KBZ-7770001');
    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payments`);
    const row = admin.getByRole('article', { name: `Payment for order ${orderId}` });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    // Refused by the API's own rule, at the field: marked, read with it, focused; nothing sent.
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await dialog.getByText('Please say why the payment is rejected').waitFor();
    await expect.poll(() => admin.evaluate(() => document.activeElement?.id)).toBe('reject-reason');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    expect(await reason.getAttribute('aria-describedby')).toBe('reject-reason-error');
    await reason.fill('The amount was 5,000 MMK short');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(admin, 'Payment rejected. The customer has been e-mailed.');
    await admin.context().close();

    // The customer reads why, on the payment page and in the mail, and may send another id.
    await guest.reload();
    await guest.getByText('The amount was 5,000 MMK short').waitFor();
    await guest.getByRole('button', { name: 'Send transaction id' }).waitFor();
    await guest.context().close();
    const mail = await shop.mail.waitFor((m) => m.text.includes('The amount was 5,000 MMK short'));
    expect(mail.to).toContain(BILLING.email.toLowerCase());
    expect(mail.text).toContain('We could not confirm');
  });

  it('an order not paid in time is cancelled, its stock returned and the customer told', async () => {
    // The hold time, tiny for the test, through the admin API.
    const settings = await callApi<PaymentSettings>(shop, '/api/admin/payment-settings', { token: owner.token });
    await callApi(shop, '/api/admin/payment-settings', {
      method: 'PUT',
      token: owner.token,
      body: { ...settings, holdHours: 1 / 3600 },
    });
    const { product, color, size } = await productInStock(shop);
    const before = await stockOf(product._id, color, size);
    const { orderId } = await callApi<{ orderId: string }>(shop, '/api/auth/guest-orders', {
      body: {
        cartItems: [{ productId: product._id, color, size, quantity: 1 }],
        billingDetails: BILLING,
        paymentMethod: 'kbzpay',
      },
    });
    expect(await stockOf(product._id, color, size)).toBe(before - 1);

    const guest = await openPage(browser, DESKTOP);
    await guest.goto(`${shop.url}/qr/${orderId}`);
    // The countdown runs out on the page itself.
    await guest.getByText('The time to pay has run out, so this order was cancelled.').waitFor();
    expect(await guest.getByRole('textbox', { name: 'Transaction id' }).count()).toBe(0);

    // Every instance sweeps each minute; the owner's sweep runs it now.
    const swept = await callApi<{ expired: number }>(shop, '/api/admin/payments/sweep', {
      method: 'POST',
      token: owner.token,
    });
    expect(swept.expired).toBe(1);
    expect(await stockOf(product._id, color, size)).toBe(before);
    const mail = await shop.mail.waitFor((m) => m.subject === `Order ${orderId} has been cancelled`);
    expect(mail.to).toEqual([BILLING.email]);
    await guest.reload();
    await guest.getByText('The time to pay has run out, so this order was cancelled.').waitFor();
    await guest.getByRole('link', { name: 'View order' }).click();
    await guest.getByText('Cancelled', { exact: true }).first().waitFor();
    await guest.getByText('Payment failed', { exact: true }).waitFor();
    await guest.context().close();
  });
});
