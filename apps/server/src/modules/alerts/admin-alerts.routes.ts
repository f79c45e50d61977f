import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AlertSettingsReplySchema, AlertSettingsSchema, AlertTestReplySchema } from '@shop/shared/alerts';
import { adminErrors } from '../../lib/route-errors.ts';
import { sendTestAlert } from './alert-test.service.ts';
import { getAlertSettings, updateAlertSettings } from './alert-settings.service.ts';

const tags = ['admin'];

/** The owner's alert channels and the test button (under the admin guard of admin.routes). */
const adminAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ env: app.config.alerts, publicUrl: app.config.publicUrl, log: app.log });

  app.get(
    '/admin/alert-settings',
    {
      schema: {
        tags,
        summary: 'Alert channels (secrets only as set or not)',
        response: { 200: AlertSettingsReplySchema, ...adminErrors },
      },
    },
    async () => getAlertSettings(app.db, app.config.alerts),
  );

  app.put(
    '/admin/alert-settings',
    {
      schema: {
        tags,
        summary: 'Change the Telegram bot, the signed webhook and the alerts’ language',
        body: AlertSettingsSchema,
        response: { 200: AlertSettingsReplySchema, ...adminErrors },
      },
    },
    async (request) => updateAlertSettings(app.db, app.config.alerts, request.body),
  );

  app.post(
    '/admin/alert-settings/test',
    {
      schema: {
        tags,
        summary: 'Send a test alert to every channel set, answering what each said',
        response: { 200: AlertTestReplySchema, ...adminErrors },
      },
    },
    async () => sendTestAlert(app.db, deps()),
  );
};
export default adminAlertsRoutes;
