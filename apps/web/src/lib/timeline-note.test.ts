import { afterAll, describe, expect, it } from 'vitest';
import { paymentNoteText, type PaymentNote } from '@shop/shared/payments-rules';
import { activateLanguage, translate as t, wordsLoaded } from './i18n.ts';
import { joinSyllableFinals as joined } from '../../message-catalogues.ts';
import { localTimelineNote } from './timeline-note.ts';

const confirmed: PaymentNote = { kind: 'kbzpayConfirmed', transactionId: '01003984022' };
const rejected: PaymentNote = { kind: 'kbzpayRejected', transactionId: 'KBZ-77', reason: 'No such transfer' };
const expired: PaymentNote = { kind: 'kbzpayExpired' };
const closed: PaymentNote = { kind: 'kbzpayClosed', transactionId: '0100 3984 022' };

afterAll(() => activateLanguage('en'));

describe('timeline notes the server writes, in the reader’s language', () => {
  it('shows them in Burmese to a Burmese reader, the transaction id and the typed reason as they are', async () => {
    await activateLanguage('my');
    await wordsLoaded();
    expect(localTimelineNote(paymentNoteText(confirmed), t)).toBe(
      joined('KBZ Pay ငွေပေးချေမှုကို အတည်ပြုပြီးပါပြီ (Transaction ID 01003984022)'),
    );
    expect(localTimelineNote(paymentNoteText(rejected), t)).toBe(
      joined('KBZ Pay ငွေပေးချေမှုကို ငြင်းပယ်ခဲ့သည် (Transaction ID KBZ-77)- No such transfer'),
    );
    expect(localTimelineNote(paymentNoteText(expired), t)).toBe(joined('KBZ Pay ငွေပေးချေမှုကို သတ်မှတ်ချိန်အတွင်း မရရှိခဲ့ပါ'));
    expect(localTimelineNote(paymentNoteText(closed), t)).toBe(
      joined('KBZ Pay ငွေလွှဲကို မစစ်ဆေးခဲ့ပါ (Transaction ID 0100 3984 022)- အော်ဒါကို ပယ်ဖျက်ခဲ့သည်'),
    );
    // Any other note is shown as it was written.
    expect(localTimelineNote('Called the customer', t)).toBe('Called the customer');
  });

  it('shows an English reader the sentence the server wrote', async () => {
    await activateLanguage('en');
    await wordsLoaded();
    for (const note of [confirmed, rejected, expired, closed])
      expect(localTimelineNote(paymentNoteText(note), t)).toBe(paymentNoteText(note));
  });
});
