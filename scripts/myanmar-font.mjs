// The shop's Noto Sans Myanmar, cut down to the letters of its own Burmese text (decision 052):
// which code points that is, the cut (HarfBuzz's hb-subset, from the harfbuzzjs package) and the
// WOFF2 file the browser downloads (Brotli from Node's zlib). Nothing here downloads anything: the
// font is @fontsource/noto-sans-myanmar's, the tools are in node_modules and Node itself.
// scripts/myanmar-font-subset.mjs writes the files at build time; apps/web/src/locales/myanmar-font.test.ts
// checks the cut covers the catalogues and shapes them as the whole font does.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, inflateSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'apps/web/package.json'));

/** The weights the shop declares (index.css), as @fontsource ships them: WOFF 1.0, the font's Myanmar part. */
export const WEIGHTS = [400, 700];
export const fontsourceFile = (weight, ext = 'woff') =>
  require.resolve(`@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.${ext}`);

/** The Myanmar blocks (the unicode-range of the whole face in index.css). */
export const isMyanmar = (cp) =>
  (cp >= 0x1000 && cp <= 0x109f) ||
  (cp >= 0xa9e0 && cp <= 0xa9ff) ||
  (cp >= 0xaa60 && cp <= 0xaa7f) ||
  (cp >= 0x116d0 && cp <= 0x116e3);

/**
 * Where the shop's own Burmese text lives: the web's message catalogues and code, the shared rules
 * (places, categories, money, dates), and what the server writes (page heads and pages, mails, the
 * seeded delivery zones and demo catalogue). Tests are left out: their text is not shown to anyone.
 */
export const TEXT_SOURCES = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src', 'apps/server/src'];

/**
 * The files of TEXT_SOURCES that git knows (a fresh clone's), tests excluded; without git (a copy
 * of the sources with no .git) every file under them.
 */
export function shopTextFiles() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '--', ...TEXT_SOURCES], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' })
      .split('\n')
      .filter(Boolean);
  } catch {
    const walk = (entry) =>
      fs.statSync(path.join(ROOT, entry)).isDirectory()
        ? fs.readdirSync(path.join(ROOT, entry)).flatMap((name) => walk(path.join(entry, name)))
        : [entry];
    files = TEXT_SOURCES.filter((entry) => fs.existsSync(path.join(ROOT, entry))).flatMap(walk);
  }
  return files
    .filter((file) => /\.(ts|tsx|json|html|sql)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, file));
}

/** Every Myanmar code point of the shop's text, with the ten Myanmar digits (numbers are written in them), sorted. */
export function shopCodePoints(files = shopTextFiles()) {
  const found = new Set(Array.from({ length: 10 }, (_, i) => 0x1040 + i));
  for (const file of files)
    for (const ch of fs.readFileSync(file, 'utf8')) if (isMyanmar(ch.codePointAt(0))) found.add(ch.codePointAt(0));
  return [...found].sort((a, b) => a - b);
}

/**
 * Characters Burmese text carries that are not letters: the word joiner the catalogues put between
 * words (U+2060), zero-width space, non-joiner and joiner, and the dotted circle the shaper draws a
 * lone mark on. Kept in the cut when the font has them, so a cluster never leaves it for one of them.
 */
export const FORMAT_CHARACTERS = [0x200b, 0x200c, 0x200d, 0x2060, 0x25cc];

/** A unicode-range value for a sorted list of code points: runs become ranges. */
export function unicodeRange(codePoints) {
  const runs = [];
  for (const cp of codePoints) {
    const last = runs.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** WOFF 1.0 → the TrueType file HarfBuzz reads: each table inflated, the directory rewritten. */
export function woffToSfnt(woff) {
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [8, 12, 16].map((d) => woff.readUInt32BE(at + d - 4));
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    });
  }
  const head = Buffer.alloc(12 + 16 * numTables);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(numTables, 4);
  const chunks = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + 16 * i;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** The tables of a TrueType file, in its directory's order (tag order). */
function sfntTables(sfnt) {
  const numTables = sfnt.readUInt16BE(4);
  return Array.from({ length: numTables }, (_, i) => {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    return {
      tag: sfnt.toString('latin1', at, at + 4),
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
    };
  });
}

// The tags WOFF2 names by their index in this list (one byte instead of five).
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT ' +
  'VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar ' +
  'fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)
  .map((tag) => tag.slice(0, 4));

/** UIntBase128 of the WOFF2 directory: seven bits a byte, high bit set on all but the last. */
function base128(n) {
  const bytes = [n & 0x7f];
  for (n >>>= 7; n > 0; n >>>= 7) bytes.unshift(0x80 | (n & 0x7f));
  return Buffer.from(bytes);
}

/**
 * TrueType → WOFF2 (W3C WOFF File Format 2.0): the tables in one Brotli stream. Every table goes
 * untransformed (glyf and loca with the "null transform", version 3), which the format allows and
 * every WOFF2 reader decodes; the glyf transform that tools like fontTools apply would save a few
 * more percent, and there is no encoder for it in node_modules.
 */
export function sfntToWoff2(sfnt) {
  const tables = sfntTables(sfnt);
  const directory = tables.map(({ tag, data }) => {
    const known = KNOWN_TAGS.indexOf(tag);
    const transform = tag === 'glyf' || tag === 'loca' ? 3 << 6 : 0;
    return Buffer.concat([
      Buffer.from([(known === -1 ? 63 : known) | transform]),
      known === -1 ? Buffer.from(tag, 'latin1') : Buffer.alloc(0),
      base128(data.length),
    ]);
  });
  const stream = Buffer.concat(tables.map(({ data }) => data));
  const compressed = brotliCompressSync(stream, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: stream.length,
    },
  });
  const totalSfntSize =
    12 + 16 * tables.length + tables.reduce((sum, { data }) => sum + Math.ceil(data.length / 4) * 4, 0);
  const header = Buffer.alloc(48);
  const dir = Buffer.concat(directory);
  // The file ends on a 4-byte boundary (the WOFF2 decoder browsers use refuses a compressed stream
  // whose end, rounded up to 4, is past the file): padded after the stream, counted in its length.
  const length = Math.ceil((header.length + dir.length + compressed.length) / 4) * 4;
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(sfnt.readUInt32BE(0), 4); // flavor
  header.writeUInt32BE(length, 8);
  header.writeUInt16BE(tables.length, 12);
  header.writeUInt32BE(totalSfntSize, 16);
  header.writeUInt32BE(compressed.length, 20);
  header.writeUInt16BE(1, 24); // font version, as the head table has it
  // metadata and private blocks: none (offsets and lengths stay 0)
  const padding = Buffer.alloc(length - header.length - dir.length - compressed.length);
  return Buffer.concat([header, dir, compressed, padding]);
}

let subsetter;
/** HarfBuzz's hb-subset (harfbuzzjs ships it as a WebAssembly module with no imports of its own). */
async function hbSubset() {
  if (!subsetter) {
    const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('harfbuzzjs')), 'harfbuzz-subset.wasm'));
    const { instance } = await globalThis.WebAssembly.instantiate(wasm);
    instance.exports._initialize?.();
    subsetter = instance.exports;
  }
  return subsetter;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_SETS_LAYOUT_SCRIPT_TAG = 7;

/**
 * The font cut to the given code points. hb-subset keeps every glyph the kept characters can
 * reach through the layout tables (GSUB's closure: stacked consonants, medial and vowel forms) and
 * the GSUB/GPOS/GDEF lookups of those glyphs; all features and scripts are kept, not only
 * hb-subset's default list, so Burmese shapes in the cut as in the whole font.
 */
export async function subsetFont(sfnt, codePoints) {
  const hb = await hbSubset();
  const at = hb.malloc(sfnt.length);
  new Uint8Array(hb.memory.buffer, at, sfnt.length).set(sfnt);
  const blob = hb.hb_blob_create(at, sfnt.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('hb-subset: no input');
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const cp of codePoints) hb.hb_set_add(unicodes, cp);
  for (const which of [HB_SUBSET_SETS_LAYOUT_FEATURE_TAG, HB_SUBSET_SETS_LAYOUT_SCRIPT_TAG]) {
    const set = hb.hb_subset_input_set(input, which);
    hb.hb_set_clear(set);
    hb.hb_set_invert(set); // all of them
  }
  const cut = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  hb.hb_face_destroy(face);
  hb.free(at);
  if (!cut) throw new Error('hb-subset failed');
  const result = hb.hb_face_reference_blob(cut);
  const length = hb.hb_blob_get_length(result);
  const lengthAt = hb.malloc(4);
  const data = hb.hb_blob_get_data(result, lengthAt);
  const out = Buffer.from(new Uint8Array(hb.memory.buffer, data, length));
  hb.free(lengthAt);
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(cut);
  return out;
}

/** The code points a TrueType file maps (its cmap), through HarfBuzz. */
export async function fontCodePoints(sfnt) {
  const hb = await import('harfbuzzjs');
  const face = new hb.Face(new hb.Blob(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.length)));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}
