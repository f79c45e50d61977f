import type { Language } from '@shop/shared/language';
import { paths } from '@shop/shared/paths';
import { DEFAULT_SHOP_NAME } from '@shop/shared/shop-rules';
import { escapeHtml } from '../../lib/escape-html.ts';
import { messages } from '../../lib/i18n.ts';
import type { PagePreloads } from './page-preloads.ts';

/** What a link preview (Facebook, Viber, Telegram) and a search engine read from a page's HTML. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the preview image. */
  image?: string;
  type?: 'website' | 'product';
  /** Structured data (schema.org), each written as a JSON-LD script of its own. */
  jsonLd?: object[];
  /** The language the head is written in: `<html lang>` and `og:locale`. */
  language?: Language;
  /** The shop's name in that language (shop settings): the title's end and `og:site_name`. */
  siteName?: string;
};

const OG_LOCALES: Record<Language, string> = { en: 'en_US', my: 'my_MM' };

/** JSON inside <script> must never close the element: every `<` is written as \u003c. */
function jsonForScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const jsonLdScripts = (data: object[]) =>
  data.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`);

/** Adds structured data to a page whose head is otherwise index.html's own (the English home page). */
export function injectJsonLd(indexHtml: string, data: object[]): string {
  if (!data.length) return indexHtml;
  return indexHtml.replace('</head>', () => `    ${jsonLdScripts(data).join('\n    ')}\n  </head>`);
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/**
 * index.html's own description, however it is written: the built file sets it over several lines
 * (`<meta` and `name="description"` on lines of their own), which a pattern with a plain space missed:
 * every drawn page went out with the shop's generic English description.
 */
const DESCRIPTION_META = /<meta\s+name="description"[^>]*>/;

/**
 * Puts a page's title, description, canonical link, Open Graph tags and JSON-LD into the built
 * index.html, replacing its generic title and description, so the page is understood without
 * running JavaScript. JSON-LD is data, not script: the CSP does not need to allow it.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const siteName = head.siteName || DEFAULT_SHOP_NAME;
  const title = `${head.title} | ${siteName}`;
  const language = head.language ?? 'en';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image
      ? [meta('property', 'og:image', head.image), meta('name', 'twitter:card', 'summary_large_image')]
      : [meta('name', 'twitter:card', 'summary')]),
    ...jsonLdScripts(head.jsonLd ?? []),
  ].join('\n    ');
  return (
    indexHtml
      // Replacer functions: a product name holding `$&` or `$\`` must not splice page text back in.
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(DESCRIPTION_META, () => meta('name', 'description', head.description))
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}

/** The shell's line for a browser with JavaScript off (the build's `appShell`, vite.config.ts). */
const NO_SCRIPT_LINE = /(<noscript><p[^>]*>)[^<]*(<a [^>]*>)[^<]*(<\/a><\/p><\/noscript>)/;

/**
 * index.html as a reader of `language` first sees it, before the app's code has run: `<html lang>`,
 * the shop's description, the shell's loading line and its line for a browser with JavaScript off,
 * in their language. English is the build's own.
 */
export function shellInLanguage(indexHtml: string, language: Language): string {
  if (language === 'en') return indexHtml;
  const words = messages(language).head;
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(DESCRIPTION_META, () => meta('name', 'description', words.homeDescription))
    .replace(
      /(<p role="status"[^>]*>)[^<]*(<\/p>)/,
      (_, open: string, close: string) => `${open}${escapeHtml(words.loading)}${close}`,
    )
    .replace(
      NO_SCRIPT_LINE,
      (_, open: string, link: string, close: string) =>
        `${open}${escapeHtml(words.noScript)} ${link}${escapeHtml(words.noScriptReadable)}${close}`,
    );
}

/**
 * Announces what the page will fetch first (its route's chunks, its first API answer, its largest
 * image) right after the stylesheet, so the browser starts them with the entry script. The data
 * preload is same-origin `cors` like the app's `fetch`, so the app's request is answered from it.
 */
export function injectPreloads(indexHtml: string, preloads: PagePreloads): string {
  const { image, data, modules, fonts = [] } = preloads;
  const tags = [
    ...(image
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${
            image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : ''
          } fetchpriority="high" />`,
        ]
      : []),
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`),
    ...(data ? [`<link rel="preload" as="fetch" href="${escapeHtml(data)}" crossorigin />`] : []),
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
  if (!tags.length) return indexHtml;
  const at = indexHtml.search(/<script type="module"/);
  const block = `${tags.join('\n    ')}\n    `;
  return at < 0
    ? indexHtml.replace('</head>', () => `    ${block}</head>`)
    : indexHtml.slice(0, at) + block + indexHtml.slice(at);
}

/**
 * A drawn page's scripts, held until the browser has painted it (decision 056): the app's entry and
 * the module preloads move into an inert `<template id="after-paint">` (nothing in it is fetched),
 * and `boot` — a few hundred bytes — moves them into the head after the first frame and imports the
 * entry. Image and font preloads stay where they are: the first paint needs them. A page without
 * the entry script is returned as it is.
 */
export function scriptsAfterPaint(html: string, boot: string): string {
  const headEnd = html.indexOf('</head>');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html.slice(0, headEnd));
  if (!entry) return html;
  const preloads = html.slice(0, headEnd).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  const held = [`<link rel="modulepreload" crossorigin href="${entry[1]}" />`, ...preloads].join('');
  const start =
    `<template id="after-paint" data-entry="${entry[1]}">${held}</template>\n    ` +
    `<script type="module" src="${escapeHtml(boot)}"></script>`;
  const head = preloads
    .reduce((kept, link) => kept.replace(link, ''), html.slice(0, headEnd))
    .replace(entry[0], () => start);
  return head.replace(/\n\s*\n/g, '\n') + html.slice(headEnd);
}

/**
 * A drawn page with the part of the app's stylesheet its first paint needs in a `<style>` in its head
 * (decision 058), where the link was: the first paint waits for no second request. The link itself
 * moves to the front of the after-paint template (`scriptsAfterPaint`), so the whole stylesheet is
 * fetched after the first paint, before the app's code, and is in the page for the app's lazy
 * screens (Vite's loader of a screen adds a link for a stylesheet the page does not link, and
 * waits for it). With JavaScript off, a `<noscript>` copy of the link brings it. A page without
 * the template is returned as it is.
 */
export function stylesheetInline(
  html: string,
  stylesheet: { link: string; critical: (html: string) => string },
): string {
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf(stylesheet.link);
  const template = /<template id="after-paint"[^>]*>/.exec(html.slice(0, headEnd));
  if (at < 0 || at > headEnd || !template) return html;
  const css = stylesheet.critical(html);
  const inTemplate = template.index + template[0].length;
  return (
    html.slice(0, at) +
    `<style>${css}</style><noscript>${stylesheet.link}</noscript>` +
    html.slice(at + stylesheet.link.length, inTemplate) +
    stylesheet.link +
    html.slice(inTemplate)
  );
}

/**
 * A drawn Burmese page whose first screen's largest element is a picture (decision 052's addendum):
 * its after-paint template (`scriptsAfterPaint`) is marked `data-fonts`, and while it is in the page
 * the stylesheet leaves the shop's Myanmar faces out of the font stack (`html:has(...)`). The boot
 * script replaces the template at the first contentful paint; the browser asks for the faces then.
 */
export function fontsAfterPaint(html: string): string {
  return html.replace(/(<template id="after-paint"[^>]*)>/, (_, open: string) => `${open} data-fonts>`);
}

/**
 * index.html as the answer to an address that is no page of the shop (sent with 404): the title
 * and the shell's line say so in the reader's language, search engines are told not to index it,
 * and the app, once it runs, shows its own not-found page in the same words: for a product address
 * that names no product, the product page's (its way out goes to the shop's grid, as the app's
 * does when the page was the first one).
 */
export function notFoundShell(
  indexHtml: string,
  language: Language,
  siteName: string,
  what: 'page' | 'product' = 'page',
): string {
  const words = messages(language).head;
  const [heading, body, way] =
    what === 'product'
      ? [words.productNotFoundTitle, words.productNotFoundBody, { href: paths.shop(), text: words.goBack }]
      : [words.notFoundTitle, words.notFoundBody, { href: paths.home, text: words.goHome }];
  const title = `${heading} | ${siteName}`;
  return (
    shellInLanguage(indexHtml, language)
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `    <meta name="robots" content="noindex" />\n  </head>`)
      .replace(' aria-busy="true"', '')
      // The page says all it has to without JavaScript.
      .replace(NO_SCRIPT_LINE, '')
      .replace(
        /<p role="status"[^>]*>[^<]*<\/p>/,
        () =>
          `<main class="mx-auto mt-16 flex max-w-lg flex-col items-center gap-4 px-6 text-center"><h1 class="text-2xl font-bold">${escapeHtml(
            heading,
          )}</h1><p class="text-muted">${escapeHtml(body)}</p><a href="${escapeHtml(way.href)}" class="underline">${escapeHtml(
            way.text,
          )}</a></main>`,
      )
  );
}

/** The shell's own title (the build's, the shop's default name) as the shop is named in its settings. */
export function shellTitled(indexHtml: string, siteName: string): string {
  if (!siteName || siteName === DEFAULT_SHOP_NAME) return indexHtml;
  return indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(siteName)}</title>`);
}
