export { default as adminDeliveryRoutes } from './admin-delivery.routes.ts';
export { resolveDelivery } from './delivery-resolve.ts';
export { default as deliveryRoutes } from './delivery.routes.ts';
