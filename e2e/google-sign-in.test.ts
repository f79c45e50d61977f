import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_LINK_NEEDS_PASSWORD, GOOGLE_LINK_WRONG_PASSWORD } from '@shop/shared/auth';
import { joinSyllableFinals, words } from './support/language.ts';
import { DESKTOP, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

const CLIENT_ID = 'shop-e2e.apps.googleusercontent.com';
const ADMIN = { email: 'admin@shop.test', password: 'Admin12345' };

/** Google's side, played locally: the keys the shop checks ID tokens against, and tokens signed with them. */
async function fakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    token: (email: string, sub = randomUUID()) => idToken(privateKey, email, sub),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function idToken(key: CryptoKey, email: string, sub: string): Promise<string> {
  return new SignJWT({ email, email_verified: true, name: 'Shop Owner' })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

/** Google's sign-in script as the page loads it, with a button that hands over `credential`. */
async function serveGoogleButton(page: Page, credential: string) {
  const script = `window.google = { accounts: { id: {
    initialize(options) { window.__googleCallback = options.callback; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.onclick = () => window.__googleCallback({ credential: ${JSON.stringify(credential)} });
      parent.append(button);
    },
  } } };`;
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}

let google: Awaited<ReturnType<typeof fakeGoogle>>;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  google = await fakeGoogle();
  [shop, browser] = await Promise.all([
    startShop({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await google?.close();
});

describe('Google sign-in to the admin account', () => {
  it('asks a Burmese reader for the password in Burmese, and Cancel leaves the account unlinked', async () => {
    const { t } = words('my');
    const page = await openPage(browser, DESKTOP, 'my');
    await serveGoogleButton(page, await google.token(ADMIN.email));
    await page.goto(`${shop.url}/profile/loginPage`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: t('auth.googleLinkTitle') });
    await dialog.waitFor();
    // The API's sentence, in the reader's language.
    await dialog.getByText(joinSyllableFinals('ဤအီးမေးလ်သည် ဆိုင်၏ စီမံခန့်ခွဲသူအကောင့် ဖြစ်ပါသည်'), { exact: false }).waitFor();
    await dialog.getByRole('button', { name: t('auth.googleLink') }).click();
    await dialog.getByText(t('serverWords.Password is required')).waitFor();
    await dialog.getByRole('button', { name: t('auth.googleLinkCancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile/loginPage');
    await page.context().close();
  });

  it('links only with the right password, saying a wrong one at the field, then opens the admin', async () => {
    const { t } = words('en');
    const sub = randomUUID();
    const page = await openPage(browser, DESKTOP);
    await serveGoogleButton(page, await google.token(ADMIN.email, sub));
    await page.goto(`${shop.url}/profile/loginPage`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: t('auth.googleLinkTitle') });
    await dialog.getByText(GOOGLE_LINK_NEEDS_PASSWORD).waitFor();
    const password = dialog.locator('#google-link-password');
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);

    await password.fill('NotThePassword1');
    await password.press('Enter');
    await dialog.getByText(GOOGLE_LINK_WRONG_PASSWORD).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(ADMIN.password);
    await dialog.getByRole('button', { name: t('auth.googleLink') }).click();
    await page.waitForURL(`${shop.url}/admin/dashboard`);
    await page.context().close();

    // Linked once: Google alone signs the owner in from now on.
    const again = await fetch(`${shop.url}/api/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: await google.token(ADMIN.email, sub) }),
    });
    expect(again.status).toBe(200);
  });
});
