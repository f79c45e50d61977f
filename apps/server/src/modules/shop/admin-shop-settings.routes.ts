import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShopSettingsReplySchema, ShopSettingsSchema } from '@shop/shared/shop';
import { adminErrors } from '../../lib/route-errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getShopSettings, updateShopSettings } from './shop-settings.service.ts';

const tags = ['admin'];

/** The owner's shop settings (under the admin guard of admin.routes). */
const adminShopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/shop-settings',
    { schema: { tags, summary: 'Shop settings', response: { 200: ShopSettingsReplySchema, ...adminErrors } } },
    async () => getShopSettings(app.db),
  );

  app.put(
    '/admin/shop-settings',
    {
      schema: {
        tags,
        summary: "Change the shop's name, phone, address, logo, mail sender and contact links",
        body: ShopSettingsSchema,
        response: { 200: ShopSettingsReplySchema, ...adminErrors },
      },
    },
    async (request) => updateShopSettings(app.db, app.storage, signedInUser(request).id, request.body),
  );
};
export default adminShopSettingsRoutes;
