import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders';
import { formatDateTime } from '@shop/shared/dates';
import { orderConfirmationMail } from './order-mail.ts';
import { newOrderNoticeMail } from './order-mail.ts';

const order: Order = {
  orderId: 'ORD-7KQ2-M9XD-4H',
  createdAt: '2026-01-05T03:00:00.000Z',
  status: 'pending',
  total: 28_000,
  subtotal: 25_000,
  shippingCost: 3_000,
  items: [
    {
      productId: 'p1',
      itemName: 'Golden Land Hoodie',
      itemNameMy: 'ရွှေမြေ ဟူဒီ',
      quantity: 1,
      size: 'M',
      color: 'Black',
      colorMy: 'အနက်',
      price: 25_000,
      image: null,
    },
  ],
  shippingAddress: {
    name: 'Ma Thida',
    email: '',
    phone: '09777222333',
    region: 'yangon',
    city: 'yangon',
    township: 'Sanchaung',
    fullAddress: 'No. 12, Baho Road',
    deliveryNotes: '',
  },
  payment: { method: 'cod', status: 'pending' },
  delivery: {
    zoneId: 12,
    regionMy: 'ရန်ကုန်တိုင်းဒေသကြီး',
    cityMy: 'ရန်ကုန်',
    townshipMy: 'စမ်းချောင်း',
    estimateEn: '1–2 days',
    estimateMy: '၁–၂ ရက်',
    returnReason: null,
  },
  isGuestOrder: true,
  guestEmail: null,
  timeline: [],
};
const kbzpay: Order = { ...order, payment: { method: 'kbzpay', status: 'pending' } };

describe("the owner's new-order mail", () => {
  it('says the township and the cash to collect in its subject, to sort orders from a phone’s mail list', () => {
    expect(newOrderNoticeMail('http://shop.test', 'inbox@shop.test', order).subject).toBe(
      'New order ORD-7KQ2-M9XD-4H: Sanchaung · collect 28,000 MMK',
    );
    expect(newOrderNoticeMail('http://shop.test', 'inbox@shop.test', kbzpay).subject).toBe(
      'New order ORD-7KQ2-M9XD-4H: Sanchaung · KBZ Pay 28,000 MMK, nothing to collect',
    );
  });

  it('names them in Burmese, with Myanmar digits, for an inbox that reads Burmese', () => {
    const mail = newOrderNoticeMail('http://shop.test', 'inbox@shop.test', order, 'my');
    expect(mail.subject).toBe('အော်ဒါအသစ် ORD-7KQ2-M9XD-4H: စမ်းချောင်း · ၂၈,၀၀၀ ကျပ် ကောက်ခံရန်');
    expect(newOrderNoticeMail('http://shop.test', 'inbox@shop.test', kbzpay, 'my').subject).toBe(
      'အော်ဒါအသစ် ORD-7KQ2-M9XD-4H: စမ်းချောင်း · KBZ Pay ၂၈,၀၀၀ ကျပ်၊ ငွေကောက်ရန် မလို',
    );
    // A township the shop's table does not list stays as the shopper typed it.
    const unlisted = { ...order, delivery: { ...order.delivery, townshipMy: '' } };
    expect(newOrderNoticeMail('http://shop.test', 'inbox@shop.test', unlisted, 'my').subject).toContain(
      ': Sanchaung · ',
    );
  });
});

describe("the customer's order confirmation", () => {
  it('dates the order and names the place the way the screens do, in Myanmar time', () => {
    const burmese = orderConfirmationMail('http://shop.test', order, 'my').text;
    expect(burmese).toContain(formatDateTime(order.createdAt, 'my'));
    expect(burmese).toContain('၂၀၂၆ ဇန်နဝါရီ ၅ ၊ ၉:၃၀');
    expect(burmese).toContain('စမ်းချောင်း၊ ရန်ကုန်၊ ရန်ကုန်တိုင်းဒေသကြီး');
    expect(burmese).toContain('၁–၂ ရက်');
    const english = orderConfirmationMail('http://shop.test', order, 'en').text;
    expect(english).toContain('5 Jan 2026, 09:30');
    expect(english).toContain('1–2 days');
  });
});
