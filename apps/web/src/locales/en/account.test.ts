import { ADDRESS_SAVED, FILL_REQUIRED, PROFILE_UPDATED } from '@shop/shared/account';
import { PASSWORD_RULE, SIGN_UP_SUCCESS } from '@shop/shared/auth';
import { describe, expect, it } from 'vitest';
import account from './account.json';
import catalog from './catalog.json';
import common from './common.json';
import shell from './shell.json';

describe('account messages', () => {
  it('words the rules and answers exactly as the server (and the spec) does', () => {
    expect(account.auth.passwordRule).toBe(PASSWORD_RULE);
    expect(account.auth.signUpSuccess).toBe(SIGN_UP_SUCCESS);
    expect(account.account.fillRequired).toBe(FILL_REQUIRED);
    expect(account.account.profileUpdated).toBe(PROFILE_UPDATED);
    expect(account.account.addressSaved).toBe(ADDRESS_SAVED);
  });

  it('shares no top-level key with the other message files', () => {
    const others = new Set([...Object.keys(common), ...Object.keys(shell), ...Object.keys(catalog)]);
    expect(Object.keys(account).filter((key) => others.has(key))).toEqual([]);
  });
});
