import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe.ts';
import { joinSyllableFinals, words } from './support/language.ts';
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

/** Issue #28: one transfer confirms one order unless the owner says otherwise; a cancellation closes a transfer. */
let shop: RunningShop;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  owner = await logIn(shop, ADMIN.email, ADMIN.password);
  // KBZ Pay on, with a QR uploaded through the API.
  const form = new FormData();
  const qr = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(qr)], { type: 'image/png' }), 'qr.png');
  const upload = await fetch(`${shop.url}/api/auth/upload-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const [qrImage] = ((await upload.json()) as { imageUrls: string[] }).imageUrls;
  await callApi(shop, '/api/admin/payment-settings', {
    method: 'PUT',
    token: owner.token,
    body: {
      kbzpayEnabled: true,
      accountName: 'Street Shop',
      phone: '09780011223',
      qrImage,
      instructionsEn: '',
      instructionsMy: '',
      holdHours: 24,
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const toast = (p: Page, text: string) => p.locator('[data-toast]').filter({ hasText: text }).first().waitFor();

/** A guest's KBZ Pay order with this transaction id sent for it (by the API); answers the order id. */
async function transferSent(transactionId: string): Promise<string> {
  const { product, color, size } = await productInStock(shop);
  const { orderId } = await callApi<{ orderId: string }>(shop, '/api/auth/guest-orders', {
    body: {
      cartItems: [{ productId: product._id, color, size, quantity: 1 }],
      billingDetails: BILLING,
      paymentMethod: 'kbzpay',
    },
  });
  await callApi(shop, `/api/auth/guest-orders/${orderId}/payment`, { body: { transactionId } });
  return orderId;
}

async function confirmByApi(orderId: string) {
  const { payments } = await callApi<{ payments: { _id: string; orderId: string }[] }>(shop, '/api/admin/payments', {
    token: owner.token,
  });
  const payment = payments.find((p) => p.orderId === orderId)!;
  await callApi(shop, `/api/admin/payments/${payment._id}/confirm`, { token: owner.token, body: {} });
}

describe('KBZ Pay transfers the owner must not confirm twice', () => {
  it('names the order an id was already confirmed on, and confirms anyway only when asked to', async () => {
    const first = await transferSent('0100-3984-022');
    const second = await transferSent('01003984022');
    await confirmByApi(first);

    const admin = await openPage(browser, DESKTOP);
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payments`);
    const row = admin.getByRole('article', { name: `Payment for order ${second}` });
    await row.getByText(`This transaction id was already used on: ${first}`).waitFor();
    await row.getByRole('button', { name: 'Confirm' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // Refused: the dialog stays, says which order, and offers a separate "Confirm anyway".
    await dialog.getByRole('alert').getByText(`This transaction id was already confirmed on order ${first}`).waitFor();
    await dialog.getByRole('heading', { name: 'Already confirmed on another order' }).waitFor();
    const anyway = dialog.getByRole('button', { name: 'Confirm anyway' });
    await anyway.waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    const violations = await axeViolations(admin);
    expect(violations.length, formatViolations('/admin/payments, id already confirmed', violations)).toBe(0);
    expect(await admin.getByTestId('payments-badge').textContent()).toBe('1');

    await anyway.click();
    await toast(admin, 'Payment confirmed');
    await admin.getByText('No payments to check').waitFor();
    await admin.context().close();

    // The audit trail says the owner chose to.
    const audit = await callApi<{ entries: { action: string; summary: { duplicateOf?: string[] } }[] }>(
      shop,
      `/api/admin/audit?entityType=payment&entityId=${second}`,
      { token: owner.token },
    );
    expect(audit.entries[0]).toMatchObject({ action: 'payment.confirm', summary: { duplicateOf: [first] } });
  });

  it('says it in Burmese to an owner reading Burmese, and cancelling leaves the dialog undecided', async () => {
    const first = await transferSent('KBZ-2024-77');
    const second = await transferSent('kbz 2024 77');
    await confirmByApi(first);
    const my = words('my');

    const admin = await openPage(browser, DESKTOP, 'my');
    await startBrowserSession(admin, shop, owner);
    await admin.goto(`${shop.url}/admin/payments`);
    const row = admin.getByRole('article', { name: my.t('admin.payments.rowLabel', { orderId: second }) });
    await row.getByRole('button', { name: my.t('admin.payments.confirm') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: my.t('admin.payments.confirm') }).click();
    await dialog.getByText(joinSyllableFinals(`ဤ Transaction ID ကို အော်ဒါ ${first} တွင် အတည်ပြုပြီး ဖြစ်ပါသည်`)).waitFor();
    await dialog.getByRole('button', { name: my.t('admin.payments.confirmAnyway') }).waitFor();
    await dialog.getByRole('button', { name: my.t('admin.cancel') }).click();
    await row.waitFor();
    await admin.context().close();
    const { payments } = await callApi<{ payments: { orderId: string }[] }>(shop, '/api/admin/payments', {
      token: owner.token,
    });
    expect(payments.map((p) => p.orderId)).toContain(second);
  });

  it('an order the shop cancels while its transfer waits leaves the payments to check; the customer reads how money comes back', async () => {
    const orderId = await transferSent('KBZ-99-1');
    await callApi(shop, `/api/admin/orders/${orderId}/status`, {
      method: 'PUT',
      token: owner.token,
      body: { status: 'cancelled' },
    });
    const { payments } = await callApi<{ payments: { orderId: string }[] }>(shop, '/api/admin/payments', {
      token: owner.token,
    });
    expect(payments.map((p) => p.orderId)).not.toContain(orderId);

    const guest = await openPage(browser, PHONE);
    await guest.goto(`${shop.url}/qr/${orderId}`);
    await guest.getByText(words('en').t('payment.state.cancelled')).waitFor();
    expect(await guest.getByRole('textbox', { name: 'Transaction id' }).count()).toBe(0);
    await guest.context().close();
    const mail = await shop.mail.waitFor((m) => m.subject === `Order ${orderId}: Cancelled`);
    expect(mail.text).toContain('If you already sent money for this order by KBZ Pay, we will phone you at');
  });
});
