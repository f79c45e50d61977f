export { default as contactRoutes } from './contact.routes.ts';
