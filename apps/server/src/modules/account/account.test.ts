import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { person, signIn } from '../../../test/support/people.ts';
import { request } from '../../../test/support/request.ts';

describe('account: me, profile, password, address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('answers the signed-in account, and 401 without a token', async () => {
    const user = await person(shop, { phone: '09450000001' });
    const me = await request(shop, { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.json()).toEqual({
      _id: user.id,
      email: user.email,
      name: 'Aung Aung',
      displayName: null,
      phone: '09450000001',
      type: 'user',
      verified: false,
      language: 'en',
    });
    const guest = await request(shop, { method: 'GET', url: '/api/auth/me' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('updates the profile, wanting every field and digits-only phone', async () => {
    const user = await person(shop);
    const put = (payload: Record<string, unknown>) =>
      request(shop, { method: 'PUT', url: '/api/auth/profile', token: user.token, payload });
    const ok = await put({ name: 'Kyaw Kyaw', displayName: 'KK', phone: '+95 9 450 000 002' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Profile updated successfully',
      user: expect.objectContaining({ name: 'Kyaw Kyaw', displayName: 'KK', phone: '09450000002' }),
    });
    for (const field of ['name', 'displayName', 'phone']) {
      const res = await put({ name: 'A', displayName: 'B', phone: '09450000002', [field]: '' });
      expect(res.json()).toEqual({ message: 'Please fill in all required fields.', code: 'VALIDATION', field });
    }
    const letters = await put({ name: 'A', displayName: 'B', phone: '09abc' });
    expect(letters.json()).toMatchObject({ message: 'Phone number must contain digits only', field: 'phone' });
    const other = await person(shop, { phone: '09450000003' });
    const taken = await request(shop, {
      method: 'PUT',
      url: '/api/auth/profile',
      token: other.token,
      payload: { name: 'X', displayName: 'X', phone: '09450000002' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', field: 'phone' });
  });

  it('lets the admin (and only the admin) leave their own phone empty', async () => {
    const boss = await person(shop, { role: 'admin' });
    const res = await request(shop, {
      method: 'PUT',
      url: '/api/auth/profile',
      token: boss.token,
      payload: { name: 'Shop Admin', displayName: 'Admin', phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Shop Admin', phone: null });
    const user = await person(shop);
    const refused = await request(shop, {
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.token,
      payload: { name: 'A', displayName: 'B' },
    });
    expect(refused.json()).toEqual({
      message: 'Please fill in all required fields.',
      code: 'VALIDATION',
      field: 'phone',
    });
  });

  it('changes the password: current must match, rule applies, others sessions end', async () => {
    const user = await person(shop);
    const otherSession = await signIn(shop, user.email, user.password);
    const change = (payload: Record<string, unknown>, token = user.token) =>
      request(shop, { method: 'PUT', url: '/api/auth/change-password', token, payload });

    const wrong = await change({ currentPassword: 'nope12345', newPassword: 'fresh1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'BAD_REQUEST',
      field: 'currentPassword',
    });
    const weak = await change({ currentPassword: user.password, newPassword: 'weak' });
    expect(weak.json()).toMatchObject({
      message: 'Password must be at least 8 characters long and contain at least one letter and one number.',
      field: 'newPassword',
    });
    const same = await change({ currentPassword: user.password, newPassword: user.password });
    expect(same.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'newPassword' });

    const done = await change({ currentPassword: user.password, newPassword: 'fresh1234' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password changed successfully', token: expect.any(String) });
    const me = (token: string) => request(shop, { method: 'GET', url: '/api/auth/me', token });
    expect((await me(done.json().token)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect(await signIn(shop, user.email, 'fresh1234')).toEqual(expect.any(String));
  });

  it('saves one default address and reads it back; never another customer’s', async () => {
    const user = await person(shop);
    const stranger = await person(shop);
    const list = (token: string) => request(shop, { method: 'GET', url: '/api/auth/addresses', token });
    expect((await list(user.token)).json()).toEqual({ addresses: [] });
    const address = {
      name: 'Aung Aung',
      email: user.email,
      phone: '959 450 000 009',
      township: 'Kamayut',
      fullAddress: 'No. 12, Pyay Road',
      label: 'Default',
      isDefault: true,
    };
    const save = (payload: Record<string, unknown>) =>
      request(shop, { method: 'POST', url: '/api/auth/save-address', token: user.token, payload });
    const saved = await save(address);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Address saved successfully!', address: { phone: '09450000009' } });
    await save({ ...address, township: 'Bahan' });
    const mine = (await list(user.token)).json().addresses;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ township: 'Bahan', fullAddress: 'No. 12, Pyay Road', isDefault: true });
    expect((await list(stranger.token)).json()).toEqual({ addresses: [] });

    for (const [field, message] of [
      ['phone', 'Phone is required'],
      ['township', 'Township is required'],
      ['fullAddress', 'Full address is required'],
    ] as const) {
      const res = await save({ ...address, [field]: '' });
      expect(res.json()).toEqual({ message, code: 'VALIDATION', field });
    }
    // Phone first (docs/decisions/038): an address without an email is kept; a wrong one is refused.
    const noEmail = await save({ ...address, email: '' });
    expect(noEmail.statusCode).toBe(200);
    expect(noEmail.json().address).toMatchObject({ email: '', phone: '09450000009' });
    const badEmail = await save({ ...address, email: 'aung-at-example' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    // A zone picked on the account page is checked as at checkout; its id comes from the table.
    const zoned = await save({ ...address, region: 'mandalay', city: 'mandalay', township: 'Chanmyathazi', zoneId: 1 });
    expect(zoned.json().address).toMatchObject({ region: 'mandalay', city: 'mandalay', township: 'Chanmyathazi' });
    expect(zoned.json().address.zoneId).not.toBe(1);
    const tooBig = await save({ ...address, zoneId: 99_999_999_999 });
    expect(tooBig.json()).toEqual({ message: 'Delivery zone not found', code: 'VALIDATION', field: 'zoneId' });
    await save({ ...address, township: 'Chanmyathazi' });
    expect((await list(user.token)).json().addresses[0]).toMatchObject({ region: 'mandalay', city: 'mandalay' });
    expect((await save({ ...address, region: 'shan', city: 'yangon' })).json()).toMatchObject({
      code: 'VALIDATION',
      field: 'city',
    });
    expect((await save({ ...address, region: 'atlantis', city: 'x' })).json()).toMatchObject({ field: 'region' });
    const guest = await request(shop, { method: 'POST', url: '/api/auth/save-address', payload: address });
    expect(guest.statusCode).toBe(401);
  });
});
