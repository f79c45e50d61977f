import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORMAT_CHARACTERS,
  ROOT,
  WEIGHTS,
  fontCodePoints,
  fontsourceFile,
  isMyanmar,
  sfntToWoff2,
  shopCodePoints,
  subsetFont,
  woffToSfnt,
} from '../../../../scripts/myanmar-font.mjs';

/**
 * The shop's cut of Noto Sans Myanmar (decision 052), made here as the build makes it: it has every
 * letter of the Burmese catalogues and draws their words exactly as the whole font does (same
 * glyphs, same places), and its WOFF2 file holds the cut's tables byte for byte.
 */
const MY = path.join(ROOT, 'apps/web/src/locales/my');

/** Every message of the Burmese catalogues (list items and plural branches included, as written). */
function messages(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) messages(value, into);
  return into;
}
const catalogue = fs
  .readdirSync(MY)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => messages(JSON.parse(fs.readFileSync(path.join(MY, file), 'utf8'))));
/** The Burmese runs of the messages (the browser draws the rest, Latin and placeholders, in another font). */
const runs = [...new Set(catalogue.flatMap((message) => message.match(/[\u1000-\u109f\u200b-\u200d]+/g) ?? []))];

const arrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The glyphs HarfBuzz sets a run in: each glyph's outline and position, and the cluster it belongs to. */
function shaped(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => {
    const { xAdvance, xOffset, yOffset } = positions[i]!;
    return `${info.cluster}:${font.glyphToPath(info.codepoint)}@${xAdvance},${xOffset},${yOffset}`;
  });
}

/** WOFF2 → its tables (tag → bytes), reading only what sfntToWoff2 writes (no transforms, no metadata). */
function woff2Tables(woff2: Buffer): Map<string, Buffer> {
  expect(woff2.toString('latin1', 0, 4)).toBe('wOF2');
  expect(woff2.readUInt32BE(8)).toBe(woff2.length);
  const count = woff2.readUInt16BE(12);
  const KNOWN: Record<number, string> = {
    0: 'cmap',
    1: 'head',
    2: 'hhea',
    3: 'hmtx',
    4: 'maxp',
    5: 'name',
    6: 'OS/2',
    7: 'post',
    8: 'cvt ',
    9: 'fpgm',
    10: 'glyf',
    11: 'loca',
    12: 'prep',
    17: 'gasp',
    25: 'BASE',
    26: 'GDEF',
    27: 'GPOS',
    28: 'GSUB',
  };
  let at = 48;
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = woff2[at++]!;
    let tag = KNOWN[flags & 63];
    if ((flags & 63) === 63) {
      tag = woff2.toString('latin1', at, at + 4);
      at += 4;
    }
    if (!tag) throw new Error(`unexpected table index ${flags & 63}`);
    let length = 0;
    for (let byte = 0x80; byte & 0x80;) length = length * 128 + ((byte = woff2[at++]!) & 0x7f);
    entries.push({ tag, length });
  }
  const stream = brotliDecompressSync(woff2.subarray(at, at + woff2.readUInt32BE(20)));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, stream.subarray(offset, offset + length));
    offset += length;
  }
  expect(offset).toBe(stream.length);
  return tables;
}

function sfntTables(sfnt: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    tables.set(sfnt.toString('latin1', at, at + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)));
  }
  return tables;
}

describe.each(WEIGHTS)("the shop's cut of Noto Sans Myanmar %i", (weight) => {
  let whole: Buffer;
  let cut: Buffer;
  beforeAll(async () => {
    whole = Buffer.from(woffToSfnt(fs.readFileSync(fontsourceFile(weight))));
    const mapped = new Set(await fontCodePoints(whole));
    cut = Buffer.from(
      await subsetFont(whole, [...shopCodePoints(), ...FORMAT_CHARACTERS.filter((cp) => mapped.has(cp))]),
    );
  });

  it('has every Myanmar letter of the Burmese catalogues, and Myanmar digits', async () => {
    const inCatalogue = new Set([...catalogue.join('')].map((ch) => ch.codePointAt(0)!).filter(isMyanmar));
    expect(inCatalogue.size).toBeGreaterThan(50);
    const mapped = new Set(await fontCodePoints(cut));
    expect([...inCatalogue].filter((cp) => !mapped.has(cp))).toEqual([]);
    for (let digit = 0x1040; digit <= 0x1049; digit++) expect(mapped.has(digit)).toBe(true);
    // Letters the shop's words never use are left to the whole font (product text may have them).
    expect(mapped.has(0x100b)).toBe(false); // ဋ
    expect(cut.length).toBeLessThan(whole.length / 2);
  });

  it('sets every Burmese run of the catalogues in the same glyphs at the same places as the whole font', () => {
    expect(runs.length).toBeGreaterThan(500);
    const font = (sfnt: Buffer) => new hb.Font(new hb.Face(new hb.Blob(arrayBuffer(sfnt))));
    const [wholeFont, cutFont] = [font(whole), font(cut)];
    const differing = runs.filter((run) => shaped(cutFont, run).join(' ') !== shaped(wholeFont, run).join(' '));
    expect(differing).toEqual([]);
    // The kinzi of မင်္ဂလာ (င်္ over ဂ) is still one mark: fewer glyphs than letters.
    expect(shaped(cutFont, 'မင်္ဂလာ').length).toBeLessThan([...'မင်္ဂလာ'].length);
  });

  it('goes out as a WOFF2 file that holds its tables byte for byte, in less than half the bytes', () => {
    const woff2 = Buffer.from(sfntToWoff2(cut));
    expect(woff2Tables(woff2)).toEqual(sfntTables(cut));
    // Browsers' WOFF2 decoder refuses a file that does not end on a 4-byte boundary.
    expect(woff2.length % 4).toBe(0);
    expect(woff2.length).toBeLessThan(fs.statSync(fontsourceFile(weight, 'woff2')).size / 2);
  });
});
