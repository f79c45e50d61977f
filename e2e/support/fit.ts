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
 * Where the text of `target` is broken across lines inside a word (between two letters with no
 * space): Burmese is broken between syllables where the browser's dictionary allows, which can
 * cut one word in two. Each as "before | after".
 */
export function midWordBreaks(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const breaks: string[] = [];
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
      if (previous && top > previous.top + 4 && /\S/.test(char) && /\S/.test(text[index - 1] ?? ' '))
        breaks.push(`${text.slice(0, index)} | ${text.slice(index)}`);
      previous = { index, top };
    });
    return breaks;
  });
}
