import { ChangePasswordSchema, type ChangePassword } from '@shop/shared/account';

/** The fields of a password change form: the current password, the new one and its confirmation. */
export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
export const NO_PASSWORDS: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What a password change form says before sending; each form words it from its own catalogue. */
export type PasswordCheck =
  | { ok: true; change: ChangePassword }
  /** Nothing typed: one sentence for the whole form. */
  | { ok: false; problem: 'fillOne' }
  /** The confirmation differs: said at the confirmation field. */
  | { ok: false; problem: 'mismatch' }
  /** The shared schema's rules (current required, the password rule), at their fields in page order. */
  | { ok: false; problem: 'rules'; errors: { name: 'currentPassword' | 'newPassword'; message: string }[] };

/**
 * The spec's checks of a password change, in its order: something filled in, new and confirmation
 * alike, then the server's own schema (`ChangePasswordSchema`).
 */
export function checkPasswordChange(values: PasswordFields): PasswordCheck {
  if (!values.currentPassword && !values.newPassword && !values.confirmPassword)
    return { ok: false, problem: 'fillOne' };
  if (values.newPassword !== values.confirmPassword) return { ok: false, problem: 'mismatch' };
  const parsed = ChangePasswordSchema.safeParse(values);
  if (parsed.success) return { ok: true, change: parsed.data };
  const errors: { name: 'currentPassword' | 'newPassword'; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if ((name === 'currentPassword' || name === 'newPassword') && !errors.some((e) => e.name === name))
      errors.push({ name, message: issue.message });
  }
  return { ok: false, problem: 'rules', errors };
}
