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
import { ErrorBodySchema } from '@shop/shared/errors';
import { IdempotencyHeadersSchema, OWNER_ORDER_PLACED } from '@shop/shared/orders';
import {
  CustomerSuggestionListSchema,
  CustomerSuggestionQuerySchema,
  EditOrderSchema,
  OwnerOrderReplySchema,
  OwnerOrderSchema,
} from '@shop/shared/owner-orders';
import { requestLanguage } from '../../lib/i18n.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { orderDeps } from './orders.service.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { getAdminOrder, listAdminOrders } from './admin-order-read.ts';
import { ordersCsv } from './admin-orders-export.ts';
import { changeOrderStatus } from './admin-order-status.ts';
import { editOrder } from './order-edit.ts';
import { suggestCustomers, takeOwnerOrder } from './owner-order.ts';
import { foldOrderCounts, ORDER_COUNTS_FOLD_MS } from './order-counts.ts';

const tags = ['admin'];

/** Orders in the admin panel: list, detail, status moves, orders the owner takes and edits. */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: typeof app.log) => orderDeps(app, log);
  // The list's counts are the sum of the rows order writes add (order-counts.ts): folded now and then.
  const folding = setInterval(() => void foldOrderCounts(app.db).catch(() => {}), ORDER_COUNTS_FOLD_MS).unref();
  app.addHook('onClose', async () => clearInterval(folding));

  app.post(
    '/admin/orders',
    {
      schema: {
        tags,
        summary:
          "An order the owner takes by phone, Messenger, Viber or in the shop (201): checkout's prices, fee and stock (409 on the last unit). Optional Idempotency-Key header: a repeat answers 200 with the same order",
        body: OwnerOrderSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: OwnerOrderReplySchema, 201: OwnerOrderReplySchema, ...adminErrors, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const placed = await takeOwnerOrder(
        app.db,
        deps(request.log),
        signedInUser(request).id,
        request.headers['idempotency-key'],
        request.body,
        requestLanguage(request),
      );
      return reply.code(placed.created ? 201 : 200).send({ message: OWNER_ORDER_PLACED, order: placed.order });
    },
  );

  app.get(
    '/admin/orders/customers',
    {
      schema: {
        tags,
        summary: 'Accounts and earlier buyers matching a phone (any spelling) or name, one per phone',
        querystring: CustomerSuggestionQuerySchema,
        response: { 200: CustomerSuggestionListSchema, ...adminErrors },
      },
    },
    async (request) => suggestCustomers(app.db, request.query.q),
  );

  app.put(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        summary:
          'Change an order before it ships: address, place (fee recomputed), lines and quantities (stock moved); 409 once shipped, delivered or cancelled',
        params: IdParamsSchema,
        body: EditOrderSchema,
        response: { 200: OwnerOrderReplySchema, ...adminErrors },
      },
    },
    async (request) =>
      editOrder(
        app.db,
        { mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        signedInUser(request).id,
        request.params.id,
        request.body,
      ),
  );

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
    async (request, reply) => {
      const list = await listAdminOrders(app.db, request.query);
      // The orders' keys come in the schema's order from PostgreSQL (admin-order-read.ts): the
      // schema's encoding would only copy them again (admin-orders-counts.test.ts compares the two).
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(list);
    },
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
