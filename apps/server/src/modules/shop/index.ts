export { default as adminShopSettingsRoutes } from './admin-shop-settings.routes.ts';
export { shopMailer } from './shop-mailer.ts';
export { getShopSettings } from './shop-settings.service.ts';
export { default as shopRoutes } from './shop.routes.ts';
