import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeliverySchema,
  AdminZoneReplySchema,
  CreateZoneSchema,
  DELIVERY_SETTINGS_SAVED,
  DeliverySheetQuerySchema,
  DeliverySheetSchema,
  MoveZoneSchema,
  UpdateDeliverySettingsSchema,
  UpdateZoneSchema,
  ZONE_SAVED,
  ZoneIdParamsSchema,
} from '@shop/shared/delivery';
import { signedInUser } from '../../plugins/auth.ts';
import { adminErrors } from '../../lib/route-errors.ts';
import { adminDelivery, createZone, moveZone, updateDeliverySettings, updateZone } from './admin-delivery.service.ts';
import { deliverySheet } from './delivery-sheet.ts';

const tags = ['admin'];

/** The Delivery screen: places, fees, estimates, order, switches and settings; the courier's sheet. */
const adminDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/delivery',
    {
      schema: {
        tags,
        summary: 'Every delivery place (disabled ones too) and the shop’s delivery settings',
        response: { 200: AdminDeliverySchema, ...adminErrors },
      },
    },
    async () => adminDelivery(app.db),
  );

  app.post(
    '/admin/delivery/zones',
    {
      schema: {
        tags,
        summary: 'Add a state or region (no parent), a city (under a region) or a township (under a city)',
        body: CreateZoneSchema,
        response: { 201: AdminZoneReplySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const delivery = await createZone(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send({ message: ZONE_SAVED, delivery });
    },
  );

  app.patch(
    '/admin/delivery/zones/:id',
    {
      schema: {
        tags,
        summary: 'Rename a place, set its fee or estimate (blank = its parent’s), switch it on or off',
        params: ZoneIdParamsSchema,
        body: UpdateZoneSchema,
        response: { 200: AdminZoneReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      message: ZONE_SAVED,
      delivery: await updateZone(app.db, signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/delivery/zones/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a place one up or down among its siblings',
        params: ZoneIdParamsSchema,
        body: MoveZoneSchema,
        response: { 200: AdminZoneReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      message: ZONE_SAVED,
      delivery: await moveZone(app.db, signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/admin/delivery/settings',
    {
      schema: {
        tags,
        summary: 'Free-shipping threshold (0 = none) and whether an unlisted township may be typed',
        body: UpdateDeliverySettingsSchema,
        response: { 200: AdminZoneReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      message: DELIVERY_SETTINGS_SAVED,
      delivery: await updateDeliverySettings(app.db, signedInUser(request).id, request.body),
    }),
  );

  app.get(
    '/admin/delivery-sheet',
    {
      schema: {
        tags,
        summary: 'The cash-on-delivery orders shipped on a day (Myanmar time), by township, with the cash to collect',
        querystring: DeliverySheetQuerySchema,
        response: { 200: DeliverySheetSchema, ...adminErrors },
      },
    },
    async (request) => deliverySheet(app.db, request.query.date),
  );
};
export default adminDeliveryRoutes;
