export { default as adminAlertsRoutes } from './admin-alerts.routes.ts';
export { newOrderAlertSql, enqueueAlerts } from './alert-queue.ts';
export type { AlertEnv } from './alert-settings.service.ts';
export { startAlertWorker } from './alert-worker.ts';
