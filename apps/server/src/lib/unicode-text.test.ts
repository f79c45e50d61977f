import fc from 'fast-check';
import myanmarTools from 'myanmar-tools';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactMessageSchema } from '@shop/shared/contact';
import { LONGEST_TEXT } from '@shop/shared/text';
import { isZawgyi, toUnicodeText, unicodeTexts, zawgyiToUnicode, type TextShape } from './unicode-text.ts';

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

  it("converts only what the route's schema keeps, each text up to what its field holds", () => {
    const shapeOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TextShape;
    const [zawgyi, unicode] = SAMPLES[0]!;
    const padded = ` ${zawgyi}${' '.repeat(5_000)}`;
    const contact = { name: zawgyi, subject: zawgyi.repeat(20), message: padded, extra: zawgyi };
    expect(unicodeTexts(contact, shapeOf(ContactMessageSchema))).toEqual({
      name: unicode,
      // Longer than the subject's 200 characters: refused by the schema, not converted first.
      subject: zawgyi.repeat(20),
      // The message field trims: its words are converted, the spaces around them stay for the schema.
      message: ` ${unicode}${' '.repeat(5_000)}`,
      // Not in the schema, so dropped by it: left alone.
      extra: zawgyi,
    });
    const lists = z.object({
      note: z.string().max(50).nullable(),
      tags: z.array(z.string().max(20)),
      size: z.enum(['S', 'M']),
    });
    expect(unicodeTexts({ note: zawgyi, tags: [zawgyi, zawgyi.repeat(2)], size: zawgyi }, shapeOf(lists))).toEqual({
      note: unicode,
      tags: [unicode, zawgyi.repeat(2)],
      size: zawgyi,
    });
    expect(unicodeTexts({ note: null, tags: 'not a list' }, shapeOf(lists))).toEqual({
      note: null,
      tags: 'not a list',
    });
  });

  it('leaves a text longer than any field holds as it was sent, for the schema to refuse', () => {
    const [zawgyi, unicode] = SAMPLES[3]!;
    const longest = `${zawgyi}\n`.repeat(LONGEST_TEXT).slice(0, LONGEST_TEXT);
    expect(toUnicodeText(longest).startsWith(unicode)).toBe(true);
    const tooLong = `${longest}x`;
    expect(toUnicodeText(tooLong)).toBe(tooLong);
  });
});

describe('Zawgyi conversion line by line', () => {
  const whole = new myanmarTools.ZawgyiConverter();
  /** Words, single code points of the Myanmar block, digits, spaces, zero-width spaces and line breaks. */
  const piece = fc.oneof(
    fc.constantFrom(...SAMPLES.flat(), ...UNICODE_ONLY),
    fc.integer({ min: 0x1000, max: 0x109f }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('\u1040', '\u1044', '၁', ' ', '\u00a0', '\u200b', '\n', '\n', '\r\n', '<p>', 'x'),
  );

  it('gives exactly what converting the whole text at once gives', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (pieces, chunk) => {
        const text = pieces.join('');
        expect(zawgyiToUnicode(text, chunk)).toBe(whole.zawgyiToUnicode(text));
      }),
      { numRuns: 2_000, seed: 29 },
    );
  });

  it('gives the same for a long text of real lines', () => {
    const text = SAMPLES.map(([zawgyi]) => zawgyi)
      .join('\n')
      .concat('\n')
      .repeat(40);
    expect(zawgyiToUnicode(text, 50)).toBe(whole.zawgyiToUnicode(text));
    expect(zawgyiToUnicode(text)).toBe(whole.zawgyiToUnicode(text));
  });
});
