import { joinSyllableFinals, toMyanmarDigits, type Language } from '@shop/shared/language';

/**
 * The words of the stock file's report (each bad row's reason) and of the back-in-stock mail, in
 * both languages (decision 050). The report is read in the language the owner's screen asks for.
 */
const en = {
  header: (columns: string) => `The first line must name the columns ${columns}`,
  empty: 'The file has no rows under its header',
  tooManyRows: (max: number) => `The file has more than ${max} rows`,
  unknownProduct: (id: string) => `No product has the id "${id}"`,
  unknownColor: (product: string, color: string) => `${product} has no colour "${color}"`,
  unknownSize: (product: string, color: string, size: string) => `${product} in ${color} has no size "${size}"`,
  stock: (value: string) => `Stock "${value}" must be a whole number from 0 to 100,000`,
  price: (value: string) => `Price "${value}" must be a whole number of kyat from 0 to 100,000,000`,
  priceDiffers: (line: number, price: number) => `Line ${line} gives this product another price (${price})`,
  repeated: (line: number) => `This colour and size is on line ${line} already`,
  checked: (changes: number, errors: number) =>
    errors ? `The file has ${errors} rows to fix; nothing was changed` : `${changes} changes to apply`,
  applied: (changes: number, products: number) => `${changes} changes saved to ${products} products`,
  mail: {
    subject: (name: string) => `Back in stock: ${name}`,
    hello: 'Hello,',
    news: (name: string, color: string, size: string) =>
      `Good news: ${name} in ${color}, size ${size}, is back in stock. Sizes go fast, so order soon if you still want it.`,
    button: 'See the product',
    footer: 'You asked us to tell you when this size was back. We will not write about it again.',
  },
};

const my: typeof en = {
  header: (columns: string) => `ပထမစာကြောင်းတွင် ကော်လံများ ${columns} ပါရပါမည်`,
  empty: 'ဖိုင်တွင် ခေါင်းစီးအောက်၌ အတန်းမရှိပါ',
  tooManyRows: (max: number) => `ဖိုင်တွင် အတန်း ${toMyanmarDigits(max.toLocaleString('en-US'))} ထက် ပိုနေပါသည်`,
  unknownProduct: (id: string) => `"${id}" အိုင်ဒီဖြင့် ပစ္စည်း မရှိပါ`,
  unknownColor: (product: string, color: string) => `${product} တွင် "${color}" အရောင် မရှိပါ`,
  unknownSize: (product: string, color: string, size: string) => `${product} ${color} အရောင်တွင် "${size}" ဆိုဒ် မရှိပါ`,
  stock: (value: string) => `လက်ကျန် "${value}" သည် ၀ မှ ၁၀၀,၀၀၀ အထိ ကိန်းပြည့် ဖြစ်ရပါမည်`,
  price: (value: string) => `ဈေးနှုန်း "${value}" သည် ၀ မှ ၁၀၀,၀၀၀,၀၀၀ ကျပ်အထိ ကိန်းပြည့် ဖြစ်ရပါမည်`,
  priceDiffers: (line: number, price: number) =>
    `စာကြောင်း ${toMyanmarDigits(String(line))} တွင် ဤပစ္စည်းအတွက် အခြားဈေးနှုန်း (${toMyanmarDigits(String(price))}) ပေးထားပါသည်`,
  repeated: (line: number) => `ဤအရောင်နှင့် ဆိုဒ်သည် စာကြောင်း ${toMyanmarDigits(String(line))} တွင် ရှိပြီးသား ဖြစ်ပါသည်`,
  checked: (changes: number, errors: number) =>
    errors
      ? `ဖိုင်တွင် ပြင်ရန် အတန်း ${toMyanmarDigits(String(errors))} ခု ရှိပါသည်။ ဘာမျှ မပြောင်းလဲရသေးပါ`
      : `ပြောင်းလဲချက် ${toMyanmarDigits(String(changes))} ခု သိမ်းရန် အသင့်ဖြစ်ပါပြီ`,
  applied: (changes: number, products: number) =>
    `ပစ္စည်း ${toMyanmarDigits(String(products))} မျိုးတွင် ပြောင်းလဲချက် ${toMyanmarDigits(String(changes))} ခု သိမ်းပြီးပါပြီ`,
  mail: {
    subject: (name: string) => `ပြန်ရောက်ပါပြီ- ${name}`,
    hello: 'မင်္ဂလာပါ၊',
    news: (name: string, color: string, size: string) =>
      `သတင်းကောင်းပါ- ${name} (${color}၊ ဆိုဒ် ${size}) ပစ္စည်း ပြန်ရောက်ပါပြီ။ ဆိုဒ်များ မြန်မြန်ကုန်တတ်သဖြင့် လိုချင်သေးပါက စောစော မှာယူပါ။`,
    button: 'ပစ္စည်းကို ကြည့်ရန်',
    footer: 'ဤဆိုဒ် ပြန်ရောက်လျှင် အသိပေးရန် သင် တောင်းဆိုထားခဲ့ပါသည်။ ဤအကြောင်း ထပ်မံ စာမပို့ပါ။',
  },
};

export type StockFileWords = typeof en;

/** The report's Burmese sentences with word joiners, so the owner's screen never breaks a syllable (decision 040). */
const myJoined = Object.fromEntries(
  Object.entries(my).map(([key, say]) => [
    key,
    typeof say === 'function'
      ? (...args: unknown[]) => joinSyllableFinals((say as (...values: unknown[]) => string)(...args))
      : typeof say === 'string'
        ? joinSyllableFinals(say)
        : say,
  ]),
) as StockFileWords;

export function stockFileWords(language: Language): StockFileWords {
  return language === 'my' ? myJoined : en;
}
