import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertSink, type AlertSink } from '../apps/server/test/support/alert-sink.ts';
import { midWordBreaks } from './support/fit.ts';
import { words } from './support/language.ts';
import { ADMIN, logIn, placeOrder, productInStock, startBrowserSession } from './support/session.ts';
import { launchBrowser, openPage, PHONE_390, type RunningShop, startShop } from './support/shop.ts';

/** Alerts on the owner's phone (issue #24 item 2): set up on the settings screen, tested, then sent by the shop. */
let sink: AlertSink;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  sink = await startAlertSink();
  // The Bot API's address and the webhook come from the server's configuration; the bot is set on the screen.
  [shop, browser] = await Promise.all([
    startShop({ TELEGRAM_API_URL: sink.apiUrl, ALERT_WEBHOOK_URL: sink.webhookUrl, ALERT_WEBHOOK_SECRET: sink.secret }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await sink?.close();
});

describe('alerts on the owner’s phone', () => {
  it('the owner sets up the Telegram bot in Burmese on a phone, sends a test alert, and gets the next order on the phone', async () => {
    const { t } = words('my');
    const owner = await logIn(shop, ADMIN.email, ADMIN.password);
    const page = await openPage(browser, PHONE_390, 'my');
    await startBrowserSession(page, shop, owner);
    await page.goto(`${shop.url}/admin/shop-settings`);
    const token = page.getByLabel(t('admin.alerts.telegramBotToken'));
    await token.waitFor();
    // The webhook is on from the configuration; its secret is never shown.
    expect(await page.getByLabel(t('admin.alerts.webhookSecret')).inputValue()).toBe('');
    await page.getByText(t('admin.alerts.secretEnvironment')).first().waitFor();

    await token.fill('not a token');
    await page.getByLabel(t('admin.alerts.telegramChatId')).fill(sink.chatId);
    await page.getByRole('button', { name: t('admin.alerts.save') }).click();
    await page.getByText(t('serverWords.Please enter the bot token BotFather gave you')).waitFor();
    await token.fill(sink.token);
    await page.getByRole('button', { name: t('admin.alerts.save') }).click();
    await page
      .locator('[data-toast]')
      .filter({ hasText: t('admin.alerts.saved') })
      .waitFor();
    expect(await token.inputValue()).toBe('');

    await page.getByRole('button', { name: t('admin.alerts.test') }).click();
    for (const channel of ['telegram', 'webhook'])
      await page
        .locator('[data-toast="success"]')
        .filter({ hasText: t('admin.alerts.testOk', { channel: t(`admin.alerts.${channel}`) }) })
        .waitFor();
    expect(sink.telegram.map((m) => m.text)).toEqual([expect.stringContaining('✅')]);
    expect(sink.refused).toEqual([]);
    for (const label of await page.locator('form[aria-labelledby="alerts-heading"] label').all())
      expect(await midWordBreaks(label)).toEqual([]);
    await page.screenshot({ path: '/tmp/owner-alerts-my-390.png', fullPage: true });
    await page.context().close();

    // The running shop's own worker sends the next order's alert.
    const { product, color, size } = await productInStock(shop);
    const orderId = await placeOrder(shop, { productId: product._id, color, size });
    await expect.poll(() => sink.webhook.map((e) => e.event), { timeout: 15_000 }).toContain('order.created');
    await expect
      .poll(() => sink.telegram.some((m) => m.text.includes(`အော်ဒါအသစ် ${orderId}`)), { timeout: 15_000 })
      .toBe(true);
  });
});
