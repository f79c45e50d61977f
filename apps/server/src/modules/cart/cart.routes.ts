import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@shop/shared/text';
import {
  AddCartItemSchema,
  CartItemParamsSchema,
  CartSchema,
  MergeCartSchema,
  UpdateCartItemSchema,
} from '@shop/shared/cart';
import { ErrorBodySchema } from '@shop/shared/errors';
import { signedInUser } from '../../plugins/auth.ts';
import { mergeGuestCart } from './cart-merge.service.ts';
import { addItem, clearCart, getCart, removeItem, updateItem } from './cart.service.ts';

const tags = ['cart'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const MergeHeadersSchema = z.looseObject({ 'idempotency-key': textSchema().min(1).max(100).optional() });

/** The signed-in customer's server cart (guests keep theirs in the browser). */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/auth/cart',
    { schema: { tags, summary: 'The cart, read from the catalogue now', response: { 200: CartSchema, ...errors } } },
    async (request) => getCart(app.db, signedInUser(request).id),
  );

  app.post(
    '/auth/cart/add',
    {
      schema: {
        tags,
        summary: 'Add to the line of the same product, colour and size (1 to 10, within stock)',
        body: AddCartItemSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => addItem(app.db, signedInUser(request).id, request.body),
  );

  app.post(
    '/auth/cart/merge',
    {
      schema: {
        tags,
        summary: 'Merge the guest cart on sign-in (adds up, capped at 10 and stock; once per Idempotency-Key)',
        body: MergeCartSchema,
        headers: MergeHeadersSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) =>
      mergeGuestCart(app.db, signedInUser(request).id, request.body.items, request.headers['idempotency-key']),
  );

  app.put(
    '/auth/cart/:id',
    {
      schema: {
        tags,
        summary: "Set a line's quantity (0 or less removes it)",
        params: CartItemParamsSchema,
        body: UpdateCartItemSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => updateItem(app.db, signedInUser(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/auth/cart/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        params: CartItemParamsSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => removeItem(app.db, signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/auth/cart',
    { schema: { tags, summary: 'Empty the cart', response: { 200: CartSchema, ...errors } } },
    async (request) => clearCart(app.db, signedInUser(request).id),
  );
};
export default cartRoutes;
