import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_SAVED,
  AddressesReplySchema,
  AddressInputSchema,
  AddressSavedReplySchema,
  ChangePasswordReplySchema,
  ChangePasswordSchema,
  LOGGED_OUT,
  LanguageReplySchema,
  LanguageUpdateSchema,
  MeSchema,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
  ProfileReplySchema,
  AdminProfileUpdateSchema,
} from '@shop/shared/account';
import { MessageReplySchema } from '@shop/shared/auth';
import { ErrorBodySchema } from '@shop/shared/errors';
import { signedInUser } from '../../plugins/auth.ts';
import { messages } from '../../lib/i18n.ts';
import {
  changePassword,
  getMe,
  listAddresses,
  saveAddress,
  setLanguage,
  signOut,
  updateProfile,
  withCheckedZone,
} from './account.service.ts';

/** Shown in the OpenAPI page: these routes need the bearer token. */
const bearer = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** The signed-in person's own account: profile, password and saved address. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.sessionSecret;
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: 'The signed-in account',
        response: { 200: MeSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getMe(app.db, signedInUser(request).id),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: 'Update name, display name and phone',
        body: AdminProfileUpdateSchema,
        response: { 200: ProfileReplySchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => ({
      message: PROFILE_UPDATED,
      user: await updateProfile(app.db, signedInUser(request).id, request.body),
    }),
  );

  app.put(
    '/auth/language',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: "Save the customer's language (en or my); their mails are written in it",
        body: LanguageUpdateSchema,
        response: { 200: LanguageReplySchema, ...errors },
      },
    },
    async (request) => {
      const language = await setLanguage(app.db, signedInUser(request).id, request.body.language);
      return { message: messages(language).languageSaved, language };
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: 'Change the password; ends every other session and answers a fresh token',
        body: ChangePasswordSchema,
        response: { 200: ChangePasswordReplySchema, 429: ErrorBodySchema, ...errors },
      },
      // Per session, not per address: a carrier NAT puts many customers behind one (decision 036).
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
    },
    async (request) => ({
      message: PASSWORD_CHANGED,
      token: await changePassword(app.db, secret, signedInUser(request).id, request.body),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: 'Sign out: this token, and every other session of the account, stops working',
        response: { 200: MessageReplySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      await signOut(app.db, signedInUser(request).id);
      return { message: LOGGED_OUT };
    },
  );

  app.get(
    '/auth/addresses',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: "The customer's saved address (at most one, the default)",
        response: { 200: AddressesReplySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ addresses: await listAddresses(app.db, signedInUser(request).id) }),
  );

  app.post(
    '/auth/save-address',
    {
      schema: {
        tags: ['account'],
        security: bearer,
        summary: 'Save the default delivery address (replaces the previous one)',
        body: AddressInputSchema,
        response: { 200: AddressSavedReplySchema, ...errors },
      },
    },
    async (request) => ({
      message: ADDRESS_SAVED,
      address: await saveAddress(app.db, signedInUser(request).id, await withCheckedZone(app.db, request.body)),
    }),
  );
};
export default accountRoutes;
