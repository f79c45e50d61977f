import { describe, expect, it } from 'vitest';
import { AddressInputSchema, FILL_REQUIRED, ProfileUpdateSchema } from './account.ts';

describe('profile and address forms', () => {
  it('wants name, display name and phone, with the spec message', () => {
    for (const field of ['name', 'displayName', 'phone']) {
      const result = ProfileUpdateSchema.safeParse({ name: 'A', displayName: 'B', phone: '09781234567', [field]: '' });
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: FILL_REQUIRED });
    }
    expect(ProfileUpdateSchema.parse({ name: 'A', displayName: 'B', phone: '959 781 234 567' }).phone).toBe(
      '09781234567',
    );
  });

  it('names each missing address field', () => {
    const valid = { name: 'A', email: 'a@b.co', phone: '09781234567', township: 'Kamayut', fullAddress: 'No. 1' };
    expect(AddressInputSchema.parse(valid)).toMatchObject(valid);
    const missing = AddressInputSchema.safeParse({ ...valid, township: ' ' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['township'], message: 'Township is required' });
  });
});
