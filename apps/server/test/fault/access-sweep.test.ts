import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop.ts';
import { expiredToken, foreignToken, person, type Person } from '../support/people.ts';
import { newKey, request } from '../support/request.ts';
import { addProducts } from '../support/catalog.ts';
import { billing } from '../support/orders.ts';
import { snapshot, type Snapshot } from './db-snapshot.ts';
import { isAdminRoute, leakIn, routesOf, type ApiRoute } from './routes.ts';

/**
 * Every account, order, cart, favourite and admin endpoint, asked by people who must not get in:
 * no token, a bad one, one from another shop, an expired one, another customer, a customer on
 * admin routes. Customer A's data (email, order id, cart line, address) never reaches them.
 */
const CUSTOMER_AREA =
  /^\/api\/(?:auth\/(?:me|profile|change-password|addresses|save-address|cart|orders)\b|favorites\b)/;

type Res = { statusCode: number; body: string };

describe('access sweep', () => {
  let shop: TestShop;
  let routes: ApiRoute[];
  let productId: string;
  let a: Person & { orderId: string; lineId: string; address: string };
  let b: Person;
  let before: Snapshot;

  const call = (route: ApiRoute, token: string | undefined, params: Record<string, string> = {}) => {
    const url = route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
    // Raw Authorization values on purpose: the sweep also sends malformed ones.
    return request(shop, {
      method: route.method as 'GET',
      url,
      headers: token === undefined ? {} : { authorization: token.startsWith('Bearer') ? token : `Bearer ${token}` },
      key: newKey(),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: bodyFor(route) }),
    });
  };

  /** A body valid for the route where we know one, so the answer is about access, not input. */
  function bodyFor(route: ApiRoute): object {
    const bodies: Record<string, object> = {
      'PUT /api/auth/profile': { name: 'Mallory', displayName: 'Mal', phone: '09450099999' },
      'PUT /api/auth/change-password': { currentPassword: 'secret123', newPassword: 'secret456' },
      'POST /api/auth/save-address': {
        name: 'Mallory',
        email: 'mallory@example.com',
        phone: '09450099999',
        township: 'Sanchaung',
        fullAddress: 'No. 9, Strand Road',
      },
      'POST /api/auth/cart/add': { productId, quantity: 1, size: 'M', color: 'Black' },
      'POST /api/auth/cart/merge': { items: [{ productId, color: 'Black', size: 'M', quantity: 1 }] },
      'PUT /api/auth/cart/:id': { quantity: 3 },
      'POST /api/auth/orders': orderBody(),
      'POST /api/favorites/toggle': { productId },
      'PUT /api/admin/orders/:id/status': { status: 'cancelled' },
    };
    return bodies[`${route.method} ${route.path}`] ?? {};
  }

  const orderBody = () => ({
    cartItems: [{ productId, color: 'Black', size: 'M', quantity: 1 }],
    billingDetails: billing,
    paymentMethod: 'cod',
  });

  /** A's ids, for whatever a route calls its path parameter. */
  const aIds = () => ({ orderId: a.orderId, productId, id: a.lineId });
  const adminIds = (route: ApiRoute) => ({
    id: route.path.includes('/orders')
      ? a.orderId
      : route.path.includes('/customers')
        ? a.id
        : route.path.includes('/products')
          ? productId
          : a.id,
  });

  /** What of A's must never show in an answer to anyone else. */
  function othersData(res: Res): string | undefined {
    for (const secret of [a.email, a.orderId, a.lineId, a.address, a.id])
      if (res.body.includes(secret)) return `A's ${secret} in ${res.statusCode}: ${res.body.slice(0, 200)}`;
    return leakIn(res.body);
  }

  beforeAll(async () => {
    shop = await createTestShop();
    const [id] = await addProducts(shop.database.db, [
      { itemName: 'Street Hoodie', variants: [{ color: 'Black', sizes: { M: 20, L: 20 } }] },
    ]);
    productId = id!;
    const alice = await person(shop, { name: 'Alice Aye' });
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      request(shop, {
        method,
        url,
        token: alice.token,
        key: newKey(),
        ...(payload ? { payload } : {}),
      });
    const order = await send('POST', '/api/auth/orders', {
      ...orderBody(),
      billingDetails: { ...billing, email: alice.email },
    });
    expect(order.statusCode).toBe(201);
    const cart = await send('POST', '/api/auth/cart/add', { productId, quantity: 2, size: 'L', color: 'Black' });
    expect(cart.statusCode).toBe(200);
    const address = 'No. 77, Alice Secret Lane';
    const saved = await send('POST', '/api/auth/save-address', {
      name: 'Alice Aye',
      email: alice.email,
      phone: '09450011111',
      township: 'Bahan',
      fullAddress: address,
    });
    expect(saved.statusCode).toBe(200);
    expect((await send('POST', '/api/favorites/toggle', { productId })).statusCode).toBe(200);
    a = {
      ...alice,
      orderId: order.json<{ orderId: string }>().orderId,
      lineId: cart.json<{ cart: { _id: string }[] }>().cart[0]!._id,
      address,
    };
    b = await person(shop, { name: 'Bo Bo' });
    routes = await routesOf(shop);
    before = await snapshot(shop.databaseUrl);
  });
  afterAll(() => shop.close());

  const customerRoutes = () => routes.filter((r) => CUSTOMER_AREA.test(r.path));
  const adminRoutes = () => routes.filter(isAdminRoute);

  it('covers the account, order, cart, favourite and admin endpoints', () => {
    const names = [...customerRoutes(), ...adminRoutes()].map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'PUT /api/auth/change-password',
        'GET /api/auth/orders/:orderId',
        'PUT /api/auth/cart/:id',
        'DELETE /api/favorites/:productId',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['no token', () => undefined],
    ['a malformed token', () => 'not-a-token'],
    ['a bearer header without a token', () => 'Bearer '],
    ['a token signed with another secret', () => foreignToken(a.id)],
    ['an expired token', () => expiredToken(shop, a.id)],
  ])('%s: 401 on every protected endpoint, nothing of A in the answer', async (_name, tokenOf) => {
    const token = await tokenOf();
    const wrong: string[] = [];
    for (const route of [...customerRoutes(), ...adminRoutes()]) {
      const res = await call(route, token, isAdminRoute(route) ? adminIds(route) : aIds());
      const code = res.statusCode === 401 ? res.json<{ code?: string }>().code : undefined;
      if (code !== 'UNAUTHORIZED')
        wrong.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      const leak = othersData(res);
      if (leak) wrong.push(`${route.method} ${route.path}: ${leak}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a customer on admin endpoints: 403, even with A's ids, and nothing of A in the answer", async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const res = await call(route, b.token, adminIds(route));
      if (res.statusCode !== 403 || res.json<{ code?: string }>().code !== 'FORBIDDEN')
        wrong.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      const leak = othersData(res);
      if (leak) wrong.push(`${route.method} ${route.path}: ${leak}`);
    }
    expect(wrong).toEqual([]);
    // Nobody above got in: not a row anywhere changed (A not deleted, no order moved).
    expect(await snapshot(shop.databaseUrl)).toEqual(before);
  });

  it("customer B asking for A's order, cart line and favourite: 404 or B's own data, never A's", async () => {
    const order = await call(route('GET', '/api/auth/orders/:orderId'), b.token, aIds());
    expect(order.statusCode).toBe(404);
    for (const [method, path] of [
      ['PUT', '/api/auth/cart/:id'],
      ['DELETE', '/api/auth/cart/:id'],
    ] as const) {
      const res = await call(route(method, path), b.token, aIds());
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const check = await call(route('GET', '/api/favorites/check/:id'), b.token, { id: productId });
    expect(check.json()).toEqual({ isFavorited: false });

    // Every customer endpoint, as B with A's ids: nothing of A's comes back.
    const leaks: string[] = [];
    for (const r of customerRoutes()) {
      if (r.path === '/api/auth/change-password') continue; // would end B's own sessions
      const res = await call(r, b.token, aIds());
      if (res.statusCode >= 500) leaks.push(`${r.method} ${r.path}: ${res.statusCode}`);
      const leak = othersData(res);
      if (leak) leaks.push(`${r.method} ${r.path}: ${leak}`);
    }
    expect(leaks).toEqual([]);
  });

  it("nothing of A's changed: order, cart line, address, favourite and account as they were", async () => {
    const own = (method: 'GET', url: string) => request(shop, { method, url, token: a.token });
    expect((await own('GET', `/api/auth/orders/${a.orderId}`)).json()).toMatchObject({ status: 'pending' });
    expect((await own('GET', '/api/auth/cart')).json()).toMatchObject({ cart: [{ _id: a.lineId, quantity: 2 }] });
    expect((await own('GET', '/api/auth/addresses')).body).toContain(a.address);
    expect((await own('GET', `/api/favorites/check/${productId}`)).json()).toEqual({ isFavorited: true });
    expect((await own('GET', '/api/auth/me')).json()).toMatchObject({ email: a.email, name: 'Alice Aye' });
    const after = await snapshot(shop.databaseUrl);
    // B's own sweep may fill B's cart, favourites, address, profile and orders; A's rows and
    // the catalogue are checked above and here.
    for (const table of ['products', 'product_variants', 'variant_images', 'app_meta']) {
      expect(after[table], table).toEqual(before[table]);
    }
  });

  function route(method: string, path: string): ApiRoute {
    const found = routes.find((r) => r.method === method && r.path === path);
    if (!found) throw new Error(`no route ${method} ${path}`);
    return found;
  }
});
