export { default as accountRoutes } from './account.routes.ts';
export { listAddresses, saveAddress } from './account.service.ts';
export { shopInboxLanguage } from './shop-inbox.ts';
