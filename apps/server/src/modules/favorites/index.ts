export { default as favoritesRoutes } from './favorites.routes.ts';
