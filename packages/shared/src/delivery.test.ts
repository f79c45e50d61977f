import { describe, expect, it } from 'vitest';
import { CreateZoneSchema, UpdateDeliverySettingsSchema } from './delivery.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the delivery forms’ schemas', () => {
  it('refuse a threshold below 0 or past the limit with their one sentence', () => {
    for (const freeShippingThreshold of ['-1', '100000001', 'abc', 2.5])
      expect(
        messages(UpdateDeliverySettingsSchema.safeParse({ freeShippingThreshold, allowOtherTownship: false })),
      ).toEqual([['freeShippingThreshold', 'The threshold must be a whole number of kyat']]);
    expect(UpdateDeliverySettingsSchema.parse({ freeShippingThreshold: '၅၀၀၀၀', allowOtherTownship: 'on' })).toEqual({
      freeShippingThreshold: 50_000,
      allowOtherTownship: true,
    });
  });

  it('take a blank fee as the parent’s and refuse one that is not whole kyat, naming each field', () => {
    const zone = { parentId: null, nameEn: 'Bago', nameMy: 'ပဲခူး', fee: '', estimateEn: ' ', estimateMy: '' };
    expect(CreateZoneSchema.parse(zone)).toMatchObject({ fee: null, estimateEn: null, estimateMy: null });
    expect(messages(CreateZoneSchema.safeParse({ ...zone, nameMy: ' ', fee: '-5' }))).toEqual([
      ['nameMy', 'Burmese name is required'],
      ['fee', 'The fee must be a whole number of kyat, 0 or more'],
    ]);
  });
});
