import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss } from './critical-css.ts';

const CSS = [
  '/*! banner */\n@layer properties{@supports (x:y){*,:before{--tw-border-style:solid;--tw-rotate-x:initial}}}',
  '@layer theme{:root{--font-sans:X,sans-serif;--spacing:.25rem;--font-heading:Y,var(--font-sans)}}',
  '@layer base{*{margin:0}html{font-family:var(--font-sans)}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.p-2{padding:calc(var(--spacing) * 2)}',
  '.font-heading{font-family:var(--font-heading)}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.grid{display:grid}',
  '.hover\\:bg-ink\\/75:hover{background:#111}',
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}',
  '.size-2\\.5{width:.625rem}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '@supports (color:color-mix(in lab,red,red)){.text-ink\\/75{color:color-mix(in oklab,#111 75%,transparent)}}',
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}}',
  '.a,.b{content:"{,}"}',
  '.\\32 xl{font-size:2rem}',
  '}',
  '@font-face{font-family:X;src:url(/x.woff2)}',
  '@font-face{font-family:"Y";src:url(/y.woff2)}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
].join('');

const page = (classes: string) => `<html><body class="${classes}"><p>text</p></body></html>`;

describe('the stylesheet a drawn page carries', () => {
  it('keeps everything outside the utilities, and the utilities whose classes the page uses', () => {
    const pick = criticalCss(CSS);
    expect(pick(page('flex md:grid'))).toBe(
      '/*! banner */\n@layer properties{@supports (x:y){*,:before{}}}' +
        '@layer theme{:root{--font-sans:X,sans-serif;}}' +
        '@layer base{*{margin:0}html{font-family:var(--font-sans)}}@layer components;' +
        '@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}}}' +
        '@font-face{font-family:X;src:url(/x.woff2)}',
    );
  });

  it('keeps the registration and default of a variable only when a rule it keeps uses it', () => {
    const css = criticalCss(CSS)(page('border'));
    expect(css).toContain('@layer properties{@supports (x:y){*,:before{--tw-border-style:solid;}}}');
    expect(css).toContain('.border{border-style:var(--tw-border-style);border-width:1px}');
    expect(css).toContain('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}');
    expect(css).not.toContain('--tw-rotate-x');
  });

  it('keeps a variable of the theme, and a font, only when a rule it keeps uses it', () => {
    const pick = criticalCss(CSS);
    const plain = pick(page('flex'));
    expect(plain).not.toContain('--spacing');
    expect(plain).not.toContain('--font-heading');
    expect(plain).not.toContain('font-family:"Y"');
    const heading = pick(page('p-2 font-heading'));
    expect(heading).toContain(
      '@layer theme{:root{--font-sans:X,sans-serif;--spacing:.25rem;--font-heading:Y,var(--font-sans)}}',
    );
    expect(heading).toContain('@font-face{font-family:"Y";src:url(/y.woff2)}');
    expect(heading).toContain('@font-face{font-family:X;src:url(/x.woff2)}');
  });

  it('reads escaped class names, selector lists and variants as the HTML writes them', () => {
    const pick = criticalCss(CSS);
    const css = pick(page('hover:bg-ink/75 [&amp;_a]:underline size-2.5 text-ink/75 b 2xl'));
    expect(css).toContain('.hover\\:bg-ink\\/75:hover{background:#111}');
    expect(css).toContain('.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}');
    expect(css).toContain('.size-2\\.5{width:.625rem}');
    expect(css).toContain('@supports (color:color-mix(in lab,red,red)){.text-ink\\/75{');
    // One selector of a list is enough; braces inside a string do not end the rule.
    expect(css).toContain('.a,.b{content:"{,}"}');
    expect(css).toContain('.\\32 xl{font-size:2rem}');
    expect(css).not.toContain('.flex{');
    expect(css).not.toContain('@media (min-width:48rem)');
    // A group variant needs both the group and the class.
    expect(pick(page('group-hover:underline'))).not.toContain('group-hover');
    expect(pick(page('group group-hover:underline'))).toContain(':is(:where(.group):hover .group-hover\\:underline)');
  });

  it('finds every class of every element', () => {
    expect([
      ...classesIn('<div class="a  b"><svg class="c"></svg><p class="">x</p><i class="&quot;d&quot;"></i></div>'),
    ]).toEqual(['a', 'b', 'c', '"d"']);
  });

  it('leaves a stylesheet without a utilities layer whole', () => {
    expect(criticalCss('body{margin:0}')(page('x'))).toBe('body{margin:0}');
  });
});
