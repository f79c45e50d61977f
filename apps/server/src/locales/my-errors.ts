import { toMyanmarDigits } from '@shop/shared/language';
import { my } from './my.ts';

const STATUS: Record<string, string> = my.mail.status.names;

/**
 * The API's error sentences in Burmese, keyed by the English sentence the API sends (which stays
 * exactly as the wire contract says for every client that does not ask for Burmese). A sentence
 * missing here goes out in English.
 */
export const MY_ERRORS: Record<string, string> = {
  // Back in stock and the stock file (decision 050)
  'This size is in stock: you can order it now': 'ဤဆိုဒ် လက်ကျန်ရှိပါသည်- ယခု မှာယူနိုင်ပါသည်',
  'This product has no such colour and size': 'ဤပစ္စည်းတွင် ထိုအရောင်နှင့် ဆိုဒ် မရှိပါ',
  'Too many back-in-stock requests for this email or phone. Please try again later.':
    'ဤအီးမေးလ် သို့မဟုတ် ဖုန်းဖြင့် ပြန်ရောက်လျှင် အသိပေးရန် တောင်းဆိုမှု များလွန်းနေပါသည်။ နောက်မှ ထပ်ကြိုးစားပါ။',
  'Please choose a colour': 'အရောင် ရွေးပေးပါ',
  'Please choose a size': 'ဆိုဒ် ရွေးပေးပါ',
  'This file is not a CSV file. Please upload the stock file exported from the shop.':
    'ဤဖိုင်သည် CSV ဖိုင် မဟုတ်ပါ။ ဆိုင်မှ ထုတ်ယူထားသော လက်ကျန်ဖိုင်ကို တင်ပါ။',
  'The file is larger than 2 MB. Please split it into smaller files.': 'ဖိုင်သည် ၂ MB ထက် ကြီးနေပါသည်။ ဖိုင်ငယ်များအဖြစ် ခွဲပါ။',
  'Please choose the stock file (CSV) to upload': 'တင်မည့် လက်ကျန်ဖိုင် (CSV) ကို ရွေးပါ',
  'Request not found': 'တောင်းဆိုမှု ရှာမတွေ့ပါ',
  // Sign-up, sign-in, reset, verification
  'Invalid email or password': 'အီးမေးလ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်',
  'Password must be at least 8 characters long and contain at least one letter and one number.':
    'စကားဝှက်သည် အနည်းဆုံး အက္ခရာ ၈ လုံး ရှိရမည်ဖြစ်ပြီး စာလုံးတစ်လုံးနှင့် ဂဏန်းတစ်လုံး အနည်းဆုံး ပါရပါမည်။',
  'Invalid reset token': 'စကားဝှက်ပြန်သတ်မှတ်သည့် လင့်ခ် မမှန်ကန်ပါ',
  'Reset token has expired': 'စကားဝှက်ပြန်သတ်မှတ်သည့် လင့်ခ် သက်တမ်းကုန်သွားပါပြီ',
  'User already exists': 'ဤအီးမေးလ်ဖြင့် အကောင့်ရှိပြီးသား ဖြစ်ပါသည်',
  'This phone number is already used by another account': 'ဤဖုန်းနံပါတ်ကို အခြားအကောင့်တစ်ခုက အသုံးပြုထားပြီး ဖြစ်ပါသည်',
  'Please enter your email or phone number': 'အီးမေးလ် သို့မဟုတ် ဖုန်းနံပါတ် ထည့်ပါ',
  'Password is required': 'စကားဝှက် ထည့်ပါ',
  'Current password is required': 'လက်ရှိစကားဝှက် ထည့်ပါ',
  'Current password is incorrect': 'လက်ရှိစကားဝှက် မှားနေပါသည်',
  'New password must be different from the current password': 'စကားဝှက်အသစ်သည် လက်ရှိစကားဝှက်နှင့် မတူရပါ',
  'Too many attempts. Please wait a few minutes and try again.': 'ကြိုးစားမှု များလွန်းနေပါသည်။ မိနစ်အနည်းငယ် စောင့်ပြီး ထပ်ကြိုးစားပါ။',
  'Google sign-in is not configured': 'Google ဖြင့် ဝင်ရောက်ခြင်းကို မဖွင့်ထားပါ',
  'Google sign-in has expired. Please try again.': 'Google ဖြင့် ဝင်ရောက်မှု သက်တမ်းကုန်သွားပါပြီ။ ထပ်ကြိုးစားပါ။',
  'Google sign-in could not be verified. Please try again.': 'Google ဖြင့် ဝင်ရောက်မှုကို အတည်မပြုနိုင်ပါ။ ထပ်ကြိုးစားပါ။',
  'Google sign-in is unavailable right now. Please try again later.':
    'Google ဖြင့် ဝင်ရောက်ခြင်း ယခု မရနိုင်ပါ။ နောက်မှ ထပ်ကြိုးစားပါ။',
  'Your Google email address is not verified.': 'သင့် Google အီးမေးလ်လိပ်စာကို အတည်မပြုရသေးပါ။',
  'This email belongs to the shop’s admin account. Enter its password once to link your Google sign-in to it.':
    'ဤအီးမေးလ်သည် ဆိုင်၏ စီမံခန့်ခွဲသူအကောင့် ဖြစ်ပါသည်။ Google ဖြင့် ဝင်ရောက်ခြင်းကို ချိတ်ဆက်ရန် ၎င်း၏ စကားဝှက်ကို တစ်ကြိမ် ထည့်ပါ။',
  'That password is not right. Please try again.': 'စကားဝှက် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။',
  'Please log in to continue': 'ဆက်လုပ်ရန် အကောင့်သို့ ဝင်ပါ',
  'Please log in again': 'အကောင့်သို့ ပြန်ဝင်ပါ',
  'Please login to view your favorites': 'နှစ်သက်သည့်ပစ္စည်းများ ကြည့်ရန် အကောင့်သို့ ဝင်ပါ',
  'Admin access required': 'စီမံခန့်ခွဲသူ ခွင့်ပြုချက် လိုအပ်ပါသည်',
  // Forms
  'Name is required': 'အမည် ထည့်ပါ',
  'Email is required': 'အီးမေးလ် ထည့်ပါ',
  'Please enter a valid email address': 'မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ',
  'Phone is required': 'ဖုန်းနံပါတ် ထည့်ပါ',
  'Phone number must contain digits only': 'ဖုန်းနံပါတ်တွင် ဂဏန်းများသာ ပါရပါမည်',
  'Please enter a valid phone number': 'မှန်ကန်သော ဖုန်းနံပါတ် ထည့်ပါ',
  'Please enter a valid Myanmar mobile number (09…)': 'မှန်ကန်သော မြန်မာ မိုဘိုင်းဖုန်းနံပါတ် (၀၉…) ထည့်ပါ',
  'Please fill in all required fields.': 'လိုအပ်သည့် အကွက်အားလုံးကို ဖြည့်ပါ။',
  'Region is required': 'တိုင်းဒေသကြီး/ပြည်နယ် ရွေးပါ',
  'City is required': 'မြို့ ရွေးပါ',
  'Township is required': 'မြို့နယ် ထည့်ပါ',
  'Full address is required': 'လိပ်စာအပြည့်အစုံ ထည့်ပါ',
  'Payment method is required': 'ငွေပေးချေမည့်နည်းလမ်း ရွေးပါ',
  'Please choose a region from the list': 'စာရင်းထဲမှ တိုင်းဒေသကြီး/ပြည်နယ်ကို ရွေးပါ',
  'Please choose a city from the list': 'စာရင်းထဲမှ မြို့ကို ရွေးပါ',
  'Please choose a township from the list': 'စာရင်းထဲမှ မြို့နယ်ကို ရွေးပါ',
  'Please choose cash on delivery or one of the wallets the shop offers':
    'ပစ္စည်းရောက်မှ ငွေချေစနစ် သို့မဟုတ် ဆိုင်က ပေးထားသော ငွေပေးချေနည်းတစ်ခုကို ရွေးပါ',
  'Account number: digits, with spaces or dashes between groups':
    'အကောင့်နံပါတ်- ဂဏန်းများသာ (အုပ်စုများကြားတွင် space သို့မဟုတ် dash ထည့်နိုင်သည်)',
  'Unknown wallet': 'ဤငွေပေးချေနည်းကို မသိပါ',
  'KBZ Pay is not available at the moment. Please choose cash on delivery.':
    'လောလောဆယ် KBZ Pay မရနိုင်ပါ။ ပစ္စည်းရောက်မှ ငွေချေစနစ်ကို ရွေးပါ။',
  'Billing details are required': 'ပို့ဆောင်မည့်အချက်အလက်များ ဖြည့်ပါ',
  'Subject is required': 'အကြောင်းအရာ ထည့်ပါ',
  'Message is required': 'စာ ရေးပါ',
  'Email or phone is required': 'အီးမေးလ် သို့မဟုတ် ဖုန်းနံပါတ် ထည့်ပါ',
  'Order number is required': 'မှာယူမှုနံပါတ် ထည့်ပါ',
  // Cart, products, orders
  'Please select a size': 'ဆိုဒ် ရွေးပါ',
  'Product is required': 'ပစ္စည်း ရွေးပါ',
  'Product not found': 'ပစ္စည်းကို ရှာမတွေ့ပါ',
  'Order not found': 'မှာယူမှုကို ရှာမတွေ့ပါ',
  'Cart item not found': 'ခြင်းထဲတွင် ဤပစ္စည်း မရှိပါ',
  'This colour is not available for this product': 'ဤပစ္စည်းအတွက် ဤအရောင် မရနိုင်ပါ',
  'This size is not available in this colour': 'ဤအရောင်တွင် ဤဆိုဒ် မရနိုင်ပါ',
  'Sorry this item is out of stock': 'ဝမ်းနည်းပါသည်၊ ဤပစ္စည်း ကုန်သွားပါပြီ',
  'You can have at most 10 of each item': 'ပစ္စည်းတစ်မျိုးလျှင် အများဆုံး ၁၀ ခုသာ ဝယ်နိုင်ပါသည်',
  'Quantity must be a whole number from 1 to 10': 'အရေအတွက်သည် ၁ မှ ၁၀ အထိ ကိန်းပြည့်ဖြစ်ရပါမည်',
  'A cart holds at most 100 lines': 'ခြင်းတစ်ခုတွင် အများဆုံး ၁၀၀ ကြောင်းသာ ထည့်နိုင်ပါသည်',
  'This request was already used for a different order': 'ဤတောင်းဆိုချက်ကို အခြားမှာယူမှုတစ်ခုအတွက် သုံးပြီးဖြစ်ပါသည်',
  'Page must be a whole number from 1': 'စာမျက်နှာသည် ၁ မှစသော ကိန်းပြည့်ဖြစ်ရပါမည်',
  // KBZ Pay
  'This order is not waiting for a KBZ Pay transfer': 'ဤမှာယူမှုသည် KBZ Pay ငွေလွှဲကို စောင့်နေခြင်း မရှိပါ',
  'A transaction id for this order is already waiting to be checked':
    'ဤမှာယူမှုအတွက် Transaction ID တစ်ခု စစ်ဆေးရန် စောင့်နေပြီး ဖြစ်ပါသည်',
  'This payment is not waiting to be checked': 'ဤငွေပေးချေမှုသည် စစ်ဆေးရန် စောင့်နေခြင်း မရှိပါ',
  'Transaction id is required': 'Transaction ID ထည့်ပါ',
  'Please enter the transaction id as your payment app shows it (letters and digits)':
    'KBZ Pay တွင် ပြထားသည့်အတိုင်း Transaction ID ကို ထည့်ပါ (စာလုံးနှင့် ဂဏန်းများ)',
  'Please say why the payment is rejected': 'ငွေပေးချေမှုကို ငြင်းပယ်ရသည့် အကြောင်းရင်းကို ရေးပါ',
  'Payment not found': 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ',
  'allowDuplicate must be true or false': 'allowDuplicate သည် true သို့မဟုတ် false ဖြစ်ရပါမည်',
  // Generic answers of the error handler
  'Not found': 'ရှာမတွေ့ပါ',
  'Invalid request': 'တောင်းဆိုချက် မမှန်ကန်ပါ',
  'The request could not be read. Please check what you sent.': 'တောင်းဆိုချက်ကို ဖတ်၍ မရပါ။ ပေးပို့သည့်အချက်အလက်ကို စစ်ဆေးပါ။',
  'The request could not be handled.': 'တောင်းဆိုချက်ကို ဆောင်ရွက်၍ မရပါ။',
  'That request is too large.': 'တောင်းဆိုချက် အရွယ်အစား ကြီးလွန်းပါသည်။',
  'That type of content is not accepted here.': 'ဤအမျိုးအစားကို လက်မခံပါ။',
  'Too many requests. Please wait a moment and try again.': 'တောင်းဆိုမှု များလွန်းနေပါသည်။ ခဏစောင့်ပြီး ထပ်ကြိုးစားပါ။',
  'Something went wrong. Please try again.': 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်ကြိုးစားပါ။',
  // Abuse limits and outages (decision 028)
  'The shop is unavailable for a moment. Please try again shortly.': 'ဆိုင်ကို ခဏတာ အသုံးပြု၍ မရသေးပါ။ ခဏနေမှ ထပ်ကြိုးစားပါ။',
  'Text must not contain the NUL character (U+0000)': 'စာသားတွင် NUL စာလုံး (U+0000) မပါရပါ',
  'Too many orders in a short time. Please wait a while, or sign in to order, and try again.':
    'အချိန်တိုအတွင်း အော်ဒါ များလွန်းနေပါသည်။ ခဏစောင့်ပါ သို့မဟုတ် အကောင့်ဝင်၍ မှာယူပြီး ထပ်ကြိုးစားပါ။',
  'Too many items are waiting in unpaid guest orders. Please wait a while, or sign in to order, and try again.':
    'ငွေမချေရသေးသော ဧည့်သည်အော်ဒါများတွင် ပစ္စည်း များလွန်းနေပါသည်။ ခဏစောင့်ပါ သို့မဟုတ် အကောင့်ဝင်၍ မှာယူပြီး ထပ်ကြိုးစားပါ။',
  'This product changed while you were editing it (units may have sold since you opened it). Reload it to see the current stock, then make your changes again.':
    'ဤပစ္စည်းကို သင်ပြင်ဆင်နေစဉ် ပြောင်းလဲသွားပါပြီ (သင်ဖွင့်ထားစဉ် အချို့ ရောင်းချပြီး ဖြစ်နိုင်ပါသည်)။ လက်ရှိ လက်ကျန်ကို ကြည့်ရန် ပြန်ဖွင့်ပြီး ပြင်ဆင်မှုများကို ထပ်မံ ပြုလုပ်ပါ။',
  // Admin
  'Batch name is required': 'အသုတ်အမည် ထည့်ပါ',
  'Please add at least one product to the batch': 'အသုတ်ထဲသို့ ပစ္စည်း အနည်းဆုံး တစ်ခု ထည့်ပါ',
  'A batch holds at most 200 products of each gender': 'အသုတ်တစ်ခုတွင် ကျား/မ တစ်မျိုးလျှင် ပစ္စည်း ၂၀၀ အထိသာ ထည့်နိုင်ပါသည်',
  'Please fill in product name, select a color, add stock for at least one size, and upload images':
    'ပစ္စည်းအမည် ဖြည့်ပါ၊ အရောင် ရွေးပါ၊ ဆိုဒ် အနည်းဆုံး တစ်ခုအတွက် လက်ကျန် ထည့်ပြီး ပုံများ တင်ပါ',
  'Main category is required': 'အဓိကအမျိုးအစား ရွေးပါ',
  'Price must be a whole number of kyat, 0 or more': 'ဈေးနှုန်းသည် ၀ သို့မဟုတ် ထို့ထက်များသော ကျပ် ကိန်းပြည့် ဖြစ်ရပါမည်',
  'Stock must be a whole number, 0 or more': 'လက်ကျန်သည် ၀ သို့မဟုတ် ထို့ထက်များသော ကိန်းပြည့် ဖြစ်ရပါမည်',
  'Please fill in all required fields': 'လိုအပ်သည့် အကွက်အားလုံးကို ဖြည့်ပါ',
  'Please add at least one variant': 'အရောင်အမျိုးအစား အနည်းဆုံး တစ်ခု ထည့်ပါ',
  // Size sets (decision 044)
  'Please choose a size set': 'ဆိုဒ်အမျိုးအစား ရွေးပါ',
  'That size is not one of this product’s sizes': 'ထိုဆိုဒ်သည် ဤပစ္စည်း၏ ဆိုဒ်များထဲတွင် မပါပါ',
  'Write 1 to 20 sizes for your own size list': 'ကိုယ်ပိုင်ဆိုဒ်စာရင်းတွင် ဆိုဒ် ၁ ခုမှ ၂၀ ခုအထိ ရေးပါ',
  'Each size is 1 to 12 characters long': 'ဆိုဒ်တစ်ခုစီကို အက္ခရာ ၁ လုံးမှ ၁၂ လုံးအထိ ရေးပါ',
  'Each size may appear only once in the list': 'ဆိုဒ်တစ်ခုကို စာရင်းတွင် တစ်ကြိမ်သာ ရေးပါ',
  'Customer Not Found': 'ဖောက်သည်ကို ရှာမတွေ့ပါ',
  'A guest buyer has no account to delete': 'ဧည့်သည်ဝယ်သူတွင် ဖျက်စရာ အကောင့် မရှိပါ',
  'Message not found': 'စာကို ရှာမတွေ့ပါ',
  'Images must be uploaded through the shop': 'ပုံများကို ဆိုင်မှတစ်ဆင့်သာ တင်ရပါမည်',
  'You can upload at most 8 images at a time': 'တစ်ကြိမ်လျှင် ပုံ အများဆုံး ၈ ပုံသာ တင်နိုင်ပါသည်',
  'Only a shipped order can come back from the courier': 'ပို့ဆောင်နေဆဲ မှာယူမှုကိုသာ ပို့ဆောင်သူက ပြန်ယူလာနိုင်ပါသည်',
  'This order was marked delivered more than 24 hours ago: its delivery can no longer be undone':
    'ဤအော်ဒါကို ပို့ဆောင်ပြီးအဖြစ် မှတ်ထားသည်မှာ ၂၄ နာရီ ကျော်သွားပြီဖြစ်၍ ပြန်ပြင်၍ မရတော့ပါ',
  // Couriers (shop settings) and replies to messages
  'Each courier needs a name': 'ပို့ဆောင်သူတိုင်းတွင် အမည် ရှိရပါမည်',
  'Keep at most 20 couriers': 'ပို့ဆောင်သူ အများဆုံး ၂၀ သာ ထားပါ',
  'Each courier may be listed once': 'ပို့ဆောင်သူတစ်ဦးကို တစ်ကြိမ်သာ စာရင်းသွင်းပါ',
  'Please write your reply': 'ပြန်စာ ရေးပါ',
  'This message came with a phone number only: call or message the sender instead':
    'ဤမက်ဆေ့ချ်တွင် ဖုန်းနံပါတ်သာ ပါသည်- ပေးပို့သူကို ဖုန်းခေါ်ပါ သို့မဟုတ် မက်ဆေ့ချ် ပို့ပါ',
  'The reply could not be sent just now. Please try again.': 'ပြန်စာကို ယခု ပို့၍ မရပါ။ ထပ်ကြိုးစားပါ။',
  // Orders the owner takes and edits (docs/decisions/047)
  'Please choose where the order came from: phone, Messenger, Viber or walk-in':
    'အော်ဒါ ဘယ်ကလာသလဲ ရွေးပါ- ဖုန်း၊ Messenger၊ Viber သို့မဟုတ် ဆိုင်သို့ လာဝယ်ခြင်း',
  'That customer account was not found': 'ထိုဖောက်သည်အကောင့်ကို ရှာမတွေ့ပါ',
  'This order is paid already: its total cannot change': 'ဤအော်ဒါကို ငွေချေပြီးပါပြီ- စုစုပေါင်းငွေ ပြောင်း၍ မရပါ',
  'Type a phone number or a name': 'ဖုန်းနံပါတ် သို့မဟုတ် အမည် ရိုက်ထည့်ပါ',
  'Type at least 2 characters': 'အနည်းဆုံး စာလုံး ၂ လုံး ရိုက်ထည့်ပါ',
  // Delivery zones (admin)
  'Delivery zone not found': 'ပို့ဆောင်ရာနေရာကို ရှာမတွေ့ပါ',
  'A place with this name is already listed there': 'ဤအမည်ဖြင့် နေရာတစ်ခု ထိုနေရာတွင် ရှိပြီးသား ဖြစ်ပါသည်',
  'Date must be YYYY-MM-DD': 'ရက်စွဲကို YYYY-MM-DD ပုံစံဖြင့် ရေးပါ',
  'There is no such day in the calendar. Please choose another date.': 'ပြက္ခဒိန်တွင် ထိုနေ့ မရှိပါ။ အခြားရက်စွဲတစ်ခု ရွေးပါ။',
  'A township has no places under it': 'မြို့နယ်အောက်တွင် နေရာ ထပ်ထည့်၍ မရပါ',
  'A state or region needs its own fee and estimate': 'ပြည်နယ် သို့မဟုတ် တိုင်းဒေသကြီးတွင် ကိုယ်ပိုင် ပို့ခနှင့် ကြာချိန် ရှိရပါမည်',
  'The fee must be a whole number of kyat, 0 or more': 'ပို့ခသည် ၀ သို့မဟုတ် ထို့ထက်များသော ကျပ် ကိန်းပြည့် ဖြစ်ရပါမည်',
  // The palette (admin)
  'Colour name is required': 'အရောင်အမည် ထည့်ပါ',
  'Please choose the swatch as a colour like #1a2b3c': 'နမူနာအရောင်ကို #1a2b3c ကဲ့သို့ အရောင်တစ်ခုအဖြစ် ရွေးပါ',
  'Another colour of the palette already has this name': 'ဤအမည်ဖြင့် အရောင်တစ်ခု အရောင်စာရင်းတွင် ရှိပြီးသား ဖြစ်ပါသည်',
  'Another colour of the palette already has this Burmese name': 'ဤမြန်မာအမည်ဖြင့် အရောင်တစ်ခု အရောင်စာရင်းတွင် ရှိပြီးသား ဖြစ်ပါသည်',
  'Colour not found': 'အရောင်ကို ရှာမတွေ့ပါ',
  'Colour added': 'အရောင် ထည့်ပြီးပါပြီ',
  'Colour saved': 'အရောင် သိမ်းပြီးပါပြီ',
  'Colour removed': 'အရောင် ဖယ်ရှားပြီးပါပြီ',
  // Uploads (admin)
  'Each image must be 5 MB or smaller': 'ပုံတစ်ပုံလျှင် 5 MB ထက် မကြီးရပါ',
  'Only JPEG, PNG, WebP or AVIF images are accepted': 'JPEG, PNG, WebP သို့မဟုတ် AVIF ပုံများကိုသာ လက်ခံပါသည်',
  'Please choose at least one image': 'ပုံ အနည်းဆုံး တစ်ပုံ ရွေးပါ',
  // Alerts on the owner's phone (admin)
  'Please enter the bot token BotFather gave you': 'BotFather ပေးထားသော bot token ကို ထည့်ပါ',
  'Please enter a chat id: a number, or @channel': 'chat id ကို ထည့်ပါ- ဂဏန်း သို့မဟုတ် @channel',
  'Please enter a full link starting with https:// or http://': 'https:// သို့မဟုတ် http:// ဖြင့် စသော လင့်ခ်အပြည့်အစုံကို ထည့်ပါ',
  'The signing secret needs at least 16 characters': 'လက်မှတ်ထိုးရန် secret သည် အနည်းဆုံး စာလုံး ၁၆ လုံး ရှိရပါမည်',
  'Set up Telegram or a webhook first': 'Telegram သို့မဟုတ် webhook ကို အရင် သတ်မှတ်ပါ',
};

/** Sentences with a number or a name in them. */
export const MY_ERROR_PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [
    /^(KBZ Pay|Wave Pay|AYA Pay|CB Pay|Bank transfer) is not available at the moment\. Please choose cash on delivery\.$/,
    (wallet) => `လောလောဆယ် ${wallet === 'Bank transfer' ? 'ဘဏ်ငွေလွှဲ' : wallet} မရနိုင်ပါ။ ပစ္စည်းရောက်မှ ငွေချေစနစ်ကို ရွေးပါ။`,
  ],
  [
    /^This colour is used by (\d+) products?\. Choose another colour for (?:it|them) first\.$/,
    (n) => `ဤအရောင်ကို ပစ္စည်း ${toMyanmarDigits(n!)} ခုက သုံးနေပါသည်။ ၎င်းတို့အတွက် အခြားအရောင်တစ်ခုကို အရင်ရွေးပါ။`,
  ],
  [
    /^Variant (\d+): Please choose a colour from the palette$/,
    (n) => `အရောင်အမျိုးအစား ${toMyanmarDigits(n!)}: အရောင်စာရင်းထဲမှ အရောင်တစ်ခု ရွေးပါ`,
  ],
  [/^Please keep this under (\d+) characters$/, (n) => `အက္ခရာ ${toMyanmarDigits(n!)} လုံးအောက်သာ ရေးပါ`],
  [/^Please keep the (\w+) under (\d+) characters$/, (_what, n) => `အက္ခရာ ${toMyanmarDigits(n!)} လုံးအောက်သာ ရေးပါ`],
  [
    /^Sorry this item is out of stock: only (\d+) left$/,
    (n) => `ဝမ်းနည်းပါသည်၊ ဤပစ္စည်း ${toMyanmarDigits(n!)} ခုသာ ကျန်ပါသည်`,
  ],
  [/^Sorry, we do not deliver to (.+) at the moment$/, (place) => `ဝမ်းနည်းပါသည်၊ ${place} သို့ ယခု မပို့ဆောင်နိုင်ပါ`],
  [
    /^(.+) is not in (.+)\. Please choose a city in (.+)$/,
    (city, region) => `${city} သည် ${region} တွင် မရှိပါ။ ${region} ရှိ မြို့တစ်မြို့ကို ရွေးပါ`,
  ],
  [
    /^This transaction id was already confirmed on order (.+)$/,
    (orders) => `ဤ Transaction ID ကို အော်ဒါ ${orders} တွင် အတည်ပြုပြီး ဖြစ်ပါသည်`,
  ],
  [
    /^This order is (\w+) and can no longer be changed: only pending or processing orders can be edited$/,
    (status) =>
      `ဤအော်ဒါသည် ${STATUS[status!] ?? status} ဖြစ်နေပြီး ပြင်၍ မရတော့ပါ- ${STATUS.pending} သို့မဟုတ် ${STATUS.processing} အော်ဒါများကိုသာ ပြင်နိုင်ပါသည်`,
  ],
  [
    /^Cannot change an order from (\w+) to (\w+)$/,
    (from, to) => `မှာယူမှုကို ${STATUS[from!] ?? from} မှ ${STATUS[to!] ?? to} သို့ ပြောင်း၍ မရပါ`,
  ],
];
