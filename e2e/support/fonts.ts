import type { Page } from 'playwright-core';

/**
 * Once the page has every face its text is drawn in. A drawn Burmese page takes the shop's faces
 * only after its first paint (decision 052's addenda: its after-paint template, while in the page,
 * leaves them out of the font stack), and a browser asks for a face only when a layout needs it:
 * `document.fonts.ready` alone may resolve before either has happened. So: the template gone (with
 * JavaScript off it stays, and the stylesheet takes the faces at once), a layout now, then `ready`,
 * which waits for the faces that layout asked for.
 */
export async function fontsSettled(page: Page): Promise<void> {
  // With JavaScript off the page's `<noscript>` link (decision 058) is an element, and the template stays.
  if (await page.evaluate(() => !document.querySelector('noscript > link')))
    await page.waitForFunction(() => !document.getElementById('after-paint'), undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}

/**
 * The fonts Chromium drew an element's own text in, most glyphs first: what the reader sees, not
 * what the stylesheet asks for. `family` is the font file's own name (the shop's cut is "Noto Sans
 * Myanmar" too); `webFont` tells a face the page loaded from the phone's own fonts.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<{ family: string; webFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return [...fonts]
      .sort((a, b) => b.glyphCount - a.glyphCount)
      .map((font) => ({ family: font.familyName, webFont: font.isCustomFont }));
  } finally {
    await cdp.detach();
  }
}
