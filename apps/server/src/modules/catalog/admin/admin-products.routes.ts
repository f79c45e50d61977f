import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  BATCH_ADDED,
  BatchReplySchema,
  BatchSchema,
  IdParamsSchema,
  MessageReplySchema,
  PRODUCT_DELETED,
  ProductStatsSchema,
  ProductUpdateSchema,
} from '@shop/shared/admin';
import { signedInUser } from '../../../plugins/auth.ts';
import { createBatch } from './batch.service.ts';
import { adminProduct, updateProduct } from './product-update.ts';
import { deleteProduct, listAdminProducts, productStats } from './admin-products.service.ts';
import { adminErrors } from '../../../lib/route-errors.ts';
import adminStockFilesRoutes from './admin-stock-files.routes.ts';

const tags = ['admin'];
/** A batch or an edit carries details HTML (up to 20,000 characters) and many variants' texts. */
const PRODUCT_BODY_LIMIT = 1024 * 1024;

/** Products in the admin panel: the batch builder, list, stats, edit and delete. */
const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminStockFilesRoutes);

  app.post(
    '/auth/products',
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
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
        summary: 'One product with its variants, and the version its edit sends back',
        params: IdParamsSchema,
        response: { 200: AdminProductSchema, ...adminErrors },
      },
    },
    async (request) => adminProduct(app.db, request.params.id),
  );

  app.put(
    '/admin/products/:id',
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Edit every field of a product, its variants included. With `version` (or If-Match) a product changed since is refused with 409',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: AdminProductSchema, ...adminErrors },
      },
    },
    async (request) => {
      const ifMatch = request.headers['if-match'];
      const version = typeof ifMatch === 'string' ? ifMatch.replace(/^W\//, '').replace(/"/g, '').trim() : undefined;
      return updateProduct(
        app.db,
        app.storage,
        request.log,
        signedInUser(request).id,
        request.params.id,
        request.body,
        version || undefined,
      );
    },
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
