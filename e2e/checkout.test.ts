import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressesReply } from '@shop/shared/account';
import type { Cart } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalog';
import { LOW_STOCK } from '@shop/shared/catalog-rules';
import { formatMMK } from '@shop/shared/money';
import type { OrderList } from '@shop/shared/orders';
import { shippingFee } from '@shop/shared/shipping';
import { DESKTOP, PHONE, launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(shop.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
type Variant = Product['variants'][number];
const firstInStock = (variant: Variant) =>
  SIZES.map((size) => variant.sizes.find((s) => s.size === size)).find((s) => s && s.stock > 0);
const stockOf = (product: Product, color: string, size: string) =>
  product.variants.find((v) => v.color === color)!.sizes.find((s) => s.size === size)!.stock;

/** A product whose first two colours each have a size in stock (at least 2 of the first). */
async function twoColourProduct(skip: string[] = []): Promise<{ product: Product; a: Variant; b: Variant }> {
  const products = await api<Product[]>('/api/auth/products');
  const product = products.find((p) => {
    const [a, b] = p.variants;
    return !skip.includes(p._id) && a && b && (firstInStock(a)?.stock ?? 0) >= 2 && firstInStock(b);
  });
  expect(product, 'the demo catalogue has a product in two colours').toBeDefined();
  return { product: product!, a: product!.variants[0]!, b: product!.variants[1]! };
}

async function addToCart(page: Page, product: Product, color: string) {
  await page.goto(`${shop.url}/product/${product._id}?color=${encodeURIComponent(color)}`);
  const size = firstInStock(product.variants.find((v) => v.color === color)!)!;
  await page.getByRole('button', { name: size.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('Item added to cart').first().waitFor();
}

/** Types into a place picker and picks the option that starts with `option`. */
async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label).fill(typed);
  await page
    .getByRole('option', { name: new RegExp(`^${option}\\b`) })
    .first()
    .click();
}

const guestCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('guestCart') ?? '[]') as Array<{ quantity: number }>);

describe('cart and checkout in the browser', () => {
  it('guest: two colours, quantities, required fields, shipping by city, one order for a double click', async () => {
    const { product, a, b } = await twoColourProduct();
    const sizeA = firstInStock(a)!;
    const sizeB = firstInStock(b)!;
    const page = await openPage(browser, PHONE);

    await addToCart(page, product, a.color);
    await addToCart(page, product, b.color);
    await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();

    await page.goto(`${shop.url}/cart`);
    const lines = page.getByTestId('cart-line');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain(`Colour: ${a.color}`);
    expect(await lines.nth(1).textContent()).toContain(`Colour: ${b.color}`);

    // Decrease is disabled at 1; increase stops at the stock or at 10, and says why.
    const decrease = page.getByRole('button', { name: `Decrease quantity of ${product.itemName}` }).first();
    const increase = page.getByRole('button', { name: `Increase quantity of ${product.itemName}` }).first();
    expect(await decrease.isDisabled()).toBe(true);
    const cap = Math.min(10, sizeA.stock);
    for (let i = 1; i < cap; i++) await increase.click();
    await page.waitForFunction(
      () => !document.querySelectorAll('button[aria-label^="Increase"]')[0]?.matches(':enabled'),
    );
    expect(await lines.first().getByTestId('line-quantity').textContent()).toBe(String(cap));
    const reason = cap === 10 ? 'Maximum 10 per item' : `Only ${cap} in stock`;
    await lines.first().getByText(reason).waitFor();
    // Back down to 2.
    for (let i = cap; i > 2; i--) await decrease.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="line-quantity"]')?.textContent === '2');
    expect((await guestCart(page)).map((l) => l.quantity)).toEqual([2, 1]);
    await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor();
    const subtotal = product.price * 3;
    await page.getByText('Subtotal (3 items)').waitFor();
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMMK(subtotal));

    // Checkout: every required field's message first.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { name: 'Billing & Delivery Details' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Set as default address' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Place Order' }).click();
    for (const message of [
      'Name is required',
      'Phone is required',
      'Region is required',
      'City is required',
      'Township is required',
      'Full address is required',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    // Email is optional (phone first, decision 038): no message for it.
    expect(await page.getByText('Email is required').count()).toBe(0);

    await page.getByLabel('Full name').fill('Su Su');
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel('Email').fill('susu@example.com');
    await page.getByLabel('Phone').fill('+95 9-7712-34567');
    expect(await page.getByLabel('Phone').inputValue()).toBe('959771234567');
    // Cash on delivery, the one method, is chosen from the start.
    expect(await page.getByLabel('Cash on Delivery').isChecked()).toBe(true);
    await pick(page, 'Region', 'mandalay', 'Mandalay Region');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe('Choose your city');
    await pick(page, 'City', 'Mandalay', 'Mandalay');
    const fee = shippingFee('mandalay');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe(formatMMK(fee));
    expect(await page.getByTestId('checkout-total').textContent()).toBe(formatMMK(subtotal + fee));
    await page.getByLabel('Township').fill('Chanayethazan');
    await page.getByLabel('Full address').fill('No. 5, 78th Street');
    await page.getByLabel('Cash on Delivery').check();
    await page.getByText('You may return an item within 7 days of delivery', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(orderId).toMatch(/^ORD-/);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderId);
    expect(await page.getByTestId('order-total').textContent()).toBe(formatMMK(subtotal + fee));
    await page.getByText('Pending', { exact: true }).first().waitFor();
    expect(await page.getByTestId('order-estimate').textContent()).toBe('Estimated delivery: 2–4 days after dispatch');
    await page.getByText('Please have the exact amount in cash ready', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'View All Orders' }).count()).toBe(0);
    expect(await guestCart(page)).toEqual([]);
    await page.getByRole('link', { name: 'Cart', exact: true }).first().waitFor();

    const mail = await shop.mail.waitFor((m) => m.to.includes('susu@example.com') && m.subject.includes(orderId));
    expect(mail.text).toContain(formatMMK(subtotal + fee));

    // One order for the double click: the stock went down once.
    const after = await api<Product>(`/api/products/${product._id}`);
    expect(stockOf(after, a.color, sizeA.size)).toBe(sizeA.stock - 2);
    expect(stockOf(after, b.color, sizeB.size)).toBe(sizeB.stock - 1);
    const left = sizeA.stock - 2;
    await page.goto(`${shop.url}/product/${product._id}?color=${encodeURIComponent(a.color)}`);
    await page.getByRole('button', { name: sizeA.size, exact: true }).click();
    await page
      .getByText(left < LOW_STOCK ? `Only ${left} left` : `${left} in stock`)
      .first()
      .waitFor();

    // The order is listed under 'Track your order' for this browser, and found by id + phone.
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('heading', { name: 'Track your order' }).waitFor();
    await page.getByText('Your cart is empty').waitFor();
    await page.getByTestId('order-card').filter({ hasText: orderId }).waitFor();
    // The footer's 'Track your order' page finds it too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/track-order');
    await page.getByTestId('order-card').filter({ hasText: orderId }).waitFor();
    await page.getByLabel('Order number').fill(orderId.toLowerCase());
    await page.getByLabel('Email or phone').fill('09771234567');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByRole('status').getByTestId('order-card').filter({ hasText: orderId }).waitFor();
    await page.context().close();
  });

  it('customer: the guest cart merges on sign-in, checkout saves the default address, My Orders lists it', async () => {
    const { product, a } = await twoColourProduct();
    const sizeA = firstInStock(a)!;
    const email = `mya${Date.now()}@example.com`;
    await api('/api/auth/register', {
      method: 'POST',
      body: { name: 'Mya Mya', email, password: 'Secret123', phone: '09450001111' },
    });
    const session = await api<{ token: string; user: unknown }>('/api/auth/login', {
      method: 'POST',
      body: { email, password: 'Secret123' },
    });
    // Already one unit on the server: the merge adds the guest's unit to it.
    await api('/api/auth/cart/add', {
      method: 'POST',
      token: session.token,
      body: { productId: product._id, color: a.color, size: sizeA.size, quantity: 1 },
    });

    const page = await openPage(browser, DESKTOP);
    await addToCart(page, product, a.color);
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
    await page.evaluate((s) => {
      window.localStorage.setItem('token', s.token);
      window.localStorage.setItem('user', JSON.stringify(s.user));
      window.dispatchEvent(new Event('authStateChanged'));
    }, session);
    await page.getByText('The items from your guest cart are now in your cart.').waitFor();
    await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();
    expect(await guestCart(page)).toEqual([]);
    const merged = await api<Cart>('/api/auth/cart', { token: session.token });
    expect(merged.cart.map((l) => [l.productId, l.color, l.size, l.quantity])).toEqual([
      [product._id, a.color, sizeA.size, 2],
    ]);

    await page.goto(`${shop.url}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('line-quantity').textContent()).toBe('2');

    await page.goto(`${shop.url}/checkout`);
    // Prefilled from the account.
    await page.waitForFunction(
      () => (document.getElementById('checkout-name') as HTMLInputElement)?.value === 'Mya Mya',
    );
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Phone').inputValue()).toBe('09450001111');
    await pick(page, 'Region', 'yangon', 'Yangon Region');
    await pick(page, 'City', 'yangon', 'Yangon');
    await pick(page, 'Township', 'bah', 'Bahan');
    await page.getByLabel('Full address').fill('No. 9, Inya Road');
    await page.getByLabel('Cash on Delivery').check();
    await page.getByRole('checkbox', { name: 'Set as default address' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
    await page.getByText('Default address saved successfully!').waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    expect(await page.getByTestId('order-total').textContent()).toBe(
      formatMMK(product.price * 2 + shippingFee('yangon')),
    );
    await page.getByRole('link', { name: 'Cart', exact: true }).first().waitFor();

    const { addresses } = await api<AddressesReply>('/api/auth/addresses', { token: session.token });
    expect(addresses[0]).toMatchObject({
      region: 'yangon',
      city: 'yangon',
      township: 'Bahan',
      fullAddress: 'No. 9, Inya Road',
    });
    const { orders } = await api<OrderList>('/api/auth/orders', { token: session.token });
    expect(orders.map((o) => o.orderId)).toEqual([orderId]);

    await page.getByRole('link', { name: 'View All Orders' }).click();
    await page.waitForURL(`${shop.url}/profile/order`);
    const card = page.getByTestId('order-card').filter({ hasText: orderId });
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${shop.url}/order/${orderId}`);
    await page.getByRole('heading', { name: 'Order timeline' }).waitFor();
    await page.getByText('Order placed', { exact: true }).waitFor();

    // The next checkout starts from the whole saved address, region and city included.
    await api<Cart>('/api/auth/cart/add', {
      method: 'POST',
      token: session.token,
      body: { productId: product._id, color: a.color, size: sizeA.size, quantity: 1 },
    });
    await page.goto(`${shop.url}/checkout`);
    await page.waitForFunction(
      () => (document.getElementById('checkout-city') as HTMLInputElement | null)?.value === 'Yangon',
    );
    expect(await page.getByLabel('Region').inputValue()).toBe('Yangon Region');
    expect(await page.getByLabel('Township').inputValue()).toBe('Bahan');
    expect(await page.getByTestId('checkout-shipping').textContent()).toBe(formatMMK(shippingFee('yangon')));
    await page.context().close();
  });
});
