import { toMyanmarDigits } from '@shop/shared/language';
import type { ServerMessages } from './en.ts';

/** The server's words in Burmese (Unicode), the same shape as `en.ts`. */
export const my: ServerMessages = {
  languageSaved: 'ဘာသာစကားကို သိမ်းဆည်းပြီးပါပြီ',
  ownerAlerts: {
    orderCreated: (orderId: string) => `🛒 အော်ဒါအသစ် ${orderId}`,
    transferSubmitted: (orderId: string) => `💸 စစ်ဆေးရန် ငွေလွှဲ- ${orderId}`,
    orderExpired: (orderId: string) => `⏰ အော်ဒါ ${orderId} ကို အချိန်မီ ငွေမပေးချေသဖြင့် ပယ်ဖျက်လိုက်ပါပြီ`,
    lowStock: (count: string) => `📦 ယနေ့ လက်ကျန်နည်းနေသော ဆိုဒ် ${count} ခု`,
    test: '✅ စမ်းသပ်သတိပေးချက်- ဤလမ်းကြောင်း အလုပ်လုပ်ပါသည်။',
    total: 'စုစုပေါင်း',
    township: 'မြို့နယ်',
    payment: 'ငွေပေးချေမှု',
    transactionId: 'Transaction ID',
    left: (count: string) => `${count} ခု ကျန်`,
    more: (count: string) => `…နောက်ထပ် ${count} ခု`,
  },
  mail: {
    hello: (name: string) => `မင်္ဂလာပါ ${name}၊`,
    linkFallback: 'ခလုတ်ကို နှိပ်၍ မရပါက ဤလင့်ခ်ကို ဘရောက်ဇာထဲသို့ ကူးထည့်ပါ-',
    verify: {
      subject: 'သင့်အီးမေးလ်လိပ်စာကို အတည်ပြုပေးပါ',
      intro: 'အကောင့်ဖွင့်ပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။ မှာယူမှုများအကြောင်း ဆက်သွယ်နိုင်ရန် သင့်အီးမေးလ်လိပ်စာကို အတည်ပြုပေးပါ။',
      footer: 'သင် အကောင့်ဖွင့်ထားခြင်း မရှိပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။',
      button: 'အီးမေးလ် အတည်ပြုရန်',
      textLink: 'အီးမေးလ် အတည်ပြုရန်',
    },
    reset: {
      subject: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
      intro: 'သင့်စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် တောင်းဆိုချက် ရရှိပါသည်။ အောက်ပါလင့်ခ်ကို တစ်နာရီအတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။',
      footer: 'ဤတောင်းဆိုချက်ကို သင် မပြုလုပ်ခဲ့ပါက လျစ်လျူရှုနိုင်ပါသည်- သင့်စကားဝှက် မပြောင်းလဲပါ။',
      button: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
      textLink: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
    },
    order: {
      subject: (orderId: string) => `မှာယူမှု အတည်ပြုပြီး- ${orderId}`,
      thanks: (name: string) => `${name} ရေ၊ မှာယူပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။`,
      number: 'မှာယူမှုနံပါတ်',
      placed: 'မှာယူသည့်နေ့',
      item: 'ပစ္စည်း',
      quantity: 'အရေအတွက်',
      amount: 'ကျသင့်ငွေ',
      subtotal: 'ပစ္စည်းတန်ဖိုး',
      shipping: 'ပို့ဆောင်ခ',
      total: 'စုစုပေါင်း',
      deliveringTo: 'ပို့ဆောင်မည့်လိပ်စာ-',
      notes: 'မှတ်ချက်',
      estimate: (estimate: string) => `ခန့်မှန်း ပို့ဆောင်ချိန်- ပစ္စည်းထွက်ပြီး ${estimate}`,
      cashOnDelivery: 'ပစ္စည်းရောက်မှ ငွေချေစနစ်- ပစ္စည်းရောက်ရှိချိန်တွင် ကျသင့်ငွေကို အသင့်ပြင်ထားပေးပါ။',
      receivedSubject: (orderId: string, wallet: string, hours: string) =>
        `မှာယူမှု လက်ခံရရှိပြီး- ${orderId}၊ ${wallet} ဖြင့် ${hours} နာရီအတွင်း ငွေပေးချေပါ`,
      transfer: (wallet: string, amount: string, hours: string, link: string) =>
        `${wallet} ဖြင့် ${amount} ကို ${hours} နာရီအတွင်း အော်ဒါနံပါတ်ကို မှတ်ချက် (Reference) အဖြစ်ရေး၍ လွှဲပြီး Transaction ID ကို ${link} တွင် ပို့ပေးပါ။ ငွေလွှဲကို စစ်ဆေးပြီးမှ မှာယူမှုကို အတည်ပြုပါမည်။ သတ်မှတ်ချိန်အတွင်း ငွေမရပါက မှာယူမှုကို ပယ်ဖျက်ပါမည်။`,
      see: 'မှာယူမှုကို ကြည့်ရန်',
    },
    newOrder: {
      subject: (orderId: string, township: string, cash: string | null, transfer: string) =>
        `အော်ဒါအသစ် ${orderId}: ${township} · ${cash ? `${cash} ကောက်ခံရန်` : `${transfer}၊ ငွေကောက်ရန် မလို`}`,
      heading: 'အော်ဒါအသစ် ရောက်ရှိလာပါပြီ',
      number: 'အော်ဒါနံပါတ်',
      total: 'စုစုပေါင်း',
      customer: 'ဝယ်သူ',
      deliverTo: 'ပို့ရန်လိပ်စာ',
      notes: 'မှတ်ချက်',
      methods: {
        cod: 'ပစ္စည်းရောက်ငွေချေ',
        kbzpay: 'KBZ Pay',
        wavepay: 'Wave Pay',
        ayapay: 'AYA Pay',
        cbpay: 'CB Pay',
        bank: 'ဘဏ်ငွေလွှဲ',
      },
      open: 'အက်ဒမင်စာမျက်နှာတွင် ဖွင့်ကြည့်ရန်',
    },
    status: {
      subject: (orderId: string, status: string) => `မှာယူမှု ${orderId}- ${status}`,
      label: 'အခြေအနေ',
      names: {
        pending: 'စောင့်ဆိုင်းဆဲ',
        processing: 'ပြင်ဆင်နေဆဲ',
        shipped: 'ပို့ဆောင်နေဆဲ',
        delivered: 'ပို့ဆောင်ပြီး',
        cancelled: 'ပယ်ဖျက်ပြီး',
      },
      news: {
        pending: 'သင့်မှာယူမှုကို လက်ခံရရှိပါပြီ။',
        processing: 'သင့်မှာယူမှုကို ပြင်ဆင်နေပါသည်။',
        shipped: 'သင့်ပစ္စည်းများ လမ်းခရီးတွင် ရှိနေပါပြီ။',
        delivered: 'သင့်ပစ္စည်းများ ရောက်ရှိပြီးပါပြီ။ ဝယ်ယူအားပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
        cancelled: 'သင့်မှာယူမှုကို ပယ်ဖျက်လိုက်ပါပြီ။ မမျှော်လင့်ထားပါက ဤအီးမေးလ်ကို ပြန်ကြားပေးပါ။',
      },
      courier: (courier: string) => `ပို့ဆောင်သူ- ${courier}`,
      tracking: (number: string) => `ခြေရာခံနံပါတ်- ${number}`,
      returned: {
        refused: 'ပို့ဆောင်သူက ပစ္စည်းကို ပြန်ယူလာပါသည်- အိမ်ရှေ့တွင် လက်ခံရန် ငြင်းဆိုခဲ့ပါသည်။',
        unreachable: 'ပို့ဆောင်သူက ပစ္စည်းကို ပြန်ယူလာပါသည်- ပို့ဆောင်ရန် သင့်ကို ဆက်သွယ်၍ မရခဲ့ပါ။',
      },
      refundPaid: (phone: string, wallet: string) =>
        `ဤအော်ဒါအတွက် ${wallet} ဖြင့် ငွေပေးချေပြီးဖြစ်သဖြင့် သင့်ငွေကို ပြန်လွှဲပေးရန် ဖုန်း ${toMyanmarDigits(phone)} သို့ ဆက်သွယ်ပါမည်။`,
      refundIfPaid: (phone: string, wallet: string) =>
        `ဤအော်ဒါအတွက် ${wallet} ဖြင့် ငွေလွှဲပြီးပါက သင့်ငွေကို ပြန်လွှဲပေးရန် ဖုန်း ${toMyanmarDigits(phone)} သို့ ဆက်သွယ်ပါမည်။ ဤအော်ဒါအတွက် Transaction ID ထပ်မံ မပို့ပါနှင့်။`,
    },
    changed: {
      subject: (orderId: string) => `အော်ဒါ ${orderId} ကို ပြင်ဆင်ပြီးပါပြီ`,
      news: 'သင်နှင့် ပြောဆိုထားသည့်အတိုင်း သင့်အော်ဒါကို ပြင်ဆင်ပြီးပါပြီ။ ယခုအော်ဒါမှာ အောက်ပါအတိုင်း ဖြစ်ပါသည်။',
      total: 'စုစုပေါင်း',
      delivery: 'ပို့ခ',
      address: 'ပို့ရမည့်နေရာ',
    },
    payment: {
      rejectedSubject: (orderId: string, wallet: string) => `အော်ဒါ ${orderId}: သင့် ${wallet} ငွေလွှဲကို အတည်မပြုနိုင်ပါ`,
      rejected: (orderId: string, wallet: string) => `အော်ဒါ ${orderId} အတွက် ပေးပို့ထားသော ${wallet} ငွေလွှဲကို အတည်မပြုနိုင်ပါ။`,
      reason: (reason: string) => `အကြောင်းရင်း: ${reason}`,
      sendCorrect: (amount: string) => `ငွေလွှဲကို ပြန်စစ်ပြီး ${amount} အတွက် မှန်ကန်သော Transaction ID ကို ပို့ပေးပါ။`,
      sendAnother: 'Transaction ID အသစ် ပို့ရန်',
      expiredSubject: (orderId: string) => `အော်ဒါ ${orderId} ကို ပယ်ဖျက်လိုက်ပါပြီ`,
      expired: (orderId: string, amount: string, wallet: string) =>
        `အော်ဒါ ${orderId} အတွက် ${wallet} ငွေ ${amount} ကို သတ်မှတ်ချိန်အတွင်း မရရှိသဖြင့် အော်ဒါကို ပယ်ဖျက်ပြီး ပစ္စည်းများကို ဆိုင်သို့ ပြန်ထည့်လိုက်ပါပြီ။`,
      confirmedSubject: (orderId: string) => `ငွေပေးချေမှု အတည်ပြုပြီး- အော်ဒါ ${orderId}`,
      confirmed: (orderId: string, amount: string, wallet: string) =>
        `အော်ဒါ ${orderId} အတွက် ${wallet} ဖြင့် ပေးချေထားသော ${amount} ကို စစ်ဆေးပြီး အတည်ပြုလိုက်ပါပြီ။ သင့်မှာယူမှုကို အတည်ပြုပြီး ပြင်ဆင်နေပါပြီ။`,
      transactionId: (id: string) => `Transaction ID- ${id}`,
      arrivedSubject: (orderId: string, wallet: string, amount: string) =>
        `စစ်ဆေးရန် ငွေပေးချေမှု- ${orderId}၊ ${wallet} ${amount}`,
      arrived: (name: string, wallet: string, amount: string) =>
        `${name} က ${amount} အတွက် ${wallet} Transaction ID ပို့ထားပါသည်။ ${wallet} အကောင့်တွင် စစ်ဆေးပြီး အတည်ပြုရန် သို့မဟုတ် ငြင်းပယ်ရန်။`,
      usedOn: (orders: string) => `ဤ Transaction ID ကို အော်ဒါ ${orders} အတွက်လည်း ပို့ထားပါသည်။`,
      check: 'စစ်ဆေးရန် ငွေပေးချေမှုများကို ဖွင့်ရန်',
      alreadyPaid: 'ငွေပေးချေပြီးပါက Transaction ID ဖြင့် ဤအီးမေးလ်ကို ပြန်ကြားပေးပါ။',
      see: 'အော်ဒါကို ကြည့်ရန်',
    },
    contact: {
      subject: (subject: string) => `ဆက်သွယ်ရန်ဖောင်- ${subject}`,
      from: 'ပေးပို့သူ',
      subjectLabel: 'အကြောင်းအရာ',
    },
    /** The shop's answer to a contact message, in the language the sender wrote in. */
    reply: {
      subject: (subject: string) => `Re: ${subject}`,
      greeting: (name: string) => `မင်္ဂလာပါ ${name}၊`,
      youWrote: (date: string) => `${date} တွင် သင်ရေးခဲ့သည်မှာ-`,
    },
  },
  head: {
    homeTitle: 'မြန်မာအတွက် လမ်းဘေးဖက်ရှင်',
    homeDescription:
      'STREETWEAR MM — မြန်မာအတွက် လမ်းဘေးဖက်ရှင်- တီရှပ်၊ ဟူဒီ၊ ဆွယ်တာနှင့် အခြားများ၊ ပစ္စည်းရောက်မှ ငွေချေ၊ ဈေးနှုန်းများ ကျပ်ဖြင့်။',
    allProducts: 'ပစ္စည်းအားလုံး',
    searchResults: (q: string) => `“${q}” အတွက် ရလဒ်များ`,
    categoryDescription: (title: string) =>
      `STREETWEAR MM ရှိ ${title}- မြန်မာအတွက် လမ်းဘေးဖက်ရှင်၊ ဈေးနှုန်းများ ကျပ်ဖြင့်၊ ပစ္စည်းရောက်မှ ငွေချေ။`,
    productFallback: (subCategory: string, brand: string) => `${brand} မှ ${subCategory}`,
    loading: 'ဖွင့်နေပါသည်…',
    noScript: 'ဤစာမျက်နှာအတွက် JavaScript လိုအပ်ပါသည်၊ ဤဘရောက်ဇာတွင် ပိတ်ထားပါသည်။',
    noScriptReadable: 'ဆိုင်၏ ပစ္စည်းများနှင့် စာမျက်နှာများကို JavaScript မပါဘဲ ဖတ်နိုင်ပါသည်။',
    notFoundTitle: 'စာမျက်နှာ ရှာမတွေ့ပါ',
    notFoundBody: 'သင်ရှာနေသော စာမျက်နှာ မရှိပါ သို့မဟုတ် နေရာပြောင်းသွားပါပြီ။',
    goHome: 'ပင်မစာမျက်နှာသို့ သွားရန်',
    productNotFoundTitle: 'ပစ္စည်း ရှာမတွေ့ပါ',
    productNotFoundBody: 'ဤပစ္စည်း မရှိပါ သို့မဟုတ် ရောင်းချခြင်း မရှိတော့ပါ။',
    goBack: 'နောက်သို့',
    home: 'ပင်မ',
    pages: {
      '/about': {
        title: 'ကျွန်ုပ်တို့အကြောင်း',
        description: 'STREETWEAR MM ရန်ကုန်က စနေ၊ တနင်္ဂနွေဈေးတန်းမှာ စတင်ခဲ့ပုံနှင့် မြန်မာအတွက် ကိုယ်နဲ့တော်ပြီး ကြာရှည်ခံသော အဝတ်အစားများ ပြုလုပ်ပုံ။',
      },
      '/terms': {
        title: 'ဝန်ဆောင်မှု စည်းမျဉ်းစည်းကမ်းများ',
        description:
          'STREETWEAR MM တွင် တင်သော အော်ဒါတိုင်း၏ စည်းမျဉ်းများ- ဈေးနှုန်း၊ ငွေပေးချေမှု၊ ပို့ဆောင်မှု၊ ပစ္စည်းပြန်အပ်ခြင်းနှင့် ငွေပြန်အမ်းခြင်း။',
      },
      '/privacy-policy': {
        title: 'ကိုယ်ရေးအချက်အလက်မူဝါဒ',
        description:
          'STREETWEAR MM က အဝတ်အစားရောင်းချရန်နှင့် ပို့ဆောင်ရန် ကောက်ယူသော အချက်အလက်များ၊ လုံခြုံစွာ သိမ်းဆည်းပုံနှင့် ဘယ်တော့မှ မရောင်းချကြောင်း။',
      },
      '/faq': {
        title: 'မေးလေ့ရှိသော မေးခွန်းများ',
        description: 'STREETWEAR MM တွင် မှာယူခြင်း၊ ပို့ဆောင်ခြင်း၊ ဆိုဒ်နှင့် ပစ္စည်းပြန်အပ်ခြင်းဆိုင်ရာ အမြန်အဖြေများ။',
      },
      '/contact': {
        title: 'ဆက်သွယ်ရန်',
        description:
          'အော်ဒါ၊ ဆိုဒ် ဒါမှမဟုတ် သင့်အသင်းအတွက် အများအပြား မှာယူခြင်းနဲ့ ပတ်သက်ပြီး မေးစရာရှိပါသလား? STREETWEAR MM ကို မက်ဆေ့ချ်ပို့လိုက်ပါ၊ ၂၄ နာရီအတွင်း ပြန်ဆက်သွယ်ပေးပါမယ်။',
      },
    },
  },
};
