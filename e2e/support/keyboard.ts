import type { Locator, Page } from 'playwright-core';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would; throws
 * after `max` presses, naming where the focus was instead.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)}; focus is on ${at}`);
}

export type FocusRing = {
  element: string;
  focusVisible: boolean;
  /** The element is on screen and not hidden. */
  shown: boolean;
  /** An outline or a box-shadow ring is drawn. */
  drawn: string | null;
  /** Contrast of the outline colour against the background around the element (≥ 3 by WCAG 1.4.11). */
  contrast: number | null;
};

/**
 * What the focused element looks like: whether `:focus-visible` applies, and the outline (or
 * box-shadow ring) drawn for it, with the outline's contrast against the background behind it.
 */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    // Styles of the new focus apply with the next frames (and any colour transition ends).
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    // Any CSS colour (Tailwind 4 computes oklch/oklab) as [r, g, b, alpha 0–1], through a canvas pixel.
    const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string) => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = css;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let background = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if ((colour[3] ?? 0) > 0.5) {
        background = colour.slice(0, 3);
        break;
      }
    }
    const outlineWidth = parseFloat(style.outlineWidth);
    const outlineColour = rgba(style.outlineColor);
    const outline = style.outlineStyle !== 'none' && outlineWidth >= 1 && (outlineColour[3] ?? 0) > 0.5;
    const shadow = style.boxShadow !== 'none' && !/^rgba\(0, 0, 0, 0\)/.test(style.boxShadow);
    const [a, b] = [luminance(outlineColour), luminance(background)];
    return {
      element: el.outerHTML.slice(0, 160),
      focusVisible: el.matches(':focus-visible'),
      shown: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0,
      drawn: outline
        ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : shadow
          ? 'shadow'
          : null,
      contrast: outline ? Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100 : null,
    };
  });
}
