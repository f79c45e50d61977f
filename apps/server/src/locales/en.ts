import type { Order, ReturnReason } from '@shop/shared/orders';

/**
 * Everything the server writes for a person to read, in English: mails and the server-filled page
 * head. `my.ts` has the same shape in Burmese. Error messages are the API's own English sentences
 * (the wire contract); `my.ts` translates them.
 */
export const en = {
  languageSaved: 'Language saved',
  /** Alerts on the owner's phone (Telegram, webhook): short lines a lock screen shows. */
  ownerAlerts: {
    orderCreated: (orderId: string) => `🛒 New order ${orderId}`,
    transferSubmitted: (orderId: string) => `💸 Transfer to check: ${orderId}`,
    orderExpired: (orderId: string) => `⏰ Order ${orderId} cancelled: not paid in time`,
    lowStock: (count: string) => `📦 Low stock today: ${count} sizes`,
    test: '✅ Test alert: this channel works.',
    total: 'Total',
    township: 'Township',
    payment: 'Payment',
    transactionId: 'Transaction ID',
    left: (count: string) => `${count} left`,
    more: (count: string) => `…and ${count} more`,
  },
  mail: {
    hello: (name: string) => `Hello ${name},`,
    linkFallback: 'If the button does not work, copy this link into your browser:',
    verify: {
      subject: 'Please verify your email address',
      intro: 'Thank you for signing up. Please confirm your email address so we can reach you about your orders.',
      footer: 'If you did not create an account, you can ignore this email.',
      button: 'Verify email',
      textLink: 'Verify your email',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'We received a request to reset your password. The link below works once, within one hour.',
      footer: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
      button: 'Reset password',
      textLink: 'Reset your password',
    },
    order: {
      subject: (orderId: string) => `Order confirmed: ${orderId}`,
      thanks: (name: string) => `Thank you for your order, ${name}!`,
      number: 'Order number',
      placed: 'Placed on',
      item: 'Item',
      quantity: 'Qty',
      amount: 'Amount',
      subtotal: 'Subtotal',
      shipping: 'Shipping',
      total: 'Total',
      deliveringTo: 'Delivering to:',
      notes: 'Notes',
      estimate: (estimate: string) => `Estimated delivery: ${estimate} after dispatch`,
      cashOnDelivery: 'Cash on delivery: please have the exact amount ready when your order arrives.',
      /** A wallet order's first mail: received, not confirmed; it is confirmed once the transfer is checked. */
      receivedSubject: (orderId: string, wallet: string, hours: string) =>
        `Order received: ${orderId}, please pay by ${wallet} within ${hours} hours`,
      transfer: (wallet: string, amount: string, hours: string, link: string) =>
        `Please pay ${amount} by ${wallet} within ${hours} hours, with the order number as the reference, then send the transaction id at ${link}. We confirm your order once we have checked the payment; unpaid, it is cancelled after that time.`,
      see: 'See your order',
    },
    /** The owner's notice of a new order (to SHOP_EMAIL). */
    newOrder: {
      /** Read in a phone's mail list: where it goes, and the cash to collect (none when paid by transfer). */
      subject: (orderId: string, township: string, cash: string | null, transfer: string) =>
        `New order ${orderId}: ${township} · ${cash ? `collect ${cash}` : `${transfer}, nothing to collect`}`,
      heading: 'A new order has arrived',
      number: 'Order number',
      total: 'Total',
      customer: 'Customer',
      deliverTo: 'Deliver to',
      notes: 'Notes',
      methods: {
        cod: 'Cash on delivery',
        kbzpay: 'KBZ Pay',
        wavepay: 'Wave Pay',
        ayapay: 'AYA Pay',
        cbpay: 'CB Pay',
        bank: 'Bank transfer',
      } satisfies Record<Order['payment']['method'], string>,
      open: 'Open it in the admin panel',
    },
    status: {
      subject: (orderId: string, status: string) => `Order ${orderId}: ${status}`,
      label: 'Status',
      names: {
        pending: 'Pending',
        processing: 'Processing',
        shipped: 'Shipped',
        delivered: 'Delivered',
        cancelled: 'Cancelled',
      } satisfies Record<Order['status'], string>,
      news: {
        pending: 'We have received your order.',
        processing: 'We are preparing your order.',
        shipped: 'Your order is on its way.',
        delivered: 'Your order has been delivered. Thank you for shopping with us!',
        cancelled: 'Your order has been cancelled. If you did not expect this, please reply to this email.',
      } satisfies Record<Order['status'], string>,
      /** Who carries a shipped parcel, and its tracking number when there is one. */
      courier: (courier: string) => `Courier: ${courier}`,
      tracking: (number: string) => `Tracking number: ${number}`,
      /** Why a shipped order came back to the shop (a courier return), said after the news. */
      returned: {
        refused: 'The courier brought it back: the delivery was refused at the door.',
        unreachable: 'The courier brought it back: we could not reach you to deliver it.',
      } satisfies Record<ReturnReason, string>,
      /** A cancelled transfer order that was paid: how the money comes back. */
      refundPaid: (phone: string, wallet: string) =>
        `You paid for this order by ${wallet}: we will phone you at ${phone} to send your money back.`,
      /** A cancelled transfer order not (or not yet seen) paid: what happens to a transfer already made. */
      refundIfPaid: (phone: string, wallet: string) =>
        `If you already sent money for this order by ${wallet}, we will phone you at ${phone} to send it back. Please do not send a transaction id for this order.`,
    },
    /** The owner changed the order before it shipped (docs/decisions/047). */
    changed: {
      subject: (orderId: string) => `Order ${orderId} has been updated`,
      news: 'We have updated your order as we agreed with you. Here is your order as it is now.',
      total: 'Total',
      delivery: 'Delivery',
      address: 'Deliver to',
    },
    payment: {
      rejectedSubject: (orderId: string, wallet: string) =>
        `Order ${orderId}: we could not confirm your ${wallet} payment`,
      rejected: (orderId: string, wallet: string) =>
        `We could not confirm the ${wallet} transfer you sent for order ${orderId}.`,
      reason: (reason: string) => `Reason: ${reason}`,
      sendCorrect: (amount: string) => `Please check the transfer and send the correct transaction id for ${amount}.`,
      sendAnother: 'Send another transaction id',
      expiredSubject: (orderId: string) => `Order ${orderId} has been cancelled`,
      expired: (orderId: string, amount: string, wallet: string) =>
        `We did not receive the ${wallet} payment of ${amount} for order ${orderId} in time, so the order has been cancelled and its items returned to the shop.`,
      confirmedSubject: (orderId: string) => `Payment confirmed: order ${orderId}`,
      confirmed: (orderId: string, amount: string, wallet: string) =>
        `We have checked and confirmed your ${wallet} payment of ${amount} for order ${orderId}. Your order is confirmed and we are preparing it.`,
      transactionId: (id: string) => `Transaction id: ${id}`,
      /** The owner's notice that a shopper sent a transaction id. */
      arrivedSubject: (orderId: string, wallet: string, amount: string) =>
        `Payment to check: ${orderId}, ${wallet} ${amount}`,
      arrived: (name: string, wallet: string, amount: string) =>
        `${name} sent a ${wallet} transaction id for ${amount}. Please check it in your ${wallet} account, then confirm or reject it.`,
      usedOn: (orders: string) => `This transaction id was also sent for order ${orders}.`,
      check: 'Open the payments to check',
      alreadyPaid: 'If you have already paid, please reply to this email with the transaction id.',
      see: 'See your order',
    },
    contact: {
      subject: (subject: string) => `Contact form: ${subject}`,
      from: 'From',
      subjectLabel: 'Subject',
    },
    /** The shop's answer to a contact message, in the language the sender wrote in. */
    reply: {
      subject: (subject: string) => `Re: ${subject}`,
      greeting: (name: string) => `Hello ${name},`,
      youWrote: (date: string) => `On ${date} you wrote:`,
    },
  },
  head: {
    homeTitle: 'Streetwear for Myanmar',
    homeDescription:
      'STREETWEAR MM — streetwear for Myanmar: tees, hoodies, crewnecks and more, cash on delivery, prices in MMK.',
    allProducts: 'All Products',
    /** The shop's pages searched (the app's listing.results). */
    searchResults: (q: string) => `Results for “${q}”`,
    categoryDescription: (title: string) =>
      `${title} at STREETWEAR MM: streetwear for Myanmar, prices in MMK, cash on delivery.`,
    productFallback: (subCategory: string, brand: string) => `${subCategory} by ${brand}`,
    /** The line index.html shows until the app's code has run. */
    loading: 'Loading…',
    /** Its line with JavaScript off (the web's no-script.json), and the link to the pages that can be read. */
    noScript: 'This page needs JavaScript, which is off in this browser.',
    noScriptReadable: 'The shop’s products and pages can be read without it.',
    /** An address that is no page of the shop (the app's own not-found page says the same). */
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go to the home page',
    /** A product address that names no product (the product page's own not-found words). */
    productNotFoundTitle: 'Product Not Found',
    productNotFoundBody: 'This product does not exist or is no longer available.',
    /** The product page's way out: back, or to the shop's grid when the page was the first one. */
    goBack: 'Go Back',
    /** The first breadcrumb. */
    home: 'Home',
    /** The shop's own pages (their titles as the pages show them). */
    pages: {
      '/about': {
        title: 'About Us',
        description:
          'How STREETWEAR MM began at a weekend market in Yangon, and the clothes we make for Myanmar: made to fit, to last and to suit the weather.',
      },
      '/terms': {
        title: 'Terms of Service',
        description: 'The terms of every order at STREETWEAR MM: prices, payment, delivery, returns and refunds.',
      },
      '/privacy-policy': {
        title: 'Privacy Policy',
        description:
          'What STREETWEAR MM collects to sell you clothes and deliver them, how it is kept safe, and that it is never sold.',
      },
      '/faq': {
        title: 'Frequently Asked Questions',
        description: 'Quick answers about ordering, delivery, sizes and returns at STREETWEAR MM.',
      },
      '/contact': {
        title: 'Contact Us',
        description:
          'Questions about an order, a size or a bulk order for your team? Send STREETWEAR MM a message and we will get back to you within 24 hours.',
      },
    },
  },
};

export type ServerMessages = typeof en;
