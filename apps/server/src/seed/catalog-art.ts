/**
 * Demo product pictures drawn as SVG (rendered to WebP by sharp at seed time, nothing is
 * downloaded): a garment silhouette in the variant's colour on a two-tone studio backdrop,
 * with the product's initials. Portrait 4:5, like every product image. Flat fills only:
 * gradients doubled the time librsvg takes, and the first start renders about 180 of these.
 */

export type Shape =
  | 'tee'
  | 'long-tee'
  | 'hoodie'
  | 'crewneck'
  | 'jacket'
  | 'shorts'
  | 'sneaker'
  | 'slides'
  | 'cap'
  | 'bucket-hat'
  | 'beanie'
  | 'tote'
  | 'shoulder-bag'
  | 'socks';

const colourHex: Record<string, string> = {
  Black: '#232323',
  Brown: '#7b5233',
  White: '#f3f1ec',
  Red: '#b8322a',
  Blue: '#2d5d9f',
  Green: '#3d6e48',
  Gray: '#8b8e93',
};

const shortSleeves =
  'M115 120 L160 96 Q200 120 240 96 L285 120 L335 178 L300 205 L285 190 L285 430 L115 430 L115 190 L100 205 L65 178 Z';
const longSleeves =
  'M115 120 L160 96 Q200 120 240 96 L285 120 L330 200 L350 400 L315 408 L290 230 L285 430 L115 430 L110 230 L85 408 L50 400 L70 200 Z';

const shapes: Record<Shape, { paths: string[]; detail?: string; text?: { x: number; y: number; size: number } }> = {
  tee: { paths: [shortSleeves], text: { x: 200, y: 265, size: 54 } },
  'long-tee': { paths: [longSleeves], text: { x: 200, y: 265, size: 54 } },
  hoodie: {
    paths: [longSleeves, 'M150 112 Q150 40 200 38 Q250 40 250 112 Q225 130 200 130 Q175 130 150 112 Z'],
    detail: 'M150 330 L250 330 L262 392 L138 392 Z',
    text: { x: 200, y: 250, size: 46 },
  },
  crewneck: {
    paths: [longSleeves],
    detail: 'M115 412 L285 412 M52 388 L88 394 M312 394 L348 388 M165 100 Q200 128 235 100',
    text: { x: 200, y: 270, size: 54 },
  },
  jacket: {
    paths: [longSleeves, 'M160 96 L200 150 L240 96 L228 86 L200 122 L172 86 Z'],
    detail: 'M200 150 L200 430 M130 300 L175 300 M225 300 L270 300',
    text: { x: 250, y: 215, size: 22 },
  },
  shorts: {
    paths: ['M118 150 L282 150 L304 372 L214 372 L200 236 L186 372 L96 372 Z'],
    detail: 'M118 172 L282 172',
    text: { x: 150, y: 330, size: 26 },
  },
  sneaker: {
    paths: ['M60 330 Q70 250 140 240 L200 215 Q230 205 250 232 L300 260 Q350 270 352 318 L352 352 L60 352 Z'],
    detail: 'M60 340 L352 340 M160 250 L210 290 M185 238 L232 276',
    text: { x: 270, y: 315, size: 26 },
  },
  slides: {
    paths: ['M80 330 Q80 300 110 296 L300 296 Q330 300 330 330 L330 345 L80 345 Z', 'M130 300 Q200 210 280 300 Z'],
    text: { x: 205, y: 285, size: 30 },
  },
  cap: {
    paths: ['M110 290 Q110 170 220 165 Q320 170 320 290 Z', 'M300 282 Q360 282 372 304 L300 304 Z'],
    detail: 'M215 166 L215 290',
    text: { x: 215, y: 255, size: 40 },
  },
  'bucket-hat': {
    paths: ['M135 280 Q140 175 200 172 Q260 175 265 280 Z', 'M80 300 Q200 250 320 300 L300 318 Q200 290 100 318 Z'],
    text: { x: 200, y: 250, size: 40 },
  },
  beanie: {
    paths: ['M125 300 Q125 150 200 148 Q275 150 275 300 Z', 'M118 290 L282 290 L282 340 L118 340 Z'],
    text: { x: 200, y: 324, size: 30 },
  },
  tote: {
    paths: ['M110 200 L290 200 L300 430 L100 430 Z'],
    detail: 'M150 200 Q150 110 200 110 Q250 110 250 200',
    text: { x: 200, y: 330, size: 56 },
  },
  'shoulder-bag': {
    paths: [
      'M120 250 L280 250 Q300 250 300 270 L300 380 Q300 400 280 400 L120 400 Q100 400 100 380 L100 270 Q100 250 120 250 Z',
    ],
    detail: 'M110 255 Q200 60 290 255 M100 300 L300 300',
    text: { x: 200, y: 360, size: 40 },
  },
  socks: {
    paths: ['M150 90 L230 90 L230 330 Q232 380 190 400 L120 430 Q90 440 84 410 Q80 385 110 372 L150 350 Z'],
    detail: 'M150 120 L230 120 M150 135 L230 135',
    text: { x: 190, y: 240, size: 34 },
  },
};

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Initials of the Latin words of a name ("Inya Lake Hoodie" → "ILH"); "YGN" when there are none. */
export function initialsOf(name: string): string {
  const letters =
    name
      .match(/\b[A-Za-z0-9]/g)
      ?.join('')
      .toUpperCase() ?? '';
  return letters.slice(0, 3) || 'YGN';
}

/** The SVG of one picture: `view` 0 is the front, 1 the back (mirrored, other backdrop). */
export function garmentSvg(input: {
  shape: Shape;
  colour: string;
  initials: string;
  view: number;
  width: number;
}): string {
  const fill = colourHex[input.colour] ?? '#777777';
  const dark = luminance(fill) < 0.55;
  const ink = dark ? '#f3f1ec' : '#222222';
  const stroke = dark ? 'rgba(0,0,0,0.35)' : 'rgba(0,0,0,0.28)';
  const art = shapes[input.shape];
  const back = input.view % 2 === 1;
  const [top, bottom] = back ? ['#e7e3dc', '#cfc8bd'] : ['#f6f3ee', '#e2ddd5'];
  const label = back ? 'YGN' : input.initials;
  const text = art.text;
  const height = Math.round((input.width * 5) / 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${height}" viewBox="0 0 400 500">
<rect width="400" height="500" fill="${top}"/>
<rect y="380" width="400" height="120" fill="${bottom}"/>
<ellipse cx="200" cy="455" rx="150" ry="16" fill="#000" opacity="0.08"/>
<g transform="${back ? 'translate(400 0) scale(-1 1)' : ''}">
${art.paths.map((d) => `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`).join('\n')}
${art.detail ? `<path d="${art.detail}" fill="none" stroke="${stroke}" stroke-width="4" stroke-linecap="round"/>` : ''}
</g>
${text ? `<text x="${text.x}" y="${text.y}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${text.size}" text-anchor="middle" fill="${ink}" letter-spacing="2">${escapeXml(label)}</text>` : ''}
<text x="200" y="488" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="13" text-anchor="middle" fill="#6b655c" letter-spacing="3">${escapeXml(input.colour.toUpperCase())} · ${back ? 'BACK' : 'FRONT'}</text>
</svg>`;
}
