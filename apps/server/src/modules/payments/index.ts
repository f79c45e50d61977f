export { default as paymentScreenshotsRoutes } from './payment-screenshots.routes.ts';
export { queueScreenshotRemoval, removeScreenshots, screenshotAddress } from './payment-screenshots.ts';
export { offeredWallet, paymentMethods } from './payment-settings.service.ts';
export { closeWaitingTransfers, usedOn, usedOnOrders } from './payment-transfers.ts';
export { default as paymentsRoutes } from './payments.routes.ts';
export { default as adminPaymentSettingsRoutes } from './admin-payment-settings.routes.ts';
