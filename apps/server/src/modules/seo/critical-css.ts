/**
 * The part of the app's stylesheet a drawn page's first paint needs (decision 058): of Tailwind's
 * `@layer utilities`, each rule one of whose selectors names only classes the page's HTML uses; of
 * what only utilities need (the theme's variables, Tailwind's `@property` registrations and their
 * defaults, the fonts), what the rules left use; the rest (the base layer, keyframes) whole. A rule
 * left out names a class no element of the page has, so it matches nothing until the app changes
 * the page, by which time the whole stylesheet has arrived. The stylesheet is read into rules once;
 * each page then costs a scan of its `class` attributes and a pass over the rules.
 */

import { unescapeHtml } from '../../lib/escape-html.ts';

/** A rule of the utilities: its text and, per selector of its list, the classes it names. */
type Rule = { kind: 'rule'; text: string; selectors: string[][] };
/** A block (`@media`, `@supports`) of rules, kept when any rule in it is. */
type Block = { kind: 'block'; open: string; items: Item[] };
type Item = Rule | Block;

const UTILITIES = '@layer utilities{';
const NESTING = /^@(media|supports|container|layer)\b/;

/** Index just past the `}` that closes the block whose `{` is at `open` (strings skipped). */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end < 0 ? css.length : end;
    } else if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The selector list's top-level selectors (commas inside `:is(…)`, `[…]` or escapes do not split). */
function selectorList(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(prelude.slice(from));
  return parts;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-]|\P{ASCII})+)/gu;

/** A CSS identifier as written in HTML: `hover\:bg-ink\/75` → `hover:bg-ink/75`. */
function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** The rules and blocks between `from` and `to` (a block's inside). */
function items(css: string, from: number, to: number): Item[] {
  const found: Item[] = [];
  let i = from;
  while (i < to) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open < 0 || open >= to) break;
    const prelude = css.slice(i, open).trim();
    if (prelude.startsWith('@') && semicolon >= 0 && semicolon < open) {
      // A statement (`@layer a,b;`): always kept.
      found.push({ kind: 'rule', text: css.slice(i, semicolon + 1), selectors: [[]] });
      i = semicolon + 1;
      continue;
    }
    const end = closing(css, open);
    if (NESTING.test(prelude)) {
      found.push({ kind: 'block', open: css.slice(i, open + 1), items: items(css, open + 1, end - 1) });
    } else {
      const selectors = prelude.startsWith('@')
        ? [[]]
        : selectorList(prelude).map((selector) => [...selector.matchAll(CLASS)].map((m) => unescapeCss(m[1]!)));
      found.push({ kind: 'rule', text: css.slice(i, end), selectors });
    }
    i = end;
  }
  return found;
}

function kept(list: Item[], has: (name: string) => boolean): string {
  let out = '';
  for (const item of list) {
    if (item.kind === 'rule') {
      if (item.selectors.some((names) => names.every(has))) out += item.text;
    } else {
      const inside = kept(item.items, has);
      if (inside) out += `${item.open}${inside}}`;
    }
  }
  return out;
}

/** Every class the HTML's elements carry. */
export function classesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of unescapeHtml(value!).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const PROPERTY = /^@property\s+(--[\w-]+)/;
const FONT_FACE = /^@font-face\{[^}]*?font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/;
/** The layers of variables: Tailwind's defaults for browsers without `@property`, and its theme. */
const VARIABLE_LAYERS = new Set(['@layer properties{', '@layer theme{']);
const VARIABLE = /--[\w-]+/g;
const DECLARATION = /(--[\w-]+):[^;}]*;?/g;

type Part = { text: string; property?: string; family?: string; declarations?: true };

/**
 * Reads the stylesheet once (at the first page drawn, ~10 ms); the function it returns gives, for a
 * page's HTML, the stylesheet without the utilities no element of that page names, and without
 * what only they needed: the variables of the theme and Tailwind's registrations (`@property`) and
 * defaults (`@layer properties`) no rule left uses, and the fonts (`@font-face`) no rule left names.
 * A stylesheet without Tailwind's utilities layer is returned whole.
 */
export function criticalCss(css: string): (html: string) => string {
  if (!css.includes(UTILITIES)) return () => css;
  // Tailwind's banner (its licence) is kept as it is, ahead of the rules.
  const banner = /^\/\*[\s\S]*?\*\/\s*/.exec(css)?.[0] ?? '';
  let top: Item[] | undefined;
  return (html) => {
    top ??= items(css, banner.length, css.length);
    const classes = classesIn(html);
    const has = (name: string) => classes.has(name);
    const all = () => true;
    // Each top-level part as the page keeps it; variables and fonts decided once the rules are.
    const parts = top.map((item): Part => {
      if (item.kind === 'rule') {
        const face = FONT_FACE.exec(item.text);
        const family = face ? (face[1] ?? face[2] ?? face[3]!).trim() : undefined;
        return { text: item.text, property: PROPERTY.exec(item.text)?.[1], family };
      }
      const text = `${item.open}${kept(item.items, item.open === UTILITIES ? has : all)}}`;
      return VARIABLE_LAYERS.has(item.open) ? { text, declarations: true } : { text };
    });
    const rules = parts.filter((part) => !part.property && !part.family && !part.declarations);
    const used = new Set(rules.flatMap((part) => [...part.text.matchAll(VARIABLE)].map((m) => m[0])));
    // A variable the theme keeps may name others (`--default-font-family: var(--font-sans)`).
    const keptDeclarations = () =>
      parts
        .filter((part) => part.declarations)
        .map((part) => ({
          part,
          text: part.text.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : '')),
        }));
    for (let size = -1; size !== used.size;) {
      size = used.size;
      for (const { text } of keptDeclarations()) for (const [name] of text.matchAll(VARIABLE)) used.add(name);
    }
    const declarations = new Map(keptDeclarations().map(({ part, text }) => [part, text]));
    const named = [...rules.map((part) => part.text), ...declarations.values()].join('');
    return (
      banner +
      parts
        .map((part) => {
          if (part.declarations) return declarations.get(part)!;
          if (part.property) return used.has(part.property) ? part.text : '';
          if (part.family) return named.includes(part.family) ? part.text : '';
          return part.text;
        })
        .join('')
    );
  };
}
