import { z } from 'zod';
import { limitedText, requiredText, textSchema } from './text.ts';
import { LANGUAGES } from './language.ts';
import {
  AuthUserSchema,
  NameSchema,
  OptionalEmailSchema,
  OptionalPhoneSchema,
  PasswordSchema,
  phoneSchema,
} from './auth.ts';
import { ZONE_NOT_FOUND } from './delivery-rules.ts';
import { serialIdSchema } from './form-values.ts';

/** The account area: profile, password change and the saved address. */

export const FILL_REQUIRED = 'Please fill in all required fields.';
export const PROFILE_UPDATED = 'Profile updated successfully';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const LOGGED_OUT = 'Logged out';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_UNCHANGED = 'New password must be different from the current password';
export const ADDRESS_SAVED = 'Address saved successfully!';

/** GET /api/auth/me. */
export const MeSchema = AuthUserSchema;
export type Me = z.infer<typeof MeSchema>;

export const ProfileUpdateSchema = z.object({
  name: requiredText(FILL_REQUIRED, 120),
  displayName: requiredText(FILL_REQUIRED, 120),
  phone: phoneSchema(FILL_REQUIRED),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/**
 * PUT /api/auth/profile's body: a customer's phone is required (checked by the server for a
 * customer), the admin's own may stay empty (the first admin is created without one).
 */
export const AdminProfileUpdateSchema = ProfileUpdateSchema.extend({ phone: OptionalPhoneSchema });
export type AdminProfileUpdateInput = z.input<typeof AdminProfileUpdateSchema>;
export type AdminProfileUpdate = z.output<typeof AdminProfileUpdateSchema>;

/** PUT /api/auth/language: the signed-in customer's language (their mails follow it). */
export const LanguageUpdateSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Please choose a language: en or my' }),
});
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;
export const LanguageReplySchema = z.object({ message: textSchema(), language: z.enum(LANGUAGES) });
export type LanguageReply = z.infer<typeof LanguageReplySchema>;

export const ProfileReplySchema = z.object({ message: textSchema(), user: AuthUserSchema });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;

export const ChangePasswordSchema = z.object({
  currentPassword: textSchema({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, CURRENT_PASSWORD_INCORRECT),
  newPassword: PasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** A password change ends every other session; the fresh token keeps this one signed in. */
export const ChangePasswordReplySchema = z.object({ message: textSchema(), token: textSchema() });
export type ChangePasswordReply = z.infer<typeof ChangePasswordReplySchema>;

export const AddressInputSchema = z.object({
  name: NameSchema,
  /** Optional: '' when none (phone first, docs/decisions/038). */
  email: OptionalEmailSchema,
  phone: phoneSchema('Phone is required'),
  /** The delivery zone picked at checkout; kept as it is when not sent. */
  region: limitedText(120).optional(),
  city: limitedText(120).optional(),
  township: requiredText('Township is required', 120),
  /** Read from the zone table when the address is saved; a client's value is only checked. */
  zoneId: serialIdSchema(ZONE_NOT_FOUND).nullable().optional(),
  fullAddress: requiredText('Full address is required', 500),
  label: textSchema().trim().max(60, 'Please keep the label under 60 characters').optional(),
  /** The customer keeps one address, which is always the checkout's default. */
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof AddressInputSchema>;
export type AddressData = z.output<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  _id: textSchema(),
  name: textSchema(),
  email: textSchema(),
  phone: textSchema(),
  region: textSchema(),
  city: textSchema(),
  township: textSchema(),
  zoneId: z.number().int().nullable(),
  fullAddress: textSchema(),
  label: textSchema(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressesReplySchema = z.object({ addresses: z.array(AddressSchema) });
export type AddressesReply = z.infer<typeof AddressesReplySchema>;

export const AddressSavedReplySchema = z.object({ message: textSchema(), address: AddressSchema });
export type AddressSavedReply = z.infer<typeof AddressSavedReplySchema>;
