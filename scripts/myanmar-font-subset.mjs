// Writes apps/web/generated/ (not committed): Noto Sans Myanmar 400 and 700 cut to the code points
// of the shop's own Burmese text, as WOFF2, and myanmar-font.css, their @font-face rules with the
// exact unicode-range of the letters (index.css imports it). Run by the web's `build` and `dev`
// scripts, so a fresh clone gets it; offline, from node_modules only. Decision 052 and its addenda.
//   node scripts/myanmar-font-subset.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import {
  FORMAT_CHARACTERS,
  ROOT,
  WEIGHTS,
  fontCodePoints,
  fontsourceFile,
  sfntToWoff2,
  shopCodePoints,
  subsetFont,
  unicodeRange,
  woffToSfnt,
} from './myanmar-font.mjs';

export const OUT = path.join(ROOT, 'apps/web/generated');
/** The family of the cut; the whole font keeps 'Noto Sans Myanmar' and comes next in the stack. */
export const FAMILY = 'Noto Sans Myanmar Shop';

/** Writes a file only when its bytes change, so a build that changed nothing leaves the dates alone. */
function write(file, bytes) {
  if (fs.existsSync(file) && Buffer.compare(fs.readFileSync(file), Buffer.from(bytes)) === 0) return;
  fs.writeFileSync(file, bytes);
}

/**
 * One face of the cut: the font of that weight cut to the letters (and the format
 * characters it has), written as WOFF2. Its @font-face rule's range is the letters only: a page
 * whose only Burmese-looking character is a zero-width space does not fetch it. font-display: swap,
 * text is never hidden (decision 052 says why not optional).
 */
async function cutFace(weight, letters) {
  const sfnt = woffToSfnt(fs.readFileSync(fontsourceFile(weight)));
  const mapped = new Set(await fontCodePoints(sfnt));
  const missing = letters.filter((cp) => !mapped.has(cp));
  if (missing.length) throw new Error(`Noto Sans Myanmar ${weight} has no glyph for ${unicodeRange(missing)}`);
  const kept = [...letters, ...FORMAT_CHARACTERS.filter((cp) => mapped.has(cp))].sort((a, b) => a - b);
  const woff2 = sfntToWoff2(await subsetFont(sfnt, kept));
  const file = `noto-sans-myanmar-shop-${weight}.woff2`;
  write(path.join(OUT, file), woff2);
  console.log(`apps/web/generated/${file}: ${kept.length} code points, ${woff2.length} bytes`);
  return `@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('./${file}') format('woff2');
  unicode-range: ${unicodeRange(letters)};
}
`;
}

fs.mkdirSync(OUT, { recursive: true });
const letters = shopCodePoints();
const rules = [];
for (const weight of WEIGHTS) rules.push(await cutFace(weight, letters));
const css = rules.join('');
write(
  path.join(OUT, 'myanmar-font.css'),
  `/* Written by scripts/myanmar-font-subset.mjs from the shop's Burmese text: do not edit. */\n${css}`,
);
