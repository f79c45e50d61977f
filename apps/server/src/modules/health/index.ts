export { default as healthRoutes } from './health.routes.ts';
