import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '@shop/shared/admin';
import { ErrorBodySchema } from '@shop/shared/errors';
import { OrderIdParamsSchema } from '@shop/shared/orders';
import {
  PAYMENT_SUBMITTED,
  PaymentMethodsSchema,
  PaymentPageSchema,
  SubmitPaymentReplySchema,
} from '@shop/shared/payments';
import { signedInUser } from '../../plugins/auth.ts';
import { transferArrived } from './payment-arrival.ts';
import { paymentSendLimit } from './payment-limits.ts';
import { assertPaymentOpen, getPaymentPage, submitPayment, type OrderAccess } from './payment-page.service.ts';
import { paymentMethods } from './payment-settings.service.ts';
import { dropScreenshot, readSubmission, storeScreenshot } from './payment-submission.ts';

const tags = ['payments'];

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * What checkout offers, and the payment page of a wallet order (`/qr/{orderId}`): a signed-in customer
 * for their own orders, a guest for guest orders by the order id (the id is the secret, as for
 * reading the order itself).
 */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 },
  });

  app.get(
    '/payment-methods',
    {
      schema: { tags, summary: 'The payment methods checkout offers', response: { 200: PaymentMethodsSchema } },
    },
    async () => paymentMethods(app.db),
  );

  // The order (whose, and whether it takes a transfer) is looked up before the screenshot is decoded.
  const submit = async (request: FastifyRequest, access: OrderAccess, orderId: string) => {
    const { transactionId, file } = await readSubmission(
      request.body,
      request.isMultipart() ? () => request.parts() : undefined,
    );
    await assertPaymentOpen(app.db, access, orderId);
    const screenshot = await storeScreenshot(app.storage, file);
    try {
      const { page, arrival } = await submitPayment(app.db, access, orderId, { transactionId, screenshot });
      const { mailer, config } = app;
      transferArrived(
        { db: app.db, mailer, publicUrl: config.publicUrl, shopEmail: config.shopEmail, log: request.log },
        arrival,
      );
      return { message: PAYMENT_SUBMITTED, payment: page };
    } catch (error) {
      await dropScreenshot(app.storage, screenshot);
      throw error;
    }
  };

  const read = { tags, params: OrderIdParamsSchema, response: { 200: PaymentPageSchema, ...errors } };
  const send = {
    tags,
    params: OrderIdParamsSchema,
    consumes: ['multipart/form-data', 'application/json'],
    response: { 201: SubmitPaymentReplySchema, ...errors },
  };

  app.get(
    '/auth/orders/:orderId/payment',
    {
      onRequest: app.requireUser,
      schema: { ...read, summary: "Payment page (the order's wallet) of the signed-in customer's order" },
    },
    async (request) => getPaymentPage(app.db, { userId: signedInUser(request).id }, request.params.orderId),
  );
  app.get(
    '/auth/guest-orders/:orderId/payment',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { ...read, summary: 'Payment page of a guest order (the id is the secret)' },
    },
    async (request) => getPaymentPage(app.db, { guest: true }, request.params.orderId),
  );
  app.post(
    '/auth/orders/:orderId/payment',
    {
      onRequest: app.requireUser,
      preHandler: paymentSendLimit(app),
      schema: {
        ...send,
        summary:
          "Send the transfer's transaction id (multipart: transactionId, optional screenshot); 429 past 10 per order in 10 minutes or 30 per account in an hour",
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submit(request, { userId: signedInUser(request).id }, request.params.orderId)),
  );
  app.post(
    '/auth/guest-orders/:orderId/payment',
    {
      config: { rateLimit: { max: 100, timeWindow: '10 minutes' } },
      schema: { ...send, summary: 'Send the transaction id of a guest order (multipart or JSON)' },
    },
    async (request, reply) => reply.code(201).send(await submit(request, { guest: true }, request.params.orderId)),
  );
};
export default paymentsRoutes;
