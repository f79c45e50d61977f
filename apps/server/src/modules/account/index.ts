export { default as accountRoutes } from './account.routes.ts';
export { listAddresses, saveAddress } from './account.service.ts';
export { shopInboxLanguage, shopInboxLanguageSql } from './shop-inbox.ts';
