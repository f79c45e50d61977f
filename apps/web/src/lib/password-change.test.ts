import { PASSWORD_RULE } from '@shop/shared/auth';
import { describe, expect, it } from 'vitest';
import { checkPasswordChange, NO_PASSWORDS } from './password-change.ts';

describe('checking a password change before it is sent', () => {
  it('asks for something first, then a matching confirmation, then the shared rules', () => {
    expect(checkPasswordChange(NO_PASSWORDS)).toEqual({ ok: false, problem: 'fillOne' });
    expect(checkPasswordChange({ ...NO_PASSWORDS, newPassword: 'short' })).toEqual({ ok: false, problem: 'mismatch' });
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      ok: false,
      problem: 'rules',
      errors: [
        { name: 'currentPassword', message: 'Current password is required' },
        { name: 'newPassword', message: PASSWORD_RULE },
      ],
    });
  });

  it('hands over the change the server takes, without the confirmation', () => {
    const values = { currentPassword: 'Admin12345', newPassword: 'Monsoon2026', confirmPassword: 'Monsoon2026' };
    expect(checkPasswordChange(values)).toEqual({
      ok: true,
      change: { currentPassword: 'Admin12345', newPassword: 'Monsoon2026' },
    });
  });
});
