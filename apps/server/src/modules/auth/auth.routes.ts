import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@shop/shared/text';
import {
  EmailOnlySchema,
  GoogleLoginSchema,
  LoginSchema,
  MessageReplySchema,
  PASSWORD_RESET_DONE,
  RegisterReplySchema,
  RegisterSchema,
  RESET_EMAIL_SENT,
  ResetPasswordSchema,
  SessionSchema,
  SIGN_UP_SUCCESS,
  VERIFICATION_SENT,
} from '@shop/shared/auth';
import { ErrorBodySchema } from '@shop/shared/errors';
import { requesterLimit, withLoginLimits } from './auth-limits.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { createGoogleVerifier, googleSignIn } from './auth-google.service.ts';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './auth-recovery.service.ts';
import { login, register, type AuthDeps } from './auth.service.ts';
import { paths } from '@shop/shared/paths';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };
const minutes15 = '15 minutes';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.sessionSecret;
  const deps = (log: AuthDeps['log']): AuthDeps => ({
    secret,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    apiUrl: app.config.apiPublicUrl ?? app.config.publicUrl,
    log,
  });
  const verifyGoogle = createGoogleVerifier(app.config.googleClientId, app.config.googleJwksUrl);
  const mailLimit = (name: string) =>
    requesterLimit(app, name, {
      perAccountAndAddress: { max: 5, timeWindow: minutes15 },
      perAddress: { max: 100, timeWindow: minutes15 },
    });

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in screen may offer (the Google button needs a client id)',
        response: { 200: z.object({ googleClientId: textSchema().nullable() }) },
      },
    },
    async () => ({ googleClientId: app.config.googleClientId ?? null }),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign up (always a customer) and be signed in (token and user, as sign-in answers); mails a verification link when there is an email',
        body: RegisterSchema,
        response: { 201: RegisterReplySchema, 409: ErrorBodySchema, ...errors },
      },
      // Per address only, and generous: many phones share one behind a carrier NAT (decision 036);
      // an email or phone signs up once, and its verification mail goes to that address alone.
      config: { rateLimit: { max: 200, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { user, token } = await register(app.db, deps(request.log), request.body, requestLanguage(request));
      return reply.code(201).send({ message: SIGN_UP_SUCCESS, user, token });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email or phone number and password',
        body: LoginSchema,
        response: { 200: SessionSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Login successful!',
      ...(await withLoginLimits(app.db, request, () => login(app.db, secret, request.body))),
    }),
  );

  app.post(
    '/auth/google',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in or sign up with a Google ID token; the admin account answers 409 GOOGLE_LINK_NEEDS_PASSWORD until the same token comes with its password',
        body: GoogleLoginSchema,
        response: { 200: SessionSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 503: ErrorBodySchema, ...errors },
      },
      config: { rateLimit: { max: 300, timeWindow: minutes15 } },
    },
    async (request) => {
      const { credential, password } = request.body;
      const identity = await verifyGoogle(credential);
      const signIn = () => googleSignIn(app.db, secret, identity, requestLanguage(request), password);
      // A password sent here is a password guess like any other: the sign-in limits count it.
      const session = await (password === undefined
        ? signIn()
        : withLoginLimits(app.db, request, signIn, identity.email));
      return { message: 'Login successful!', ...session };
    },
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The mailed verification link: marks the email verified, then opens the account page',
        querystring: z.object({ user: textSchema().max(100).default(''), token: textSchema().max(200).default('') }),
      },
      config: { rateLimit: { max: 300, timeWindow: minutes15 } },
      // The link's token is a credential: the request log shows the path without it.
      logSerializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmail(app.db, request.query.user, request.query.token);
      const status = outcome === 'verified' ? '1' : outcome;
      return reply.redirect(app.config.publicUrl + paths.emailVerified(status), 303);
    },
  );

  app.post(
    '/auth/user/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link (same answer for every email)',
        body: EmailOnlySchema,
        response: { 200: MessageReplySchema, ...errors },
      },
      preHandler: mailLimit('resend-verification'),
    },
    async (request) => {
      await resendVerification(app.db, deps(request.log), request.body.email);
      return { message: VERIFICATION_SENT };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer for every email)',
        body: EmailOnlySchema,
        response: { 200: MessageReplySchema, ...errors },
      },
      preHandler: mailLimit('forgot-password'),
    },
    async (request) => {
      await forgotPassword(app.db, deps(request.log), request.body.email);
      return { message: RESET_EMAIL_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed reset token; ends every other session',
        body: ResetPasswordSchema,
        response: { 200: MessageReplySchema, ...errors },
      },
      config: { rateLimit: { max: 100, timeWindow: minutes15 } },
    },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
export default authRoutes;
