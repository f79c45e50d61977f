import { describe, expect, it } from 'vitest';
import { isZawgyi, toUnicodeText, unicodeTexts } from './unicode-text.ts';

/** Real Zawgyi, as a Zawgyi keyboard writes it, beside the same words typed in Unicode. */
const SAMPLES: [string, string][] = [
  ['ေအာင္ေက်ာ္ဦး', 'အောင်ကျော်ဦး'],
  ['ေရႊျပည္', 'ရွှေပြည်'],
  ['မႏၲေလး', 'မန္တလေး'],
  ['အမွတ္ ၁၂၊ ဗိုလ္ခ်ဳပ္လမ္း၊ ဗဟန္းၿမိဳ႕နယ္၊ ရန္ကုန္', 'အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း၊ ဗဟန်းမြို့နယ်၊ ရန်ကုန်'],
  ['လွည္းတန္း', 'လှည်းတန်း'],
  ['၇၈ လမ္း၊ ၃၀ နဲ႔ ၃၁ လမ္းၾကား၊ ခ်မ္းေအးသာဇံ၊ မႏၲေလး', '၇၈ လမ်း၊ ၃၀ နဲ့ ၃၁ လမ်းကြား၊ ချမ်းအေးသာဇံ၊ မန္တလေး'],
];

const UNICODE_ONLY = [
  'Golden Land Hoodie ရွှေပြည်',
  'ဦးအောင်ကျော်',
  'မင်္ဂလာပါ',
  'ကို',
  'Aung Aung',
  'No. 5, Pyay Road, Kamaryut',
];

describe('Zawgyi-safe text', () => {
  it.each(SAMPLES)('turns Zawgyi %s into the Unicode a Unicode keyboard types', (zawgyi, unicode) => {
    expect(isZawgyi(zawgyi)).toBe(true);
    expect(toUnicodeText(zawgyi)).toBe(unicode);
    // The stored spelling is stable: converting it again changes nothing.
    expect(toUnicodeText(toUnicodeText(zawgyi))).toBe(unicode);
  });

  it.each([...UNICODE_ONLY, ...SAMPLES.map(([, unicode]) => unicode)])('leaves Unicode %s byte-identical', (text) => {
    expect(isZawgyi(text)).toBe(false);
    expect(Buffer.from(toUnicodeText(text))).toEqual(Buffer.from(text));
  });

  it('composes to NFC (ဦ typed as two code points is stored as one)', () => {
    expect(toUnicodeText('\u1025\u102e')).toBe('\u1026');
  });

  it('walks bodies and queries but never rewrites passwords, tokens or ids', () => {
    const body = {
      name: 'ေအာင္ေက်ာ္ဦး',
      password: 'ေရႊျပည္1a',
      resetToken: 'ေရႊျပည္',
      items: [{ note: 'မႏၲေလး', count: 2 }],
      nested: { township: 'လွည္းတန္း' },
    };
    expect(unicodeTexts(body)).toEqual({
      name: 'အောင်ကျော်ဦး',
      password: 'ေရႊျပည္1a',
      resetToken: 'ေရႊျပည္',
      items: [{ note: 'မန္တလေး', count: 2 }],
      nested: { township: 'လှည်းတန်း' },
    });
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { q: 'ေရႊျပည္' });
    expect(unicodeTexts(query).q).toBe('ရွှေပြည်');
  });
});
