import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReplySchema } from '@shop/shared/admin';
import {
  AdminPaletteSchema,
  COLOUR_ADDED,
  COLOUR_REMOVED,
  COLOUR_SAVED,
  ColourInputSchema,
  ColourKeyParamsSchema,
  ColourReplySchema,
} from '@shop/shared/colours';
import { adminErrors } from '../../../lib/route-errors.ts';
import { addColour, adminPalette, removeColour, updateColour } from './palette.service.ts';

const tags = ['admin'];

/** The owner's palette (under the admin guard of admin.routes; decision 043). */
const adminPaletteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/colours',
    {
      schema: {
        tags,
        summary: 'The palette: each colour with its names, swatch and how many products use it',
        response: { 200: AdminPaletteSchema, ...adminErrors },
      },
    },
    async () => ({ items: await adminPalette(app.db) }),
  );

  app.post(
    '/admin/colours',
    {
      schema: {
        tags,
        summary: 'Add a colour (English name, Burmese name, swatch #rrggbb); its key is made of the English name',
        body: ColourInputSchema,
        response: { 201: ColourReplySchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: COLOUR_ADDED, colour: await addColour(app.db, request.body) }),
  );

  app.put(
    '/admin/colours/:key',
    {
      schema: {
        tags,
        summary: "Rename a colour (both languages) or change its swatch; every product's variants follow",
        params: ColourKeyParamsSchema,
        body: ColourInputSchema,
        response: { 200: ColourReplySchema, ...adminErrors },
      },
    },
    async (request) => ({
      message: COLOUR_SAVED,
      colour: await updateColour(app.db, request.params.key, request.body),
    }),
  );

  app.delete(
    '/admin/colours/:key',
    {
      schema: {
        tags,
        summary: 'Remove a colour no product uses (409 while one does)',
        params: ColourKeyParamsSchema,
        response: { 200: MessageReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      await removeColour(app.db, request.params.key);
      return { message: COLOUR_REMOVED };
    },
  );
};
export default adminPaletteRoutes;
