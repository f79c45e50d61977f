export { default as cartRoutes } from './cart.routes.ts';
export { foundLine } from './cart.service.ts';
export { resolveLines } from './catalog-lines.ts';
