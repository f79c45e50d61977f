import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentIdParamsSchema } from '@shop/shared/payments';
import { IMAGE_CONTENT_TYPE } from '../../lib/image-names.ts';
import { readPaymentScreenshot } from './payment-screenshots.ts';

/**
 * GET /api/admin/payments/{id}/screenshot, under the admin guard of admin.routes: the admin's
 * screens fetch it with the bearer token and show it from a blob URL. Kept by no cache (not even
 * the browser's), loadable by no other site (no CORS grant, same-origin resource policy), and
 * never sniffed as anything but an image.
 */
const paymentScreenshotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payments/:paymentId/screenshot',
    {
      schema: {
        tags: ['admin'],
        summary: "The screenshot a customer sent with a KBZ Pay transaction id (WebP; the admin's token)",
        params: PaymentIdParamsSchema,
        // Image bytes, not JSON: no response schema to serialise through (errors stay { message, code }).
        produces: [IMAGE_CONTENT_TYPE],
      },
      // After the admin guard's own `no-store`: this answer is also private to the one browser.
      onSend: async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-store');
        return payload;
      },
    },
    async (request, reply) => {
      const image = await readPaymentScreenshot(app.db, app.storage, request.params.paymentId);
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-disposition', 'inline')
        .send(image);
    },
  );
};
export default paymentScreenshotsRoutes;
