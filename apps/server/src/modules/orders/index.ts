export { adminOrdersWhere } from './admin-order-read.ts';
export { default as adminOrdersRoutes } from './admin-orders.routes.ts';
export { moveOrders, orderMailLanguage, returnStock } from './order-status.ts';
export { default as ordersRoutes } from './orders.routes.ts';
