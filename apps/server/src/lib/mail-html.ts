import type { Language } from '@shop/shared/language';

/**
 * The font stack of the shop's HTML mails, for their outermost element's `style`. A Burmese mail
 * names the Myanmar faces first: with a Latin face first, Chromium drew some stacked clusters
 * (`ပစ္စည်း`, "items", a table's heading) as empty boxes even though a Myanmar face followed in the
 * stack; the Latin text (order numbers, prices' digits in English) falls through to Arial. An
 * English mail keeps Arial first, with the Myanmar faces after it for a product's Burmese name.
 */
export function mailFontFamily(language: Language): string {
  const myanmar = "'Noto Sans Myanmar','Myanmar Text',Pyidaungsu";
  return language === 'my' ? `${myanmar},Arial,Helvetica,sans-serif` : `Arial,Helvetica,${myanmar},sans-serif`;
}
