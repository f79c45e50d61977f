import { describe, expect, it } from 'vitest';
import { FILL_REQUIRED } from '@shop/shared/account';
import { illegalMove, PRICE_INVALID, STOCK_INVALID, VARIANT_INCOMPLETE } from '@shop/shared/admin-rules';
import {
  EXPIRED_RESET_TOKEN,
  GOOGLE_LINK_NEEDS_PASSWORD,
  GOOGLE_LINK_WRONG_PASSWORD,
  INVALID_LOGIN,
  INVALID_RESET_TOKEN,
  PASSWORD_RULE,
  PHONE_DIGITS_ONLY,
  PHONE_INVALID,
  PHONE_INVALID_MYANMAR,
} from '@shop/shared/auth';
import {
  CART_ITEM_NOT_FOUND,
  LINE_LIMIT,
  OUT_OF_STOCK,
  outOfStockMessage,
  QUANTITY_RANGE,
} from '@shop/shared/cart-rules';
import { PRODUCT_NOT_FOUND } from '@shop/shared/catalog-rules';
import { FAVORITES_LOGIN_REQUIRED } from '@shop/shared/favorites';
import { ORDER_NOT_FOUND } from '@shop/shared/orders-rules';
import {
  KBZPAY_UNAVAILABLE,
  PAYMENT_ALREADY_WAITING,
  PAYMENT_NOT_OPEN,
  PAYMENT_NOT_WAITING,
  REJECT_REASON_REQUIRED,
  TRANSACTION_ID_INVALID,
  TRANSACTION_ID_REQUIRED,
  transactionAlreadyConfirmed,
} from '@shop/shared/payments-rules';
import { errorMessage } from '../lib/i18n.ts';
import { TOO_MANY_ATTEMPTS } from '../modules/auth/auth-limits.ts';
import { ADMIN_REQUIRED, LOGIN_REQUIRED } from '../plugins/auth.ts';
import { MY_ERRORS } from './my-errors.ts';

const MYANMAR = /[\u1000-\u109f]/;

describe('Burmese error sentences', () => {
  it('translate the sentences the API sends (a renamed English sentence fails here)', () => {
    const sentences = [
      INVALID_LOGIN,
      PASSWORD_RULE,
      INVALID_RESET_TOKEN,
      EXPIRED_RESET_TOKEN,
      PHONE_DIGITS_ONLY,
      PHONE_INVALID,
      PHONE_INVALID_MYANMAR,
      FILL_REQUIRED,
      OUT_OF_STOCK,
      LINE_LIMIT,
      QUANTITY_RANGE,
      CART_ITEM_NOT_FOUND,
      PRODUCT_NOT_FOUND,
      ORDER_NOT_FOUND,
      FAVORITES_LOGIN_REQUIRED,
      TOO_MANY_ATTEMPTS,
      LOGIN_REQUIRED,
      ADMIN_REQUIRED,
      PRICE_INVALID,
      STOCK_INVALID,
      VARIANT_INCOMPLETE,
      KBZPAY_UNAVAILABLE,
      PAYMENT_NOT_OPEN,
      PAYMENT_ALREADY_WAITING,
      PAYMENT_NOT_WAITING,
      TRANSACTION_ID_REQUIRED,
      TRANSACTION_ID_INVALID,
      REJECT_REASON_REQUIRED,
      GOOGLE_LINK_NEEDS_PASSWORD,
      GOOGLE_LINK_WRONG_PASSWORD,
    ];
    for (const sentence of sentences) {
      expect(MY_ERRORS[sentence], sentence).toMatch(MYANMAR);
      expect(errorMessage(sentence, 'en')).toBe(sentence);
    }
  });

  it('translates sentences with numbers and statuses, in Myanmar digits', () => {
    expect(errorMessage(outOfStockMessage(3), 'my')).toBe('ဝမ်းနည်းပါသည်၊ ဤပစ္စည်း ၃ ခုသာ ကျန်ပါသည်');
    expect(errorMessage('Please keep this under 120 characters', 'my')).toBe('အက္ခရာ ၁၂၀ လုံးအောက်သာ ရေးပါ');
    expect(errorMessage(illegalMove('delivered', 'pending'), 'my')).toBe('မှာယူမှုကို ပို့ဆောင်ပြီး မှ စောင့်ဆိုင်းဆဲ သို့ ပြောင်း၍ မရပါ');
    expect(errorMessage(transactionAlreadyConfirmed(['ORD-7KQ2-M9XD-4H']), 'my')).toBe(
      'ဤ Transaction ID ကို အော်ဒါ ORD-7KQ2-M9XD-4H တွင် အတည်ပြုပြီး ဖြစ်ပါသည်',
    );
    expect(errorMessage('A sentence nobody translated', 'my')).toBe('A sentence nobody translated');
  });

  it('are Burmese, every one', () => {
    for (const [english, burmese] of Object.entries(MY_ERRORS)) expect(burmese, english).toMatch(MYANMAR);
  });
});
