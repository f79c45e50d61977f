import type { FastifyPluginAsync } from 'fastify';
import adminCustomersRoutes from './admin-customers.routes.ts';
import adminDeliveryRoutes from './admin-delivery.routes.ts';
import adminInsightsRoutes from './admin-insights.routes.ts';
import adminMessagesRoutes from './admin-messages.routes.ts';
import adminOrdersRoutes from './admin-orders.routes.ts';
import adminProductsRoutes from './admin-products.routes.ts';
import adminPaymentsRoutes from '../payments/admin-payments.routes.ts';
import paymentScreenshotsRoutes from '../payments/payment-screenshots.routes.ts';

/**
 * Every admin endpoint (issue 6): the role is checked from the database before anything else
 * runs (no token 401, a customer 403), and answers carry customers' data, so no cache keeps them.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(adminProductsRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminInsightsRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(adminPaymentsRoutes);
  await app.register(paymentScreenshotsRoutes);
};
export default adminRoutes;
