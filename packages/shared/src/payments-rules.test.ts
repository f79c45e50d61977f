import { describe, expect, it } from 'vitest';
import { paymentNoteText, readPaymentNote, type PaymentNote } from './payments-rules.ts';

describe('KBZ Pay notes on an order timeline', () => {
  it('reads back every note the server writes', () => {
    const notes: PaymentNote[] = [
      { kind: 'kbzpayConfirmed', transactionId: '01003984022' },
      { kind: 'kbzpayRejected', transactionId: 'KBZ-77', reason: 'Wrong amount (5,000 short): please send the rest' },
      { kind: 'kbzpayRejected', transactionId: 'A1', reason: 'ငွေပမာဏ မမှန်ပါ\nနောက်တစ်ကြိမ် ပို့ပါ' },
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
  });

  it('is null for any other text', () => {
    for (const text of ['', 'Called the customer', 'KBZ Pay payment confirmed', 'KBZ Pay payment confirmed (x y)'])
      expect(readPaymentNote(text)).toBeNull();
  });
});
