import type { DemoProduct } from './catalog-demo.ts';

/**
 * The demo catalogue in Burmese: each product's name and a line about it, written for a Burmese
 * shopper (short, the way a shop in Yangon would say it, not a word-for-word copy of the English).
 * Keyed by the English name; `catalog-seeder.test.ts` checks that every demo product has one.
 */
export const demoBurmese: Record<string, { name: string; description: string }> = {
  'Shwedagon Sunset Tee': {
    name: 'ရွှေတိဂုံ နေဝင်ချိန် တီရှပ်',
    description: 'ညနေခင်း ရွှေတိဂုံဘုရားကို ရင်ဘတ်မှာ ပုံနှိပ်ထားတဲ့ တီရှပ်။',
  },
  'Yangon Circle Line Tee': {
    name: 'ရန်ကုန် မြို့ပတ်ရထား တီရှပ်',
    description: 'မြို့ပတ်ရထား လမ်းကြောင်းကို ကျောဘက်မှာ ပုံဖော်ထားပါတယ်။',
  },
  'Inle Lake Boxy Tee': {
    name: 'အင်းလေး အကျယ် တီရှပ်',
    description: 'အင်းလေးက လှေလှော်သမားပုံနဲ့ ပွပွလေး ဝတ်ရတဲ့ တီရှပ်။',
  },
  'Bagan Balloon Tee': {
    name: 'ပုဂံ မိုးပျံပူဖောင်း တီရှပ်',
    description: 'ပုဂံ မနက်ခင်း ကောင်းကင်က မိုးပျံပူဖောင်းတွေကို ပုံနှိပ်ထားပါတယ်။',
  },
  'Thanaka Pocket Tee': {
    name: 'သနပ်ခါး အိတ်ကပ် တီရှပ်',
    description: 'သနပ်ခါးရောင် အိတ်ကပ်လေးပါတဲ့ ပေါ့ပါးတဲ့ တီရှပ်။',
  },
  'Mandalay Hill Long Sleeve Tee': {
    name: 'မန္တလေးတောင် လက်ရှည် တီရှပ်',
    description: 'မန္တလေးတောင်ပုံ လက်ရှည်၊ ညဘက် အေးတဲ့အခါ ဝတ်ဖို့။',
  },
  'Monsoon Oversized Tee': {
    name: 'မိုးရာသီ အိုဗာဆိုက် တီရှပ်',
    description: 'မိုးတွင်း စိုထိုင်းချိန်မှာ လေဝင်လေထွက်ကောင်းအောင် ပွပွ ချုပ်ထားပါတယ်။',
  },
  'Mohinga Club Tee': {
    name: 'မုန့်ဟင်းခါး ကလပ် တီရှပ်',
    description: 'မနက်စာ မုန့်ဟင်းခါး ချစ်သူတွေအတွက် ကလပ်တံဆိပ် တီရှပ်။',
  },
  'Sule Pagoda Ringer Tee': {
    name: 'ဆူးလေ အနားကွပ် တီရှပ်',
    description: 'လည်ပင်းနဲ့ လက်မှာ အရောင်ကွဲ အနားကွပ်ပါတဲ့ ဆူးလေဘုရားပုံ တီရှပ်။',
  },
  'Chinlone Crop Tee': {
    name: 'ခြင်းလုံး ခါးတို တီရှပ်',
    description: 'ခြင်းလုံးပုံလေးနဲ့ ခါးတိုပုံစံ၊ ခါးမြင့် ဘောင်းဘီနဲ့ လိုက်ပါတယ်။',
  },
  'Kyaikhtiyo Graphic Tee': {
    name: 'ကျိုက်ထီးရိုး ပုံနှိပ် တီရှပ်',
    description: 'ကျိုက်ထီးရိုး ဆံတော်ရှင်ကို မျဉ်းကြောင်းနဲ့ ပုံဖော်ထားပါတယ်။',
  },
  'Ayeyarwady Wave Tee': {
    name: 'ဧရာဝတီ လှိုင်း တီရှပ်',
    description: 'ဧရာဝတီ လှိုင်းပုံလေးနဲ့ ရိုးရိုးရှင်းရှင်း နေ့စဉ်ဝတ် တီရှပ်။',
  },
  'Golden Land Hoodie': {
    name: 'ရွှေမြေ ဟူဒီ',
    description: '“ရွှေမြေ” စာလုံးကြီး ထိုးထားတဲ့ အထူသား ဟူဒီ။',
  },
  'Kandawgyi Zip Hoodie': {
    name: 'ကန်တော်ကြီး ဇစ် ဟူဒီ',
    description: 'ရှေ့ဇစ်ပါလို့ ဝတ်ရချွတ်ရ လွယ်တဲ့ ဟူဒီ၊ ကန်ပတ်လမ်း လမ်းလျှောက်ဖို့။',
  },
  'Hsinbyume Pastel Hoodie': {
    name: 'ဆင်ဖြူမယ် အရောင်နု ဟူဒီ',
    description: 'ဆင်ဖြူမယ်စေတီလို ဖြူဖွေးနုရွတဲ့ အရောင်တွေနဲ့ ဟူဒီ။',
  },
  'Night Market Hoodie': {
    name: 'ညဈေး ဟူဒီ',
    description: 'ညဈေးတန်းက မီးရောင်တွေကို ပုံဖော်ထားတဲ့ ဟူဒီ။',
  },
  'Pyin Oo Lwin Fleece Hoodie': {
    name: 'ပြင်ဦးလွင် အမွေးပွ ဟူဒီ',
    description: 'ပြင်ဦးလွင် ဆောင်းရာသီအတွက် အတွင်းသား အမွေးပွ နွေးနွေး ဟူဒီ။',
  },
  'Irrawaddy Crewneck': {
    name: 'ဧရာဝတီ လည်ဝိုင်း ဆွယ်တာ',
    description: 'ဧရာဝတီမြစ်ကြောင်းကို ချည်ထိုးထားတဲ့ လည်ဝိုင်း ဆွယ်တာ။',
  },
  'Teak Crewneck': {
    name: 'ကျွန်း လည်ဝိုင်း ဆွယ်တာ',
    description: 'ကျွန်းသစ် အရောင်အသွေးကို အားကျပြီး ဒီဇိုင်းထုတ်ထားတဲ့ ဆွယ်တာ။',
  },
  'Thingyan Water Crewneck': {
    name: 'သင်္ကြန် ရေကစား ဆွယ်တာ',
    description: 'သင်္ကြန် ရေပက်ပွဲရဲ့ ပျော်ရွှင်မှုကို ရင်ဘတ်မှာ ပုံနှိပ်ထားပါတယ်။',
  },
  'Heritage Script Crewneck': {
    name: 'မြန်မာစာ လက်ရေးလှ ဆွယ်တာ',
    description: 'မြန်မာ လက်ရေးလှ စာလုံးတွေ ပုံနှိပ်ထားတဲ့ လည်ဝိုင်း ဆွယ်တာ။',
  },
  'Strand Road Coach Jacket': {
    name: 'ကမ်းနားလမ်း ဂျာကင်',
    description: 'ပေါ့ပါးပြီး လေမဝင်တဲ့ ကြယ်သီးတပ် ဂျာကင်။',
  },
  'Monsoon Windbreaker': {
    name: 'မိုးရာသီ လေကာ ဂျာကင်',
    description: 'မိုးဖွဲဖွဲ လေတိုက်တဲ့နေ့တွေအတွက် ခေါက်သိမ်းလို့ရတဲ့ လေကာ ဂျာကင်။',
  },
  'Taunggyi Varsity Jacket': {
    name: 'တောင်ကြီး ဗာစီတီ ဂျာကင်',
    description: '“တောင်ကြီး” စာလုံး ထိုးထားတဲ့ ကောလိပ်ပုံစံ ဂျာကင်။',
  },
  'Ngapali Track Jacket': {
    name: 'ငပလီ အားကစား ဂျာကင်',
    description: 'ကမ်းခြေ မနက်ခင်း လမ်းလျှောက်ဖို့ ပေါ့ပါးတဲ့ အားကစား ဂျာကင်။',
  },
  'Chaungtha Sweat Shorts': {
    name: 'ချောင်းသာ ဘောင်းဘီတို',
    description: 'ကမ်းခြေခရီးနဲ့ အိမ်မှာ ဝတ်ဖို့ ပျော့ပျော့ ဘောင်းဘီတို။',
  },
  'Kalaw Fleece Shorts': {
    name: 'ကလော အမွေးပွ ဘောင်းဘီတို',
    description: 'ကလောရဲ့ အေးမြတဲ့ မနက်ခင်းတွေအတွက် အမွေးပွ ဘောင်းဘီတို။',
  },
  'Downtown Mesh Shorts': {
    name: 'မြို့လယ် ပိုက်ကွက် ဘောင်းဘီတို',
    description: 'လေဝင်လေထွက်ကောင်းတဲ့ ပိုက်ကွက်သား၊ ဘတ်စကတ်ဘော ကစားဖို့။',
  },
  'Lotus Lounge Shorts': {
    name: 'ကြာပန်း အိမ်နေ ဘောင်းဘီတို',
    description: 'ကြာပန်းပုံလေးပါတဲ့ အိမ်မှာ အေးအေးဆေးဆေး ဝတ်ဖို့ ဘောင်းဘီတို။',
  },
  'Pagoda Runner Sneaker': {
    name: 'စေတီ ပြေးဖိနပ်',
    description: 'နေ့တိုင်း လမ်းလျှောက်ဖို့ ပေါ့ပါးပြီး ခြေဖဝါးအောက်ခံ ပျော့တဲ့ ရှူးဖိနပ်။',
  },
  'Yangon Court Sneaker': {
    name: 'ရန်ကုန် ကွင်း ရှူးဖိနပ်',
    description: 'ဘယ်ဝတ်စုံနဲ့မဆို လိုက်တဲ့ ရိုးရှင်းသန့်ပြန့် ရှူးဖိနပ်။',
  },
  'Tea Shop Slides': {
    name: 'လက်ဖက်ရည်ဆိုင် ဆလိုက်ဖိနပ်',
    description: 'လက်ဖက်ရည်ဆိုင် ထွက်ဖို့ စီးရချွတ်ရ လွယ်တဲ့ ဆလိုက်ဖိနပ်။',
  },
  'Riverside Canvas Sneaker': {
    name: 'မြစ်ကမ်း ကင်းဗတ် ရှူးဖိနပ်',
    description: 'မြစ်ကမ်းနား လမ်းလျှောက်ဖို့ ကင်းဗတ်သား ရှူးဖိနပ်။',
  },
  'Golden Rock Cap': {
    name: 'ရွှေကျောက် ဦးထုပ်',
    description: 'ရွှေကျောက်ပုံ ထိုးထားတဲ့ ဦးထုပ်၊ နောက်ဘက်မှာ ချိန်ညှိလို့ရပါတယ်။',
  },
  'Inle Bucket Hat': {
    name: 'အင်းလေး ဘတ်ကက် ဦးထုပ်',
    description: 'နေပူရှောင်ဖို့ အနားဝိုင်း ဦးထုပ်၊ ခေါက်ပြီး အိတ်ထဲ ထည့်လို့ရပါတယ်။',
  },
  'Shan Hills Beanie': {
    name: 'ရှမ်းရိုးမ သိုးမွှေး ဦးထုပ်',
    description: 'ရှမ်းတောင်တန်း ဆောင်းရာသီအတွက် နွေးနွေး ထိုးထည် ဦးထုပ်။',
  },
  'Bogyoke Market Tote': {
    name: 'ဗိုလ်ချုပ်ဈေး လက်ဆွဲအိတ်',
    description: 'ဈေးဝယ်ထွက်ဖို့ ခိုင်ခံ့တဲ့ ပိတ်သား လက်ဆွဲအိတ်။',
  },
  'Yangon Crossbody Bag': {
    name: 'ရန်ကုန် ကန့်လန့်လွယ်အိတ်',
    description: 'ဖုန်းနဲ့ ပိုက်ဆံအိတ် ထည့်ဖို့ သေးသေးလေး ကန့်လန့်လွယ်အိတ်။',
  },
  'Longyi Stripe Socks': {
    name: 'လုံချည်အစင်း ခြေအိတ်',
    description: 'လုံချည်ကွက်ကို အားကျထားတဲ့ အစင်းပါ ခြေအိတ်။',
  },
  'Dad Cap Classic': {
    name: 'ကလာစစ် ပျော့ဦးထုပ်',
    description: 'ပုံသေမထားတဲ့ ပျော့ပျော့ ဦးထုပ်၊ ဘယ်ဝတ်စုံနဲ့မဆို လိုက်ပါတယ်။',
  },
};

/** Each main category's material, in Burmese (the English ones are `demoMaterials`). */
export const demoMaterialsMy: Record<DemoProduct['main'], string> = {
  'T-shirt': 'ချည်သား ၁၀၀%၊ ၂၂၀ gsm',
  Sweater: 'ချည် ၈၀%၊ ပိုလီစတာ ၂၀%၊ အတွင်းသား အမွေးပွ၊ ၃၈၀ gsm',
  Outerwear: 'နိုင်လွန် အပြင်သား၊ ပိုလီစတာ ပိုက်ကွက် အတွင်းခံ',
  Shorts: 'ချည် ၈၀%၊ ပိုလီစတာ ၂၀%၊ အတွင်းသား အမွေးပွ၊ ၃၈၀ gsm',
  Shoe: 'ကင်းဗတ် အပေါ်သား၊ ရော်ဘာ အောက်ခံ',
  Accessory: 'ချည် တွီးသား',
};

/** The product page's Details in Burmese: where it is made, what of, and how to wash it. */
export function detailsHtmlMy(product: DemoProduct, brand: string): string {
  return `<p>ရန်ကုန် စတူဒီယိုက ဒီဇိုင်း၊ နေပူရက်ရော ညဘက်ပါ ဝတ်လို့ကောင်းအောင် ချုပ်ထားပါတယ်။</p>
<ul><li>ပစ္စည်းသား- ${demoMaterialsMy[product.main]}</li><li>တံဆိပ်- ${brand}</li><li>ရေအေးနဲ့ အတွင်းပြန်လှန်ပြီး လျှော်ပါ၊ အရိပ်မှာ လှန်းပါ။</li></ul>`;
}
