import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearch } from '@shop/shared/catalog';
import { createTestShop, type TestShop } from '../../../test/support/shop.ts';
import { seedDemo } from '../../seed/index.ts';

/**
 * The search box on the demo catalogue: what a shopper types (Burmese, English, both, Zawgyi, a
 * letter wrong) and the products that must be among the first 12 results. `colour`: every
 * result shown must be of that colour (the search shows the matching colour of a product).
 */
const QUERIES: { q: string; finds: string[]; colour?: string }[] = [
  // Burmese
  { q: 'ဟူဒီ', finds: ['Golden Land Hoodie', 'Night Market Hoodie', 'Pyin Oo Lwin Fleece Hoodie'] },
  { q: 'တီရှပ်', finds: ['Shwedagon Sunset Tee', 'Thanaka Pocket Tee'] },
  { q: 'ဆွယ်တာ', finds: ['Teak Crewneck', 'Irrawaddy Crewneck'] },
  { q: 'ဂျာကင်', finds: ['Monsoon Windbreaker', 'Ngapali Track Jacket'] },
  { q: 'ဘောင်းဘီတို', finds: ['Chaungtha Sweat Shorts', 'Lotus Lounge Shorts'] },
  { q: 'ဦးထုပ်', finds: ['Golden Rock Cap', 'Inle Bucket Hat', 'Shan Hills Beanie'] },
  { q: 'ခြေအိတ်', finds: ['Longyi Stripe Socks'] },
  { q: 'ရှူးဖိနပ်', finds: ['Yangon Court Sneaker', 'Riverside Canvas Sneaker'] },
  { q: 'ရွှေမြေ', finds: ['Golden Land Hoodie'] },
  { q: 'သနပ်ခါး', finds: ['Thanaka Pocket Tee'] },
  { q: 'မုန့်ဟင်းခါး', finds: ['Mohinga Club Tee'] },
  { q: 'ဗိုလ်ချုပ်ဈေး', finds: ['Bogyoke Market Tote'] },
  { q: 'အနီ', finds: ['Mohinga Club Tee'], colour: 'Red' },
  { q: 'ဟူဒီ အနက်', finds: ['Golden Land Hoodie', 'Night Market Hoodie', 'Kandawgyi Zip Hoodie'], colour: 'Black' },
  { q: 'ဖိနပ် အဖြူ', finds: ['Pagoda Runner Sneaker', 'Yangon Court Sneaker'], colour: 'White' },
  // English
  { q: 'hoodie', finds: ['Golden Land Hoodie', 'Kandawgyi Zip Hoodie', 'Night Market Hoodie'] },
  { q: 'black hoodie', finds: ['Golden Land Hoodie', 'Night Market Hoodie', 'Kandawgyi Zip Hoodie'], colour: 'Black' },
  { q: 'sneakers', finds: ['Pagoda Runner Sneaker', 'Yangon Court Sneaker', 'Riverside Canvas Sneaker'] },
  { q: 'Shwedagon', finds: ['Shwedagon Sunset Tee'] },
  { q: 'tote', finds: ['Bogyoke Market Tote'] },
  { q: 'jacket', finds: ['Strand Road Coach Jacket', 'Taunggyi Varsity Jacket'] },
  { q: 'green cap', finds: ['Dad Cap Classic'], colour: 'Green' },
  { q: 'BEANIE', finds: ['Shan Hills Beanie'] },
  // Both languages in one search
  { q: 'hoodie အနက်', finds: ['Golden Land Hoodie', 'Night Market Hoodie'], colour: 'Black' },
  { q: 'ဟူဒီ black', finds: ['Golden Land Hoodie', 'Night Market Hoodie'], colour: 'Black' },
  { q: 'tee အဖြူ', finds: ['Yangon Circle Line Tee', 'Inle Lake Boxy Tee'], colour: 'White' },
  // Typed on a Zawgyi phone
  { q: 'ေရႊေျမ', finds: ['Golden Land Hoodie'] },
  { q: 'သနပ္ခါး', finds: ['Thanaka Pocket Tee'] },
  { q: 'ဟူဒီ အနက္', finds: ['Golden Land Hoodie', 'Night Market Hoodie'], colour: 'Black' },
  // One letter wrong
  { q: 'hodie', finds: ['Golden Land Hoodie', 'Night Market Hoodie'] },
  { q: 'sneakr', finds: ['Pagoda Runner Sneaker', 'Yangon Court Sneaker'] },
  { q: 'windbreakr', finds: ['Monsoon Windbreaker'] },
  { q: 'Shwedagn', finds: ['Shwedagon Sunset Tee'] },
  { q: 'crewnek', finds: ['Teak Crewneck', 'Irrawaddy Crewneck'] },
  { q: 'ဘောင်းဘီတိ', finds: ['Chaungtha Sweat Shorts'] },
];

describe('search that understands Burmese', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
    await seedDemo(shop.database.db, { ...shop.config, seedDemo: true }, shop.app.log);
  });
  afterAll(() => shop.close());

  const search = async (q: string) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/products/search?limit=12&q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductSearch>().items;
  };

  it.each(QUERIES)('“$q” finds $finds', async ({ q, finds, colour }) => {
    const items = await search(q);
    expect(items.map((i) => i.itemName)).toEqual(expect.arrayContaining(finds));
    if (colour) expect(items.map((i) => i.color).filter((c) => c !== colour)).toEqual([]);
  });

  it('ranks products whose name holds the word first', async () => {
    const items = await search('hoodie');
    const named = items.map((i) => /hoodie/i.test(i.itemName));
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
  });

  it('finds nothing for words of no product, and the grid searches the same way', async () => {
    expect(await search('ကွန်ပျူတာ')).toEqual([]);
    const grid = await shop.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent('ဟူဒီ အနက်')}` });
    const cards = grid.json<{ items: { itemName: string; color: string }[] }>().items;
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.every((c) => c.color === 'Black' && /Hoodie/.test(c.itemName))).toBe(true);
  });
});
