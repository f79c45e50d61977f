import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@shop/shared/errors';
import {
  FavoriteCheckParamsSchema,
  FavoriteCheckReplySchema,
  FavoriteParamsSchema,
  FAVORITES_LOGIN_REQUIRED,
  FavoritesReplySchema,
  FavoriteToggleReplySchema,
  FavoriteToggleSchema,
} from '@shop/shared/favorites';
import { MessageReplySchema } from '@shop/shared/auth';
import { signedInUser } from '../../plugins/auth.ts';
import { isFavorite, listFavorites, removeFavorite, toggleFavorite } from './favorites.service.ts';

/** Shown in the OpenAPI page: these routes need the bearer token. */
const bearer = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** The signed-in customer's wishlist; every call needs a token. */
const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUserWith(FAVORITES_LOGIN_REQUIRED));

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['favorites'],
        security: bearer,
        summary: 'The wishlist, newest first, with name, image and price from the catalogue',
        response: { 200: FavoritesReplySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ favorites: await listFavorites(app.db, signedInUser(request).id) }),
  );

  app.post(
    '/favorites/toggle',
    {
      schema: {
        tags: ['favorites'],
        security: bearer,
        summary: 'Add a product to the wishlist, or remove it when it is there',
        body: FavoriteToggleSchema,
        response: { 200: FavoriteToggleReplySchema, ...errors },
      },
    },
    async (request) => toggleFavorite(app.db, signedInUser(request).id, request.body),
  );

  app.get(
    '/favorites/check/:id',
    {
      schema: {
        tags: ['favorites'],
        security: bearer,
        summary: 'Whether a product is on the wishlist',
        params: FavoriteCheckParamsSchema,
        response: { 200: FavoriteCheckReplySchema, ...errors },
      },
    },
    async (request) => ({ isFavorited: await isFavorite(app.db, signedInUser(request).id, request.params.id) }),
  );

  app.delete(
    '/favorites/:productId',
    {
      schema: {
        tags: ['favorites'],
        security: bearer,
        summary: 'Remove a product from the wishlist',
        params: FavoriteParamsSchema,
        response: { 200: MessageReplySchema, ...errors },
      },
    },
    async (request) => ({ message: await removeFavorite(app.db, signedInUser(request).id, request.params.productId) }),
  );
};
export default favoritesRoutes;
