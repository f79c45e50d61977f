export { recordAudit } from './audit.service.ts';
export { default as adminAuditRoutes } from './admin-audit.routes.ts';
