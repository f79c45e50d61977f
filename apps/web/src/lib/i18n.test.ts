import { AddressInputSchema, AdminProfileUpdateSchema, ProfileUpdateSchema } from '@shop/shared/account';
import {
  BatchDraftSchema,
  BatchFormSchema,
  BatchVariantSchema,
  EditProductFormSchema,
  STOCK_INVALID,
} from '@shop/shared/admin';
import {
  EmailOnlySchema,
  GoogleLinkPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@shop/shared/auth';
import { ContactMessageSchema } from '@shop/shared/contact';
import { BillingDetailsSchema, TrackOrderSchema } from '@shop/shared/orders';
import { CreateZoneSchema, UpdateDeliverySettingsSchema } from '@shop/shared/delivery';
import { PaymentSettingsSchema, SubmitPaymentSchema } from '@shop/shared/payments';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  addArea,
  addMessages,
  i18n,
  localMessage,
  messageList,
  translate as t,
  wordsLoaded,
} from './i18n.ts';
import '../locales/server.ts';
import '../locales/footer.ts';
import { compileCatalogue, joinSyllableFinals } from '../../message-catalogues.ts';

beforeAll(async () => {
  await activateLanguage('en');
  await wordsLoaded();
});

describe('translate', () => {
  it('fills placeholders and picks the plural form', () => {
    expect(t('nav.cartWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(t('nav.cartWithCount', { count: 3 })).toBe('Cart, 3 items');
    expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 STREETWEAR MM. All rights reserved.');
  });

  it('answers the default for a key no catalogue has, and the key itself without one', () => {
    expect(t('nav.categories.no-such-category', { defaultValue: 'Socks' })).toBe('Socks');
    expect(t('nav.no.such.key')).toBe('nav.no.such.key');
  });

  it('takes an area added later, lists included, without touching the others', () => {
    addMessages(compileCatalogue({ laterArea: { hello: 'Hi {name}', steps: ['one', 'two'] } }));
    expect(t('laterArea.hello', { name: 'Aye' })).toBe('Hi Aye');
    expect(messageList('laterArea.steps')).toEqual(['one', 'two']);
    expect(messageList('laterArea.missing')).toEqual([]);
    expect(t('nav.cartWithCount', { count: 2 })).toBe('Cart, 2 items');
  });
});

describe('switching language', () => {
  it('loads each area only in the language shown, and every registered area on a switch', async () => {
    const asked: string[] = [];
    const area = (language: 'en' | 'my', hello: string) => async () => {
      asked.push(language);
      return compileCatalogue({ switchArea: { hello, steps: [hello] } });
    };
    addArea({ en: area('en', 'Hello'), my: area('my', 'မင်္ဂလာပါ') });
    await wordsLoaded();
    expect(asked).toEqual(['en']);
    expect(t('switchArea.hello')).toBe('Hello');

    await activateLanguage('my');
    expect(i18n.locale).toBe('my');
    expect(asked).toEqual(['en', 'my']);
    expect(t('switchArea.hello')).toBe(joinSyllableFinals('မင်္ဂလာပါ'));
    expect(messageList('switchArea.steps')).toEqual([joinSyllableFinals('မင်္ဂလာပါ')]);
    expect(t('language.label')).not.toBe('language.label');

    // Numbers in Burmese messages are written with Myanmar digits; plurals still count them.
    addMessages(compileCatalogue({ switchArea: { left: 'လက်ကျန် {count} ခု', items: '{count, plural, other {# ခု}}' } }));
    expect(t('switchArea.left', { count: 20 })).toBe(joinSyllableFinals('လက်ကျန် ၂၀ ခု'));
    expect(t('switchArea.items', { count: 1234 })).toBe('၁,၂၃၄ ခု');

    await activateLanguage('en');
    expect(asked).toEqual(['en', 'my']);
    expect(t('nav.cartWithCount', { count: 20 })).toBe('Cart, 20 items');
    expect(t('switchArea.hello')).toBe('Hello');
  });
});

describe('plurals', () => {
  const counts = [-2, -1, 0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 1234, 1_000_000];
  const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  });

  it('pick the form Intl.PluralRules picks, in every language, and print # as the language writes counts', async () => {
    for (const language of ['en', 'my'] as const) {
      await activateLanguage(language);
      addMessages(
        compileCatalogue({
          pluralArea: { form: '{count, plural, one {one} other {other}}', hash: '{count, plural, other {#}}' },
        }),
      );
      const rules = new Intl.PluralRules(language);
      for (const count of counts)
        expect(t('pluralArea.form', { count }), `${language} ${count}`).toBe(rules.select(count));
      expect(t('pluralArea.hash', { count: 1234 })).toBe(language === 'my' ? '၁,၂၃၄' : '1,234');
    }
    await activateLanguage('en');
  });

  it('keep their exact branches (=0) in the catalogue of each language', async () => {
    const message = '{count, plural, =0 {no orders yet} one {# order} other {# orders}}';
    for (const language of ['en', 'my'] as const) {
      await activateLanguage(language);
      addMessages(compileCatalogue({ exactArea: { orders: message } }, language));
      expect(t('exactArea.orders', { count: 0 })).toBe('no orders yet');
      expect(t('exactArea.orders', { count: 2 })).toBe(language === 'my' ? '၂ orders' : '2 orders');
    }
    await activateLanguage('en');
    expect(t('exactArea.orders', { count: 1 })).toBe('1 order');
  });

  it('leave no plural of the catalogues to Lingui, whose first would make an Intl number formatter on the start', () => {
    const pluralsLeft: string[] = [];
    const walk = (parts: unknown, where: string): void => {
      if (!Array.isArray(parts)) return;
      for (const part of parts) {
        if (!Array.isArray(part)) continue;
        if (part[1] === 'plural' || part[1] === 'selectordinal') pluralsLeft.push(where);
        for (const branch of Object.values((part[2] ?? {}) as Record<string, unknown>)) walk(branch, where);
      }
    };
    let plurals = 0;
    for (const [file, source] of Object.entries(catalogues)) {
      const language = /locales\/(\w+)\//.exec(file)![1]!;
      for (const [key, message] of Object.entries(compileCatalogue(source, language).messages)) {
        if (JSON.stringify(message).includes(':plural"')) plurals++;
        walk(message, `${file} ${key}`);
      }
    }
    expect(plurals).toBeGreaterThan(10);
    expect(pluralsLeft).toEqual([]);
  });
});

describe("the server's English words", () => {
  it('are shown in the language shown where the catalogue knows them, as sent otherwise', async () => {
    await activateLanguage('my');
    expect(localMessage('Name is required')).toBe(joinSyllableFinals('အမည် ထည့်ပေးပါ'));
    expect(localMessage('Invalid email or password')).toMatch(/[\u1000-\u109F]/);
    expect(localMessage('A sentence no catalogue has')).toBe('A sentence no catalogue has');
    await activateLanguage('en');
    expect(localMessage('Name is required')).toBe('Name is required');
  });

  it('include every sentence the forms’ shared schemas say at a field of the admin and the payment page', async () => {
    const said = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const sentences = [
      ...said(
        CreateZoneSchema.safeParse({ parentId: null, nameEn: ' ', nameMy: '', fee: '-1', estimateEn: 'x'.repeat(61) }),
      ),
      ...said(UpdateDeliverySettingsSchema.safeParse({ freeShippingThreshold: '-1', allowOtherTownship: false })),
      ...said(SubmitPaymentSchema.safeParse({ transactionId: '' })),
      ...said(SubmitPaymentSchema.safeParse({ transactionId: 'KBZ #1' })),
      ...said(EditProductFormSchema.safeParse({ itemName: '', price: '', mainCategory: '', gender: '', variants: [] })),
      ...said(
        EditProductFormSchema.safeParse({
          itemName: 'Tee',
          price: -1,
          mainCategory: 'T-shirt',
          gender: 'male',
          variants: [],
        }),
      ),
      STOCK_INVALID,
    ];
    const distinct = new Set(sentences);
    expect(distinct.size).toBe(14);
    await activateLanguage('my');
    for (const sentence of distinct) expect(localMessage(sentence), sentence).toMatch(/[\u1000-\u109F]/);
    await activateLanguage('en');
  });

  it('include every sentence any form of the shop can say at a field, numbers in Myanmar digits', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const tooLong = Object.fromEntries(
      [
        'name',
        'email',
        'phone',
        'region',
        'city',
        'township',
        'fullAddress',
        'deliveryNotes',
        'label',
        'batchName',
        'accountName',
      ].map((f) => [f, long(3000)]),
    );
    const wrong = { name: 'Ma\u0000Thida', email: 'not-an-email', phone: '0912', password: 'short', newPassword: 'x' };
    const text = ['subject', 'message', 'contact', 'orderId', 'batchName', 'itemName', 'mainCategory', 'color'];
    const formShape = {
      ...Object.fromEntries([...text, ...Object.keys(tooLong)].map((field) => [field, ''])),
      kbzpayEnabled: true,
      holdHours: 24,
      qrImage: null,
      instructionsEn: '',
      instructionsMy: '',
      sizes: {},
      images: [],
      variants: [],
      products: [],
      price: '',
      gender: '',
    };
    const forms = [
      BillingDetailsSchema,
      AddressInputSchema,
      ProfileUpdateSchema,
      AdminProfileUpdateSchema,
      RegisterSchema,
      LoginSchema,
      GoogleLinkPasswordSchema,
      EmailOnlySchema,
      ResetPasswordSchema,
      TrackOrderSchema,
      ContactMessageSchema,
      PaymentSettingsSchema,
      BatchDraftSchema,
      BatchVariantSchema,
      BatchFormSchema,
    ];
    const sentences = new Set(
      forms.flatMap((schema) =>
        [{}, tooLong, wrong, { ...tooLong, subject: long(500), message: long(9000), accountName: long(200) }].flatMap(
          // As a form holds them: a switch is a boolean, a list a list, every text field a string.
          (fields) => {
            const input = { ...formShape, ...fields };
            return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
          },
        ),
      ),
    );
    expect(sentences.size).toBeGreaterThan(25);
    await activateLanguage('my');
    const english = [...sentences].filter((sentence) => !/[\u1000-\u109F]/.test(localMessage(sentence)));
    expect(english).toEqual([]);
    expect(localMessage('Please keep this under 120 characters')).toBe(joinSyllableFinals('အက္ခရာ ၁၂၀ လုံးအောက်သာ ရေးပါ'));
    await activateLanguage('en');
    expect(localMessage('Please keep this under 120 characters')).toBe('Please keep this under 120 characters');
  });
});
