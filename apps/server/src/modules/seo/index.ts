export { default as seoRoutes } from './seo.routes.ts';
export { default as staticWeb } from './static-web.ts';
