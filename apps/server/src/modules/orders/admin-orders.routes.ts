import { downloadStream } from '../../lib/download-stream.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderExportQuerySchema,
  AdminOrderListSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  IdParamsSchema,
  ORDER_STATUS_UPDATED,
  OrderStatusReplySchema,
  UpdateOrderStatusSchema,
} from '@shop/shared/admin';
import { signedInUser } from '../../plugins/auth.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { getAdminOrder, listAdminOrders } from './admin-order-read.ts';
import { ordersCsv } from './admin-orders-export.ts';
import { changeOrderStatus } from './admin-order-status.ts';

const tags = ['admin'];

/** Orders in the admin panel: list, detail and status moves. */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary: 'Every order, newest first, by status and search (order id, name, email, phone)',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderListSchema, ...adminErrors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        tags,
        summary: 'The orders matching the list filters (status, search) as CSV, newest first',
        querystring: AdminOrderExportQuerySchema,
        // A CSV stream, not JSON: no response schema to serialise through (errors stay { message, code }).
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(downloadStream(ordersCsv(app.db, request.query), reply, request.log));
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with customer, address, payment and timeline',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, ...adminErrors },
      },
    },
    async (request) => getAdminOrder(app.db, request.params.id),
  );

  app.put(
    '/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move an order to its next status, or cancel it (stock returned; with a reason when a courier brought a shipped order back); 409 for an illegal move',
        params: IdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: OrderStatusReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const order = await changeOrderStatus(
        app.db,
        { mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        signedInUser(request).id,
        request.params.id,
        request.body.status,
        request.body.reason,
        { courier: request.body.courier, trackingNumber: request.body.trackingNumber },
      );
      return { message: ORDER_STATUS_UPDATED, order };
    },
  );
};
export default adminOrdersRoutes;
