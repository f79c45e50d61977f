import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shop/shared/errors';
import {
  IdempotencyHeadersSchema,
  ORDER_KEY_HEADER,
  OrderIdParamsSchema,
  OrderKeyHeadersSchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderReplySchema,
  PlaceOrderSchema,
  type PlaceOrderReply,
  TrackOrderSchema,
} from '@shop/shared/orders';
import { requestLanguage } from '../../lib/i18n.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getGuestOrder, getOwnOrder, listOwnOrders, trackOrder } from './order-read.ts';
import { checkGuestOrderLimits } from './guest-limits.ts';
import { orderAccessKey } from './order-privacy.ts';
import { orderDeps, placeOrder, type PlacedOrder } from './orders.service.ts';

const tags = ['orders'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};
const placeSchema = {
  tags,
  body: PlaceOrderSchema,
  headers: IdempotencyHeadersSchema,
  response: { 200: PlaceOrderReplySchema, 201: PlaceOrderReplySchema, ...errors },
};

/**
 * Checkout's answer (201, or 200 for a repeated key), written without its schema's encoding: the
 * order's keys are in `OrderSchema`'s order (`toOrder`), so `JSON.stringify` writes what the
 * encoding would, byte for byte, without copying the order through zod first (decision 054;
 * orders.test.ts compares the two).
 */
function sendPlaced(reply: FastifyReply, placed: PlacedOrder, accessKey?: string) {
  const answer: PlaceOrderReply = { orderId: placed.orderId, message: placed.message, order: placed.order, accessKey };
  return reply
    .code(placed.created ? 201 : 200)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(answer);
}

/** Checkout and order reading for customers and guests. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: typeof app.log) => orderDeps(app, log);
  app.post(
    '/auth/orders',
    {
      onRequest: app.requireUser,
      schema: {
        ...placeSchema,
        summary:
          'Place an order as the signed-in customer (201). Optional Idempotency-Key header: a repeated key answers 200 with the same order',
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const placed = await placeOrder(
        app.db,
        deps(request.log),
        { userId: user.id, language: requestLanguage(request) },
        request.headers['idempotency-key'],
        request.body,
      );
      return sendPlaced(reply, placed);
    },
  );

  app.post(
    '/auth/guest-orders',
    {
      schema: {
        ...placeSchema,
        summary:
          'Place an order as a guest (201). Optional Idempotency-Key header: a repeated key answers 200 with the same order',
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      // The limits' statement also reads the cart's lines (one round trip fewer: decision 054).
      const lines = await checkGuestOrderLimits(app.db, app.config.guestOrders, request.ip, key, request.body);
      const placed = await placeOrder(
        app.db,
        deps(request.log),
        { guest: true, language: requestLanguage(request) },
        key,
        request.body,
        lines,
      );
      // The browser that placed it keeps the key (a repeat answers the same one): decision 038.
      const accessKey = orderAccessKey(app.sessionSecret, placed.orderId);
      return sendPlaced(reply, placed, accessKey);
    },
  );

  app.get(
    '/auth/orders',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first",
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) => ({ orders: await listOwnOrders(app.db, signedInUser(request).id) }),
  );

  app.get(
    '/auth/orders/:orderId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One of the signed-in customer's orders (anyone else's: 404)",
        params: OrderIdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => getOwnOrder(app.db, signedInUser(request).id, request.params.orderId),
  );

  app.get(
    '/auth/guest-orders/:orderId',
    {
      // Per address, generous for a carrier NAT's shoppers (decision 036): the id is 60+ random bits.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      onRequest: app.identifyUser,
      schema: {
        tags,
        summary:
          "A guest order by its id: status, items, totals and township; the buyer's name, phone, address and email masked unless the X-Order-Key header carries the order's key (or an admin asks)",
        params: OrderIdParamsSchema,
        headers: OrderKeyHeadersSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) =>
      getGuestOrder(app.db, app.sessionSecret, request.params.orderId, {
        key: request.headers[ORDER_KEY_HEADER],
        admin: request.user?.type === 'admin',
      }),
  );

  app.post(
    '/auth/guest-orders/track',
    {
      config: { rateLimit: { max: 100, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          "Track an order by its id and the email or phone it was placed with (the answer carries the order's key)",
        body: TrackOrderSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => trackOrder(app.db, app.sessionSecret, request.body),
  );
};
export default ordersRoutes;
