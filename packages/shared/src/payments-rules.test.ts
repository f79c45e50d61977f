import { describe, expect, it } from 'vitest';
import {
  paymentNoteText,
  readPaymentNote,
  transactionIdText,
  transactionKey,
  type PaymentNote,
} from './payments-rules.ts';
import { SubmitPaymentSchema } from './payments.ts';

describe('KBZ Pay notes on an order timeline', () => {
  it('reads back every note the server writes', () => {
    const notes: PaymentNote[] = [
      { kind: 'kbzpayConfirmed', transactionId: 'W1', wallet: 'wavepay' },
      { kind: 'kbzpayRejected', transactionId: 'B-2', reason: 'Short', wallet: 'bank' },
      { kind: 'kbzpayExpired', wallet: 'cbpay' },
      { kind: 'kbzpayClosed', transactionId: 'A 3', wallet: 'ayapay' },
      { kind: 'kbzpayConfirmed', transactionId: '01003984022' },
      { kind: 'kbzpayRejected', transactionId: 'KBZ-77', reason: 'Wrong amount (5,000 short): please send the rest' },
      { kind: 'kbzpayRejected', transactionId: 'A1', reason: 'ငွေပမာဏ မမှန်ပါ\nနောက်တစ်ကြိမ် ပို့ပါ' },
      { kind: 'kbzpayClosed', transactionId: '0100 3984 022' },
      { kind: 'kbzpayConfirmed', transactionId: '0100 3984-022' },
      { kind: 'kbzpayExpired' },
    ];
    for (const note of notes) expect(readPaymentNote(paymentNoteText(note))).toEqual(note);
  });

  it('keeps the English sentences the timeline has always stored', () => {
    expect(paymentNoteText({ kind: 'kbzpayConfirmed', transactionId: 'X1' })).toBe(
      'KBZ Pay payment confirmed (transaction X1)',
    );
    expect(paymentNoteText({ kind: 'kbzpayRejected', transactionId: 'X1', reason: 'No such transfer' })).toBe(
      'KBZ Pay payment rejected (transaction X1): No such transfer',
    );
    expect(paymentNoteText({ kind: 'kbzpayExpired' })).toBe('KBZ Pay payment not received in time');
    expect(paymentNoteText({ kind: 'kbzpayConfirmed', transactionId: 'X1', wallet: 'wavepay' })).toBe(
      'Wave Pay payment confirmed (transaction X1)',
    );
  });

  it('is null for any other text', () => {
    for (const text of ['', 'Called the customer', 'KBZ Pay payment confirmed', 'KBZ Pay payment confirmed (x y)'])
      expect(readPaymentNote(text)).toBeNull();
  });
});

describe('KBZ Pay transaction ids', () => {
  it('compare as one key however they are typed: dashes, spaces, Myanmar digits, case', () => {
    const typed = ['0100-3984-022', '01003984022', '0100 3984 022', '၀၁၀၀-၃၉၈၄-၀၂၂', ' ၀၁၀၀ 3984 ၀၂၂ '];
    for (const id of typed) expect(transactionKey(id), id).toBe('01003984022');
    expect(transactionKey('kbz-77')).toBe(transactionKey('KBZ 77'));
    expect(transactionKey('KBZ-77')).not.toBe(transactionKey('KBZ-78'));
  });

  it('take what a Burmese keyboard or a copied receipt puts in them: ဝ for zero, any dash, odd spaces', () => {
    // U+101D (the letter wa) looks like, and is typed for, the digit zero ၀ (U+1040).
    const typed = [
      '\u101D\u1041\u1040\u1040-3984-022',
      '0100\u20133984\u2014022',
      '0100\u00A03984\u200B022',
      '0100\u22123984 022',
    ];
    for (const id of typed) expect(transactionKey(id), id).toBe('01003984022');
    expect(transactionIdText('0100\u2013၃၉၈၄\u00A0\u00A0022')).toBe('0100-3984 022');
    for (const ok of typed) expect(SubmitPaymentSchema.safeParse({ transactionId: ok }).success, ok).toBe(true);
    // Other Burmese letters are no part of an id.
    expect(SubmitPaymentSchema.safeParse({ transactionId: 'က၁၂၃' }).success).toBe(false);
  });

  it('are kept in Latin digits and upper case, with single spaces', () => {
    expect(transactionIdText(' kbz-၂၆၁၁   0001 ')).toBe('KBZ-2611 0001');
  });

  it('may be typed in Myanmar digits, never with other signs or with no letter or digit', () => {
    for (const ok of ['၀၁၀၀၃၉၈၄၀၂၂', '0100 3984 022', 'kbz-77'])
      expect(SubmitPaymentSchema.safeParse({ transactionId: ok }).success, ok).toBe(true);
    for (const bad of ['', '---', 'KBZ #1', '01/02', 'x'.repeat(41)])
      expect(SubmitPaymentSchema.safeParse({ transactionId: bad }).success, bad).toBe(false);
  });
});
