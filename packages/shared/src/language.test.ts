import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  joinSyllableFinals,
  languageFromAcceptLanguage,
  toLatinDigits,
  toMyanmarDigits,
  withoutWordJoiners,
} from './language.ts';

describe('digits', () => {
  it('reads Myanmar digits as Latin ones and leaves everything else alone', () => {
    expect(toLatinDigits('၀၉ ၇၈၁-၂၃၄ ၅၆၇')).toBe('09 781-234 567');
    expect(toLatinDigits('+959 781234567')).toBe('+959 781234567');
    expect(toLatinDigits('ရန်ကုန် ၁၀ လမ်း')).toBe('ရန်ကုန် 10 လမ်း');
  });

  it('writes Latin digits as Myanmar ones and back again', () => {
    expect(toMyanmarDigits('25,000')).toBe('၂၅,၀၀၀');
    for (const text of ['0123456789', '1,234,567', '-42']) expect(toLatinDigits(toMyanmarDigits(text))).toBe(text);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks Burmese when the browser ranks it first', () => {
    expect(languageFromAcceptLanguage('my')).toBe('my');
    expect(languageFromAcceptLanguage('my-MM,my;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('my');
    expect(languageFromAcceptLanguage('en;q=0.5, my;q=0.8')).toBe('my');
  });

  it('keeps English otherwise', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,my;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('th-TH,fr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('my;q=0')).toBe('en');
  });

  it('knows only the shop languages', () => {
    expect(isLanguage('my')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('joinSyllableFinals', () => {
  it('puts a word joiner before each syllable final, once, and leaves other text alone', () => {
    expect(joinSyllableFinals('အကောင့်')).toBe('အကော\u2060င့်');
    expect(joinSyllableFinals('လင့်ခ်')).toBe('လ\u2060င့်\u2060ခ်');
    expect(joinSyllableFinals(joinSyllableFinals('အီးမေးလ်'))).toBe('အီးမေး\u2060လ်');
    expect(joinSyllableFinals('ပါ Order 12')).toBe('ပါ Order 12');
  });

  it('takes them out again where text does not break over lines', () => {
    expect(withoutWordJoiners(joinSyllableFinals('မြန်မာအတွက် လမ်းဘေးဖက်ရှင်'))).toBe('မြန်မာအတွက် လမ်းဘေးဖက်ရှင်');
  });
});
