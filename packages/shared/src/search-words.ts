/**
 * What a search box's words mean beyond their letters: the Burmese words for the shop's kinds of
 * goods and its colours, each with the English words the catalogue's categories and colours are
 * written in (decision 039). No zod: the server reads it, and a screen may too.
 */
const BURMESE_WORDS: Record<string, readonly string[]> = {
  ဟူဒီ: ['hoodie'],
  တီရှပ်: ['tee', 't-shirt'],
  ဆွယ်တာ: ['sweater', 'crewneck'],
  ဂျာကင်: ['jacket'],
  ဘောင်းဘီတို: ['shorts'],
  ဘောင်းဘီ: ['shorts'],
  ဖိနပ်: ['shoe', 'sneaker', 'slides'],
  ရှူးဖိနပ်: ['sneaker'],
  ဦးထုပ်: ['cap', 'hat', 'beanie'],
  အိတ်: ['bag', 'tote'],
  ခြေအိတ်: ['socks'],
  အနက်: ['black'],
  အမည်း: ['black'],
  အဖြူ: ['white'],
  အနီ: ['red'],
  အပြာ: ['blue'],
  အစိမ်း: ['green'],
  မီးခိုး: ['gray', 'grey'],
  အညို: ['brown'],
};

/** At most this many words of a search are looked for (each must match). */
export const SEARCH_WORDS_MAX = 6;

/**
 * A search split into words, each with what it may match: itself, and for a Burmese word of the
 * table its English words too. "ဟူဒီ အနက်" → [["ဟူဒီ", "hoodie"], ["အနက်", "black"]].
 */
export function searchWords(q: string): string[][] {
  const words = q.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  return words.map((word) => [word, ...(BURMESE_WORDS[word] ?? [])]);
}

const SHOP_WORDS = new Set([...Object.keys(BURMESE_WORDS), ...Object.values(BURMESE_WORDS).flat()]);

/**
 * A word of the table (a kind of goods or a colour, either language): it is looked for as written,
 * never as a near spelling ("gray" is not a slip of "graphic").
 */
export function isShopWord(word: string): boolean {
  return SHOP_WORDS.has(word.normalize('NFC').toLowerCase());
}
