import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentSettingsReplySchema,
  PaymentSettingsSchema,
  WalletParamsSchema,
  WalletSettingsReplySchema,
  WalletSettingsSchema,
  WalletsReplySchema,
} from '@shop/shared/payments';
import { adminErrors } from '../../lib/route-errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getPaymentSettings, getWallets, updatePaymentSettings, updateWallet } from './payment-settings.service.ts';

const tags = ['admin'];

/** The owner's wallets: each one's settings (under the admin guard of admin.routes). */
const adminPaymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/payment-wallets',
    {
      schema: {
        tags,
        summary: 'Every wallet (KBZ Pay, Wave Pay, AYA Pay, CB Pay, bank transfer) with its settings',
        response: { 200: WalletsReplySchema, ...adminErrors },
      },
    },
    async () => ({ wallets: await getWallets(app.db) }),
  );

  app.put(
    '/admin/payment-wallets/:wallet',
    {
      schema: {
        tags,
        summary:
          "Change one wallet's settings (qrImage: an URL answered by /api/auth/upload-images; a bank transfer takes bankName and accountNumber)",
        params: WalletParamsSchema,
        body: WalletSettingsSchema,
        response: { 200: WalletSettingsReplySchema, ...adminErrors },
      },
    },
    async (request) => updateWallet(app.db, app.storage, signedInUser(request).id, request.params.wallet, request.body),
  );

  app.get(
    '/admin/payment-settings',
    { schema: { tags, summary: 'KBZ Pay settings', response: { 200: PaymentSettingsReplySchema, ...adminErrors } } },
    async () => getPaymentSettings(app.db),
  );

  app.put(
    '/admin/payment-settings',
    {
      schema: {
        tags,
        summary: 'Change the KBZ Pay settings (qrImage: an URL answered by /api/auth/upload-images)',
        body: PaymentSettingsSchema,
        response: { 200: PaymentSettingsReplySchema, ...adminErrors },
      },
    },
    async (request) => updatePaymentSettings(app.db, app.storage, signedInUser(request).id, request.body),
  );
};
export default adminPaymentSettingsRoutes;
