import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentSettingsReplySchema, PaymentSettingsSchema } from '@shop/shared/payments';
import { adminErrors } from '../../lib/route-errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getPaymentSettings, updatePaymentSettings } from './payment-settings.service.ts';

const tags = ['admin'];

/** The owner's KBZ Pay settings (under the admin guard of admin.routes). */
const adminPaymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payment-settings',
    { schema: { tags, summary: 'KBZ Pay settings', response: { 200: PaymentSettingsReplySchema, ...adminErrors } } },
    async () => getPaymentSettings(app.db),
  );

  app.put(
    '/admin/payment-settings',
    {
      schema: {
        tags,
        summary: 'Change the KBZ Pay settings (qrImage: an URL answered by /api/auth/upload-images)',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsReplySchema, ...adminErrors },
      },
    },
    async (request) => updatePaymentSettings(app.db, app.storage, signedInUser(request).id, request.body),
  );
};
export default adminPaymentSettingsRoutes;
