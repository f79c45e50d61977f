export { default as adminRoutes } from './admin.routes.ts';
export { findCustomers } from './admin-customers.service.ts';
