export { default as feedsRoutes } from './feeds.routes.ts';
