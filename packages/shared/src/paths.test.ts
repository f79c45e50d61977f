import { describe, expect, it } from 'vitest';
import { adminApi, adminPaths } from './admin-paths.ts';
import { customerApi } from './customer-paths.ts';
import { api, paths } from './paths.ts';

const ORDER = 'ORD-7K2M-Q9XA-4B1C';
const ID = '5b7c0f8e-2f43-4d0a-9b1e-0c6a1d2e3f40';

// The addresses as the shop sends them today: links in pages and mails, the app's requests and the
// server's preloads. A change here is a change of the wire contract.
describe('page addresses', () => {
  it('writes the storefront pages', () => {
    expect(paths.home).toBe('/');
    expect(paths.shop()).toBe('/shop/page/1');
    expect(paths.allProducts).toBe('/shop');
    expect(paths.shop(3)).toBe('/shop/page/3');
    expect(paths.category('tees')).toBe('/product-category/tees');
    expect(paths.category('tees', 1)).toBe('/product-category/tees');
    expect(paths.category('new-arrivals', 2)).toBe('/product-category/new-arrivals/page/2');
    expect(paths.category('a&b/c?')).toBe('/product-category/a%26b%2Fc%3F');
    // A listing's search, sort and filters in one order; the default sort and empty values left out.
    expect(paths.shop(2, { q: ' rain tee ', sort: 'newest', size: ['L', 'XL'], color: [] })).toBe(
      '/shop/page/2?q=rain+tee&size=L&size=XL',
    );
    expect(paths.category('tees', 1, { color: ['forest green'], sort: 'price-asc', minPrice: 0, maxPrice: 9000 })).toBe(
      '/product-category/tees?sort=price-asc&color=forest+green&minPrice=0&maxPrice=9000',
    );
    expect(paths.product(ID)).toBe(`/product/${ID}`);
    expect(paths.product(ID, null)).toBe(`/product/${ID}`);
    expect(paths.product(ID, 'Light Blue')).toBe(`/product/${ID}?color=Light%20Blue`);
    expect([paths.about, paths.terms, paths.privacyPolicy, paths.faq, paths.contact]).toEqual([
      '/about',
      '/terms',
      '/privacy-policy',
      '/faq',
      '/contact',
    ]);
    expect([paths.cart, paths.checkout, paths.trackOrder]).toEqual(['/cart', '/checkout', '/track-order']);
    expect(paths.orderSuccess(ORDER)).toBe(`/order-success/${ORDER}`);
    expect(paths.qr(ORDER)).toBe(`/qr/${ORDER}`);
  });

  it('writes the sign-in and account pages', () => {
    expect(paths.signIn()).toBe('/profile/loginPage');
    expect(paths.signIn('/profile/favourites')).toBe('/profile/loginPage?next=%2Fprofile%2Ffavourites');
    expect([paths.login, paths.forgotPassword]).toEqual(['/login', '/forgot-password']);
    expect(paths.resetPassword(ID, 'aB3-_x')).toBe(`/reset-password/${ID}/aB3-_x`);
    expect(paths.profile).toBe('/profile');
    expect(paths.emailVerified('1')).toBe('/profile?verified=1');
    expect(paths.emailVerified('expired')).toBe('/profile?verified=expired');
    expect([paths.orders, paths.addresses, paths.accountDetails, paths.favourites]).toEqual([
      '/profile/order',
      '/profile/addresses',
      '/profile/details',
      '/profile/favourites',
    ]);
    expect(paths.order(ORDER)).toBe(`/order/${ORDER}`);
  });

  it("writes the owner's screens", () => {
    const admin = adminPaths;
    expect([admin.dashboard, admin.products, admin.addProduct]).toEqual([
      '/admin/dashboard',
      '/admin/products',
      '/admin/products/add',
    ]);
    expect(admin.editProduct(ID)).toBe(`/admin/products/${ID}/edit`);
    expect(admin.orders()).toBe('/admin/orders');
    expect(admin.orders('pending')).toBe('/admin/orders?status=pending');
    expect(admin.order(ORDER)).toBe(`/admin/order/${ORDER}`);
    expect(admin.packingSlip(ORDER)).toBe(`/admin/order/${ORDER}/packing-slip`);
    expect(admin.customer(ID)).toBe(`/admin/customers/${ID}`);
    expect([
      admin.delivery,
      admin.deliverySheet,
      admin.customers,
      admin.messages,
      admin.payments,
      admin.paymentSettings,
      admin.shopSettings,
      admin.colours,
      admin.details,
    ]).toEqual([
      '/admin/delivery',
      '/admin/delivery-sheet',
      '/admin/customers',
      '/admin/messages',
      '/admin/payments',
      '/admin/payment-settings',
      '/admin/shop-settings',
      '/admin/colours',
      '/admin/details',
    ]);
  });
});

describe('API addresses', () => {
  it('writes the catalogue requests as the app sends them and the server preloads them', () => {
    expect(api.products({ page: 1 })).toBe('/api/products?page=1');
    expect(api.products({ page: 2, category: null })).toBe('/api/products?page=2');
    expect(api.products({ category: 'tees', page: 1 })).toBe('/api/products?page=1&category=tees');
    expect(api.products({ page: 1, category: 'new arrivals&co' })).toBe(
      '/api/products?page=1&category=new+arrivals%26co',
    );
    expect(api.products({ page: 1, category: 'tees', search: { size: ['M'], sort: 'best-selling' } })).toBe(
      '/api/products?page=1&category=tees&sort=best-selling&size=M',
    );
    expect(api.productFacets({ category: null, q: ' tee ' })).toBe('/api/products/facets?q=tee');
    expect(api.product(ID)).toBe(`/api/products/${ID}`);
    expect(api.product('a/b')).toBe('/api/products/a%2Fb');
    expect(api.newestProducts(5)).toBe('/api/products/newest?limit=5');
    expect(api.searchProducts('Rain Tee', 8)).toBe('/api/products/search?q=Rain+Tee&limit=8');
  });

  it('writes the shopper, account, cart and order requests', () => {
    expect([customerApi.deliveryZones, customerApi.paymentMethods, customerApi.contact, customerApi.shop]).toEqual([
      '/api/delivery-zones',
      '/api/payment-methods',
      '/api/contact',
      '/api/shop',
    ]);
    expect([api.favorites, api.favorite(ID), api.favoriteCheck(ID), api.favoriteToggle]).toEqual([
      '/api/favorites',
      `/api/favorites/${ID}`,
      `/api/favorites/check/${ID}`,
      '/api/favorites/toggle',
    ]);
    expect([
      customerApi.authConfig,
      customerApi.login,
      customerApi.googleLogin,
      customerApi.register,
      api.logout,
      customerApi.me,
      customerApi.profile,
      customerApi.language,
      customerApi.changePassword,
      customerApi.forgotPassword,
      customerApi.resetPassword,
      customerApi.resendVerification,
      customerApi.addresses,
      customerApi.saveAddress,
    ]).toEqual([
      '/api/auth/config',
      '/api/auth/login',
      '/api/auth/google',
      '/api/auth/register',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/profile',
      '/api/auth/language',
      '/api/auth/change-password',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/user/resend-verification',
      '/api/auth/addresses',
      '/api/auth/save-address',
    ]);
    expect(customerApi.verifyEmail(ID, 'aB3-_x')).toBe(`/api/auth/verify-email?user=${ID}&token=aB3-_x`);
    expect([api.cart, api.cartAdd, api.cartMerge, api.cartLine(ID)]).toEqual([
      '/api/auth/cart',
      '/api/auth/cart/add',
      '/api/auth/cart/merge',
      `/api/auth/cart/${ID}`,
    ]);
    expect([customerApi.orders, customerApi.guestOrders, customerApi.trackOrder]).toEqual([
      '/api/auth/orders',
      '/api/auth/guest-orders',
      '/api/auth/guest-orders/track',
    ]);
    expect(customerApi.order(ORDER, 'own')).toBe(`/api/auth/orders/${ORDER}`);
    expect(customerApi.order(ORDER, 'guest')).toBe(`/api/auth/guest-orders/${ORDER}`);
    expect(customerApi.orderPayment(ORDER, 'own')).toBe(`/api/auth/orders/${ORDER}/payment`);
    expect(customerApi.orderPayment(ORDER, 'guest')).toBe(`/api/auth/guest-orders/${ORDER}/payment`);
    expect(customerApi.stockAlerts(ID)).toBe(`/api/products/${ID}/stock-alerts`);
  });

  it("writes the owner's requests", () => {
    const admin = adminApi;
    expect(admin.dashboard).toBe('/api/admin/dashboard');
    expect(admin.audit({ page: 1, limit: 10 })).toBe('/api/admin/audit?page=1&limit=10');
    expect(admin.audit({ page: 2, limit: 10, entityType: 'order', entityId: ORDER })).toBe(
      `/api/admin/audit?page=2&limit=10&entityType=order&entityId=${ORDER}`,
    );
    expect(admin.products({ page: 1, limit: 12, search: '' })).toBe('/api/admin/products?page=1&limit=12');
    expect(admin.products({ page: 3, limit: 12, search: 'rain tee' })).toBe(
      '/api/admin/products?page=3&limit=12&search=rain+tee',
    );
    expect([admin.productStats, admin.product(ID), admin.batch, admin.uploadImages]).toEqual([
      '/api/admin/products/stats',
      `/api/admin/products/${ID}`,
      '/api/auth/products',
      '/api/auth/upload-images',
    ]);
    expect([admin.stockExport, admin.stockImport(true), admin.stockImport(false), admin.stockAlerts]).toEqual([
      '/api/admin/products/export.csv',
      '/api/admin/products/import?dryRun=true',
      '/api/admin/products/import',
      '/api/admin/products/stock-alerts',
    ]);
    expect(admin.stockAlertDone(ID)).toBe(`/api/admin/products/stock-alerts/${ID}/done`);
    expect(admin.orders({ page: 1, limit: 20 })).toBe('/api/admin/orders?page=1&limit=20');
    expect(admin.orders({ page: 2, limit: 20, status: 'pending', search: 'Ma Thida' })).toBe(
      '/api/admin/orders?page=2&limit=20&status=pending&search=Ma+Thida',
    );
    expect(admin.ordersExport({ status: '', search: '' })).toBe('/api/admin/orders/export.csv');
    expect(admin.ordersExport({ status: 'shipped', search: '09 777' })).toBe(
      '/api/admin/orders/export.csv?status=shipped&search=09+777',
    );
    expect([admin.order(ORDER), admin.orderStatus(ORDER)]).toEqual([
      `/api/admin/orders/${ORDER}`,
      `/api/admin/orders/${ORDER}/status`,
    ]);
    expect(admin.customers({ page: 1, limit: 12, search: 'aye' })).toBe(
      '/api/admin/customers?page=1&limit=12&search=aye',
    );
    expect([admin.customer(ID), admin.customerOrders(ID)]).toEqual([
      `/api/admin/customers/${ID}`,
      `/api/admin/customers/${ID}/orders`,
    ]);
    expect(admin.messages({ page: 1, limit: 20 })).toBe('/api/admin/messages?page=1&limit=20');
    expect(admin.messageRead(ID)).toBe(`/api/admin/messages/${ID}/read`);
    expect([
      admin.payments,
      admin.paymentsCount,
      admin.payment(ID, 'confirm'),
      admin.payment(ID, 'reject'),
      admin.paymentScreenshot(ID),
      admin.paymentSettings,
      admin.shopSettings,
      admin.colours,
      admin.colour('olive-green'),
    ]).toEqual([
      '/api/admin/payments',
      '/api/admin/payments/count',
      `/api/admin/payments/${ID}/confirm`,
      `/api/admin/payments/${ID}/reject`,
      `/api/admin/payments/${ID}/screenshot`,
      '/api/admin/payment-settings',
      '/api/admin/shop-settings',
      '/api/admin/colours',
      '/api/admin/colours/olive-green',
    ]);
    expect([
      admin.delivery,
      admin.deliverySettings,
      admin.deliverySheet('2026-03-14'),
      admin.zones,
      admin.zone(7),
      admin.zoneMove(7),
    ]).toEqual([
      '/api/admin/delivery',
      '/api/admin/delivery/settings',
      '/api/admin/delivery-sheet?date=2026-03-14',
      '/api/admin/delivery/zones',
      '/api/admin/delivery/zones/7',
      '/api/admin/delivery/zones/7/move',
    ]);
  });
});
