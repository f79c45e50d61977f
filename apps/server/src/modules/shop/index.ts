export { default as adminShopSettingsRoutes } from './admin-shop-settings.routes.ts';
export { getShopSettings, shopMailer } from './shop-settings.service.ts';
export { default as shopRoutes } from './shop.routes.ts';
