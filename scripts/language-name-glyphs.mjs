// Writes apps/web/public/language-my.svg: "မြန်မာ" (the language switch's name of Burmese) as SVG
// outlines, shaped by HarfBuzz with the shop's Noto Sans Myanmar. The switch is on every page, so
// drawing the word (rather than setting it in the Myanmar font) keeps English pages from
// downloading the font for six letters, and an image (rather than markup) keeps it out of the
// first-load JavaScript (decision 030). Run again after changing the font or the word:
//   node scripts/language-name-glyphs.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { woffToSfnt } from './myanmar-font.mjs';

const WORD = 'မြန်မာ';
const require = createRequire(import.meta.url);
const WOFF = require.resolve('@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-600-normal.woff', {
  paths: ['apps/web'],
});
const OUT = 'apps/web/public/language-my.svg';

const sfnt = woffToSfnt(fs.readFileSync(WOFF));
const face = new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.length)));
const font = new hb.Font(face);
const buffer = new hb.Buffer();
buffer.addText(WORD);
buffer.guessSegmentProperties();
hb.shape(font, buffer);

// Font units, y up; the SVG's y runs down, so each point is flipped around the baseline and moved
// to its glyph's place. The box is the ink's (control points included), so the word sits in a
// button like a word of text without the Myanmar line's tall ascender and descender.
const positions = buffer.getGlyphPositions();
const d = [];
let x = 0;
for (const [i, info] of buffer.getGlyphInfos().entries()) {
  const p = positions[i];
  for (const { type, values } of font.glyphToJson(info.codepoint)) {
    const moved = values.map((n, k) => (k % 2 === 0 ? Math.round(n + x + p.xOffset) : Math.round(-(n + p.yOffset))));
    d.push(type + moved.join(' '));
  }
  x += p.xAdvance;
}
const path = d.join('');
const ys = d.flatMap((c) =>
  c
    .slice(1)
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((_, k) => k % 2 === 1),
);
const top = Math.min(...ys);
const height = Math.max(...ys) - top;
// Noto Sans Myanmar (SIL Open Font License 1.1) outlines; the size of the word set at 1000 units per em.
fs.writeFileSync(
  OUT,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${x} ${height}" ` +
    `width="${x / 1000}em" height="${height / 1000}em"><path d="${path}"/></svg>\n`,
);
console.log(`${OUT}: ${x} × ${height} units, ${path.length} characters of path`);
