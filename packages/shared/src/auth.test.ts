import { describe, expect, it } from 'vitest';
import { LoginSchema, PASSWORD_RULE, RegisterSchema } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message])[0];

describe('sign-up', () => {
  const valid = { name: 'Aung', email: ' Aung@Example.COM ', password: 'abc12345', phone: '+959771234567' };

  it('normalises email and phone and leaves the phone optional', () => {
    expect(RegisterSchema.parse(valid)).toMatchObject({ email: 'aung@example.com', phone: '09771234567' });
    expect(RegisterSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(RegisterSchema.parse({ ...valid, phone: null }).phone).toBeUndefined();
  });

  it.each([
    ['abc1234', 'short'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
    ['abc 12345', 'a space'],
    ['abc12345!', 'a symbol'],
  ])('refuses the password %s (%s) with the spec rule', (password) => {
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, password }))).toEqual(['password', PASSWORD_RULE]);
  });

  it('says which field is wrong', () => {
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, name: ' ' }))).toEqual(['name', 'Name is required']);
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, email: 'aung@' }))).toEqual([
      'email',
      'Please enter a valid email address',
    ]);
    expect(firstMessage(RegisterSchema.safeParse({ ...valid, phone: '09-77x' }))).toEqual([
      'phone',
      'Phone number must contain digits only',
    ]);
  });

  it('asks for both sign-in fields', () => {
    expect(firstMessage(LoginSchema.safeParse({ email: '', password: 'x' }))).toEqual([
      'email',
      'Please enter your email or phone number',
    ]);
    expect(firstMessage(LoginSchema.safeParse({ email: 'a@b.co' }))).toEqual(['password', 'Password is required']);
  });
});
