export { default as cartRoutes } from './cart.routes.ts';
export { foundLine } from './cart.service.ts';
export {
  catalogLinesSql,
  catalogLineValues,
  resolveLines,
  resolvedLines,
  type CatalogLineRow,
  type ResolvedLine,
} from './catalog-lines.ts';
