import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListQuerySchema,
  AdminProductListSchema,
  BATCH_ADDED,
  BatchReplySchema,
  BatchSchema,
  IdParamsSchema,
  MessageReplySchema,
  PRODUCT_DELETED,
  ProductStatsSchema,
  ProductUpdateSchema,
} from '@shop/shared/admin';
import { ProductSchema } from '@shop/shared/catalog';
import { signedInUser } from '../../plugins/auth.ts';
import { getProduct } from '../catalog/catalog.service.ts';
import { createBatch } from './admin-batch.service.ts';
import { updateProduct } from './admin-product-update.ts';
import { deleteProduct, listAdminProducts, productStats } from './admin-products.service.ts';
import { adminErrors } from './admin-errors.ts';

const tags = ['admin'];

/** Products in the admin panel: the batch builder, list, stats, edit and delete. */
const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/products',
    {
      schema: {
        tags,
        summary: 'Add a batch of products (every gender, all or nothing)',
        body: BatchSchema,
        response: { 201: BatchReplySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const ids = await createBatch(app.db, app.storage, signedInUser(request).id, request.body);
      return reply.code(201).send({ message: BATCH_ADDED, products: ids });
    },
  );

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'Products, newest first, searched and paged',
        querystring: AdminListQuerySchema,
        response: { 200: AdminProductListSchema, ...adminErrors },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/admin/products/stats',
    { schema: { tags, summary: 'Product counts and stock', response: { 200: ProductStatsSchema, ...adminErrors } } },
    async () => productStats(app.db),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its variants',
        params: IdParamsSchema,
        response: { 200: ProductSchema, ...adminErrors },
      },
    },
    async (request) => getProduct(app.db, request.params.id),
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit every field of a product, its variants included',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductSchema, ...adminErrors },
      },
    },
    async (request) =>
      updateProduct(app.db, app.storage, request.log, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product (orders keep their snapshots)',
        params: IdParamsSchema,
        response: { 200: MessageReplySchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteProduct(app.db, app.storage, request.log, signedInUser(request).id, request.params.id);
      return { message: PRODUCT_DELETED };
    },
  );
};
export default adminProductsRoutes;
