import { z } from 'zod';
import { textSchema } from './text.ts';
import { LANGUAGES } from './language.ts';
import { compactPhone, looksLikePhone, normalizePhone } from './phone-rules.ts';

/**
 * Sign-up, sign-in, Google, verification and password reset. Messages are
 * the spec's where it quotes one; the server validates with these same schemas.
 */

export const PASSWORD_RULE =
  'Password must be at least 8 characters long and contain at least one letter and one number.';
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,128}$/;
export const INVALID_LOGIN = 'Invalid email or password';
export const SIGN_UP_SUCCESS = 'Sign up successful! You can now sign in.';
export const RESET_EMAIL_SENT = 'If an account exists for that email, a password reset link has been sent.';
export const VERIFICATION_SENT =
  'If that account exists and is not verified yet, a new verification email has been sent.';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully';
export const INVALID_RESET_TOKEN = 'Invalid reset token';
export const EXPIRED_RESET_TOKEN = 'Reset token has expired';
export const PHONE_DIGITS_ONLY = 'Phone number must contain digits only';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const PHONE_INVALID_MYANMAR = 'Please enter a valid Myanmar mobile number (09…)';

export const USER_TYPES = ['user', 'admin'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export { normalizePhone } from './phone-rules.ts';

/**
 * A phone number in the one stored form of `normalizePhone` (Myanmar: 09…, a mobile number by
 * Myanmar's operators' rules; elsewhere: + and digits). Separators and Myanmar digits are accepted.
 */
export const phoneSchema = (requiredMessage: string) =>
  textSchema({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, PHONE_INVALID)
    .refine(looksLikePhone, PHONE_DIGITS_ONLY)
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (phone) return phone;
      const foreign = /^\+(?!95)/.test(compactPhone(value));
      ctx.addIssue({ code: 'custom', message: foreign ? PHONE_INVALID : PHONE_INVALID_MYANMAR });
      return z.NEVER;
    });

/** Sign-up leaves the phone optional: absent, null or blank all mean "none". */
export const OptionalPhoneSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  phoneSchema(PHONE_INVALID).optional(),
);

export const emailSchema = (requiredMessage = 'Email is required') =>
  textSchema({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address'))
    .transform((email) => email.toLowerCase());

export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_OR_PHONE_REQUIRED = 'Please enter your email or phone number';

/** An email's form, made once: made inside the check below, it was built anew for every checkout. */
const EmailFormatSchema = z.email();

/**
 * An email where the shop does not need one (checkout, sign-up with a phone, the contact form,
 * the saved address): absent, null or blank all mean "none" and give ''; anything else must be
 * an address, kept in lower case.
 */
export const OptionalEmailSchema = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  textSchema({ error: EMAIL_INVALID })
    .trim()
    .max(254, EMAIL_INVALID)
    .refine((email) => email === '' || EmailFormatSchema.safeParse(email).success, EMAIL_INVALID)
    .transform((email) => email.toLowerCase()),
);

export const PasswordSchema = textSchema({ error: PASSWORD_RULE }).regex(PASSWORD_PATTERN, PASSWORD_RULE);

export const NameSchema = textSchema({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Please keep the name under 120 characters');

/** Sign-up: a password and at least one of email or phone (either signs in later). */
export const RegisterSchema = z
  .object({
    name: NameSchema,
    email: OptionalEmailSchema,
    password: PasswordSchema,
    phone: OptionalPhoneSchema,
    /** Accepted for the spec's clients and ignored: sign-up always makes a customer. */
    type: z.unknown().optional(),
  })
  .refine((account) => account.email !== '' || account.phone !== undefined, {
    message: EMAIL_OR_PHONE_REQUIRED,
    path: ['email'],
  });
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.output<typeof RegisterSchema>;

export const LoginSchema = z.object({
  /** An email address or a phone number (one identifier field). */
  email: textSchema({ error: 'Please enter your email or phone number' })
    .trim()
    .min(1, 'Please enter your email or phone number')
    .max(254, INVALID_LOGIN),
  password: textSchema({ error: 'Password is required' }).min(1, 'Password is required').max(256, INVALID_LOGIN),
});
export type Login = z.infer<typeof LoginSchema>;

export const GOOGLE_LINK_NEEDS_PASSWORD =
  'This email belongs to the shop’s admin account. Enter its password once to link your Google sign-in to it.';
export const GOOGLE_LINK_WRONG_PASSWORD = 'That password is not right. Please try again.';

/**
 * The account's own password, sent once with the same ID token when the answer was 409
 * `GOOGLE_LINK_NEEDS_PASSWORD` (an admin account is never linked to Google on the email alone).
 */
export const GoogleLinkPasswordSchema = z.object({
  password: textSchema({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, GOOGLE_LINK_WRONG_PASSWORD),
});
export type GoogleLinkPassword = z.infer<typeof GoogleLinkPasswordSchema>;

export const GoogleLoginSchema = z.object({
  credential: textSchema({ error: 'Google credential is required' })
    .min(1, 'Google credential is required')
    .max(8192, 'Invalid Google credential'),
  password: GoogleLinkPasswordSchema.shape.password.optional(),
});
export type GoogleLogin = z.infer<typeof GoogleLoginSchema>;

export const EmailOnlySchema = z.object({ email: emailSchema() });
export type EmailOnly = z.output<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z.object({
  userId: textSchema({ error: INVALID_RESET_TOKEN }).max(100, INVALID_RESET_TOKEN),
  resetToken: textSchema({ error: INVALID_RESET_TOKEN }).min(1, INVALID_RESET_TOKEN).max(200, INVALID_RESET_TOKEN),
  newPassword: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const VerifyEmailQuerySchema = z.object({ token: textSchema().max(200).optional() });

/** The signed-in person as every auth answer carries it. Never any hash. */
export const AuthUserSchema = z.object({
  _id: textSchema(),
  name: textSchema(),
  displayName: textSchema().nullable(),
  email: textSchema(),
  phone: textSchema().nullable(),
  type: UserTypeSchema,
  verified: z.boolean(),
  /** The language the customer reads the shop and its mails in. */
  language: z.enum(LANGUAGES),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SessionSchema = z.object({ message: textSchema(), token: textSchema(), user: AuthUserSchema });
export type Session = z.infer<typeof SessionSchema>;

/** Sign-up signs the new customer in: the answer carries a session, as sign-in's does (decision 038). */
export const RegisterReplySchema = z.object({ message: textSchema(), user: AuthUserSchema, token: textSchema() });
export type RegisterReply = z.infer<typeof RegisterReplySchema>;

export const MessageReplySchema = z.object({ message: textSchema() });
export type MessageReply = z.infer<typeof MessageReplySchema>;
