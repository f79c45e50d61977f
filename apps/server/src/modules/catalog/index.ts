export { default as adminProductsRoutes } from './admin/admin-products.routes.ts';
export { default as adminPaletteRoutes } from './palette/admin-palette.routes.ts';
export { assertOwnImages } from './admin/product-images.ts';
export {
  bumpCatalogVersion,
  bumpCatalogVersionSql,
  bumpNotifiedLaterSql,
  catalogCaching,
  catalogTagReader,
  catalogTransaction,
  writeCatalog,
} from './catalog-cache.ts';
export { htmlToText } from './catalog-html.ts';
export { imagesOf, isoTime } from './catalog-sql.ts';
export { catalogCommitted, catalogCommittedNotifyLater } from './catalog-version.ts';
export { default as catalogRoutes } from './catalog.routes.ts';
export { categoryExists, getProduct, listingFacets, listProducts, newestProducts } from './catalog.service.ts';
