import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConfirmPaymentSchema,
  PaymentDecisionReplySchema,
  PaymentIdParamsSchema,
  PaymentsToCheckQuerySchema,
  PaymentsToCheckSchema,
  RejectPaymentSchema,
  SweepReplySchema,
} from '@shop/shared/payments';
import { signedInUser } from '../../plugins/auth.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { sweepPayments } from './payment-expiry.ts';
import { confirmPayment, countPaymentsToCheck, listPaymentsToCheck, rejectPayment } from './payment-review.service.ts';

const tags = ['admin'];

/** The transfers the owner checks, confirms or rejects, and the expiry sweep (under the admin guard of admin.routes). */
const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: typeof app.log) => ({ mailer: app.mailer, publicUrl: app.config.publicUrl, log });

  app.get(
    '/admin/payments',
    {
      schema: {
        tags,
        summary:
          'Transfers waiting to be checked, oldest first (?wallet=kbzpay|wavepay|ayapay|cbpay|bank: that wallet only)',
        querystring: PaymentsToCheckQuerySchema,
        response: { 200: PaymentsToCheckSchema, ...adminErrors },
      },
    },
    async (request) => listPaymentsToCheck(app.db, request.query.wallet),
  );

  app.get(
    '/admin/payments/count',
    {
      schema: {
        tags,
        summary: 'How many transfers wait to be checked',
        response: { 200: z.object({ count: z.number().int() }), ...adminErrors },
      },
    },
    async () => ({ count: await countPaymentsToCheck(app.db) }),
  );

  app.post(
    '/admin/payments/:paymentId/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a transfer: payment completed, order pending → processing (409 when decided already; 409 DUPLICATE_TRANSACTION naming the order when the id was confirmed on another order, unless allowDuplicate: true)',
        params: PaymentIdParamsSchema,
        body: ConfirmPaymentSchema,
        response: { 200: PaymentDecisionReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const allowDuplicate = request.body?.allowDuplicate === true;
      await confirmPayment(app.db, deps(request.log), signedInUser(request).id, request.params.paymentId, {
        allowDuplicate,
      });
      return { message: 'Payment confirmed' };
    },
  );

  app.post(
    '/admin/payments/:paymentId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a transfer with a reason: the customer is e-mailed and may send another id',
        params: PaymentIdParamsSchema,
        body: RejectPaymentSchema,
        response: { 200: PaymentDecisionReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await rejectPayment(app.db, deps(request.log), id, request.params.paymentId, request.body.reason);
      return { message: 'Payment rejected' };
    },
  );

  app.post(
    '/admin/payments/sweep',
    {
      schema: {
        tags,
        summary: 'Cancel unpaid transfer orders past their time now (every instance also does it each minute)',
        response: { 200: SweepReplySchema, ...adminErrors },
      },
    },
    async (request) => ({ expired: await sweepPayments(app.db, deps(request.log)) }),
  );
};
export default adminPaymentsRoutes;
