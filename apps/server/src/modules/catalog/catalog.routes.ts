import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ByColorListSchema,
  ByColorQuerySchema,
  ListingFacetsQuerySchema,
  ListingFacetsSchema,
  NewestProductsSchema,
  NewestQuerySchema,
  ProductIdParamsSchema,
  ProductListSchema,
  ProductListingQuerySchema,
  ProductListingSchema,
  ProductSchema,
  ProductSearchQuerySchema,
  ProductSearchSchema,
} from '@shop/shared/catalog';
import { PaletteSchema } from '@shop/shared/colours';
import { ErrorBodySchema } from '@shop/shared/errors';
import { palette } from './palette/palette.service.ts';
import { catalogCaching } from './catalog-cache.ts';
import stockAlertsRoutes from './stock-alerts.routes.ts';
import {
  getProduct,
  listAllProducts,
  listByColor,
  listingFacets,
  listProducts,
  newestProducts,
  searchProducts,
} from './catalog.service.ts';

const tags = ['catalog'];

/** Public catalogue reads; all cacheable (ETag + revalidation, see catalog-cache.ts). */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogCaching(app);

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary:
          'Paged storefront grid: one card per colour, 12 a page, by category slug and text; sort=newest|price-asc|price-desc|best-selling, size, color (repeatable), minPrice, maxPrice',
        querystring: ProductListingQuerySchema,
        response: { 200: ProductListingSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  app.get(
    '/products/by-color',
    {
      schema: {
        tags,
        summary:
          'One record per colour variant, sorted and filtered like the grid (sort, size, color, minPrice, maxPrice)',
        querystring: ByColorQuerySchema,
        response: { 200: ByColorListSchema },
      },
    },
    async (request) => listByColor(app.db, request.query.filters),
  );

  app.get(
    '/products/facets',
    {
      schema: {
        tags,
        summary:
          "What a listing's filters choose from: the sizes in stock and the colours of a category and search, before the filters",
        querystring: ListingFacetsQuerySchema,
        response: { 200: ListingFacetsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => listingFacets(app.db, request.query),
  );

  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: 'Home search box: products by name, category or colour',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => searchProducts(app.db, request.query),
  );

  app.get(
    '/products/newest',
    {
      schema: {
        tags,
        summary: 'Home carousel: the newest products',
        querystring: NewestQuerySchema,
        response: { 200: NewestProductsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => newestProducts(app.db, request.query.limit),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its colour variants',
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getProduct(app.db, request.params.id),
  );

  app.get(
    '/colours',
    {
      schema: {
        tags,
        summary:
          "The owner's palette: each colour's key (the listing's `color=`), names in English and Burmese, swatch",
        response: { 200: PaletteSchema },
      },
    },
    async () => palette(app.db),
  );

  app.get(
    '/auth/products',
    { schema: { tags, summary: 'Every product with its variants', response: { 200: ProductListSchema } } },
    async () => listAllProducts(app.db),
  );

  await app.register(stockAlertsRoutes);
};
export default catalogRoutes;
