import type { Locator, Page } from 'playwright-core';

/**
 * Every label, legend and one-line placeholder of the page's forms that does not fit its box as
 * the page is now: a placeholder wider than its input's text area (the browser cuts it), a label
 * wider than its box or past the screen's right edge. Each as "what: text".
 */
export function unfitFormTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!shown(input) || !input.placeholder) continue;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = canvas.measureText(input.placeholder).width;
      if (needed > room + 0.5)
        cut.push(`placeholder of #${input.id}: "${input.placeholder}" needs ${Math.ceil(needed)} px of ${room}`);
    }
    for (const label of document.querySelectorAll<HTMLElement>('label, legend')) {
      if (!shown(label)) continue;
      const box = label.getBoundingClientRect();
      if (label.scrollWidth > label.clientWidth + 1 || box.right > document.documentElement.clientWidth + 0.5)
        cut.push(`label: "${label.textContent?.trim()}"`);
    }
    return cut;
  });
}

/**
 * What may not start a line of Burmese: a dependent sign (asat, medials, vowel signs, U+102B–U+103E)
 * or a syllable's final, a consonant killed by asat ("င့်", "လ်"), which belongs to the line before.
 * Word joiners (U+2060) are looked past.
 */
export const HALF_SYLLABLE = '\u2060*(?:[\u102B-\u103E]|[\u1000-\u1021]\u1037?\u103A)';

/**
 * Where the text of `target` is broken across lines inside a word (between two letters with no
 * space): Burmese is broken between syllables where the browser's dictionary allows, which can
 * cut one word in two. Each as "before | after"; with `startingWith` (a pattern's source) only the
 * breaks whose new line starts so, and with `context` only that many characters either side.
 */
export function midWordBreaks(
  target: Locator,
  { startingWith, context }: { startingWith?: string; context?: number } = {},
): Promise<string[]> {
  return target.evaluate(
    (root, { startingWith, context }) => {
      const breaks: string[] = [];
      const starts = startingWith ? new RegExp(`^(?:${startingWith})`, 'u') : null;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      // The whole text in order, each character with the top of the line it is drawn on.
      const chars: { char: string; top: number | null }[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          chars.push({ char: node.data[i]!, top: box && box.width > 0 ? box.top : null });
        }
      }
      const text = chars.map((c) => c.char).join('');
      let previous: { index: number; top: number } | null = null;
      chars.forEach(({ char, top }, index) => {
        if (top === null) return;
        if (previous && top > previous.top + 4 && /\S/.test(char) && /\S/.test(text[index - 1] ?? ' ')) {
          if (!starts || starts.test(text.slice(index, index + 4))) {
            const from = context === undefined ? 0 : Math.max(0, index - context);
            const to = context === undefined ? text.length : index + context;
            breaks.push(`${text.slice(from, index)} | ${text.slice(index, to)}`.replaceAll('\u2060', ''));
          }
        }
        previous = { index, top };
      });
      return breaks;
    },
    { startingWith, context },
  );
}
