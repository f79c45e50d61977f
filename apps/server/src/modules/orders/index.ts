export { adminOrdersWhere } from './admin-order-read.ts';
export { default as adminOrdersRoutes } from './admin-orders.routes.ts';
export { orderMailLanguage } from './order-status-mail.ts';
export { moveOrders, returnStock } from './order-status.ts';
export { default as ordersRoutes } from './orders.routes.ts';
