/**
 * What a plural argument (`{count, plural, =0 {…} one {# item} other {# items}}`) becomes in a
 * compiled catalogue (message-catalogues.ts, `ownPlurals`): selects on values the app works out
 * itself (lib/i18n.ts) instead of Lingui's plural, whose every use makes an `Intl.PluralRules` and an
 * `Intl.NumberFormat` — and the page's first number formatter costs 13–56 ms (ICU's number data) in
 * the middle of the app's start, several times that on a phone (docs/performance.md). ICU names
 * cannot hold a `:`, so these never meet a message's own arguments. Kept free of imports: the build's
 * config loads it.
 */
export function pluralArguments(name: string): { exact: string; category: string; count: string } {
  return {
    /** The count as written (`"0"`), for the exact branches (`=0`). */
    exact: `${name}:=`,
    /** The language's plural category of the count (`one`, `other`). */
    category: `${name}:plural`,
    /** The count as the language writes it, where the message says `#`. */
    count: `${name}:#`,
  };
}
