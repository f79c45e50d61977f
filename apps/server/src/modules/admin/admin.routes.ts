import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '../../plugins/no-store.ts';
import { adminAlertsRoutes } from '../alerts/index.ts';
import { adminAuditRoutes } from '../audit/index.ts';
import { adminPaletteRoutes, adminProductsRoutes } from '../catalog/index.ts';
import { adminDeliveryRoutes } from '../delivery/index.ts';
import { adminOrdersRoutes } from '../orders/index.ts';
import { adminPaymentsRoutes } from '../payment-review/index.ts';
import { adminPaymentSettingsRoutes, paymentScreenshotsRoutes } from '../payments/index.ts';
import { adminShopSettingsRoutes } from '../shop/index.ts';
import adminCustomersRoutes from './admin-customers.routes.ts';
import adminDashboardRoutes from './admin-dashboard.routes.ts';
import adminMessagesRoutes from './admin-messages.routes.ts';

/**
 * Every admin endpoint under one guard: the role is checked from the database before the body is
 * read or anything else runs (no token 401, a customer 403), and answers carry customers' data,
 * so no cache keeps them. Each domain owns its admin routes (modules/<domain>/admin-*.routes.ts);
 * this module keeps the guard and what is only the owner's: customers, messages, the dashboard.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', noStore());
  await app.register(adminProductsRoutes);
  await app.register(adminPaletteRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminPaymentSettingsRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(paymentScreenshotsRoutes);
  await app.register(adminShopSettingsRoutes);
  await app.register(adminAlertsRoutes);
};
export default adminRoutes;
