import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HALF_SYLLABLE, midWordBreaks } from './support/fit.ts';
import { catalogueTexts } from './support/language.ts';
import { launchBrowser, openPage, startShop, type RunningShop } from './support/shop.ts';

/**
 * Issue #21: no line of the Burmese shop starts with half a syllable ("အကော | င့်", "အီးမေး | လ်").
 * Every text of the Burmese catalogues, drawn in the shop's own font and styles at the widths a
 * phone gives it: the page's column, and half of it (cards, buttons side by side).
 */
let shop: RunningShop;
let browser: Browser;
const texts = catalogueTexts('my');

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('Burmese lines', () => {
  it('has the whole catalogue to draw', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((text) => text.includes('အကောင့်'.replace('င့်', '\u2060င့်')))).toBe(true);
  });

  for (const width of [360, 390]) {
    it(`starts no line with half a syllable at ${width} px`, async () => {
      const page = await openPage(browser, { width, height: 740 }, 'my');
      await page.goto(`${shop.url}/`);
      await page.locator('main').first().waitFor();
      // The shop's faces are in the font stack once the page has been painted (decision 052's addenda).
      await page.waitForFunction(() => !document.getElementById('after-paint'));
      const column = width - 32;
      const boxes = [
        { width: column, size: 16 },
        { width: column, size: 14 },
        { width: Math.floor((column - 16) / 2), size: 14 },
      ];
      await page.evaluate(
        ({ texts, boxes }) => {
          const root = document.createElement('div');
          root.id = 'catalogue-lines';
          for (const box of boxes)
            for (const text of texts) {
              const p = document.createElement('p');
              p.style.cssText = `width:${box.width}px;font-size:${box.size}px;line-height:1.75;margin:0 0 8px;padding:0`;
              p.textContent = text;
              root.append(p);
            }
          document.body.replaceChildren(root);
          // Asked for now rather than at the next layout, which `fonts.ready` would not wait for.
          return document.fonts.load('16px "Noto Sans Myanmar Shop"', 'က').then(() => document.fonts.ready);
        },
        { texts, boxes },
      );
      // The Burmese face itself, not a fallback: lines are measured in the font the shop shows (its
      // cut of Noto Sans Myanmar, which has every letter of the catalogue; decision 052).
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Myanmar Shop"', 'က'))).toBe(true);
      const broken = await midWordBreaks(page.locator('#catalogue-lines'), { startingWith: HALF_SYLLABLE, context: 8 });
      expect(broken).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});
