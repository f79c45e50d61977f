export { default as adminPaymentsRoutes } from './admin-payments.routes.ts';
export { startPaymentSweeper } from './payment-expiry.ts';
