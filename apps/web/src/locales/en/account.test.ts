import { ADDRESS_SAVED, FILL_REQUIRED, PROFILE_UPDATED } from '@shop/shared/account';
import { PASSWORD_RULE, SIGN_UP_SUCCESS } from '@shop/shared/auth';
import { describe, expect, it } from 'vitest';
import account from './account.json';

describe('account messages', () => {
  it('words the rules and answers exactly as the server (and the spec) does', () => {
    expect(account.auth.passwordRule).toBe(PASSWORD_RULE);
    expect(account.auth.signUpSuccess).toBe(SIGN_UP_SUCCESS);
    expect(account.account.fillRequired).toBe(FILL_REQUIRED);
    expect(account.account.profileUpdated).toBe(PROFILE_UPDATED);
    expect(account.account.addressSaved).toBe(ADDRESS_SAVED);
  });
});
