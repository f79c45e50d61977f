import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_SIZES, srcSet } from '@shop/shared/catalog-rules';
import type { PreloadedPage } from '@shop/shared/paths';
import { criticalCss } from './critical-css.ts';

/**
 * What a page will ask for as soon as its JavaScript runs, announced in its HTML so the browser
 * fetches it alongside the entry script instead of one after the other (HTML → entry → route
 * chunk → API → image): the route's chunks, its first API answer and its largest image.
 */
export type PagePreloads = {
  /** Script files of the route's chunks (absolute paths under /assets). */
  modules: string[];
  /** The API URL the page fetches first, exactly as the app asks for it. */
  data?: string;
  /** The largest image of the first screen, with the srcset and sizes the page renders it with. */
  image?: { href: string; srcset: string; sizes: string };
  /** Font files the first screen's text needs (woff2 under /assets). */
  fonts?: string[];
};

/** Vite's build manifest (`build.manifest` in apps/web/vite.config.ts): chunk key → file and its imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * What the web build says of its chunks: Vite's manifest, and beside it the manifest key of each
 * filled page's screen and each language's first words (`dist/.vite/preload-chunks.json`, written
 * by apps/web/preload-chunks.ts). The server never names the app's source files.
 */
export type WebBuild = {
  manifest: Manifest;
  chunks: { pages: Partial<Record<PreloadedPage, string>>; languages: Partial<Record<string, string>> };
};

export function readWebBuild(webDist: string): WebBuild | undefined {
  const read = (name: string) => {
    const file = path.join(webDist, '.vite', name);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : undefined;
  };
  const manifest = read('manifest.json') as Manifest | undefined;
  const chunks = read('preload-chunks.json') as Partial<WebBuild['chunks']> | undefined;
  if (!manifest) return undefined;
  return { manifest, chunks: { pages: chunks?.pages ?? {}, languages: chunks?.languages ?? {} } };
}

/** The pages whose chunk the build does not name (its code is then not preloaded). */
export function unnamedPages(build: WebBuild, pages: readonly PreloadedPage[]): PreloadedPage[] {
  return pages.filter((page) => {
    const key = build.chunks.pages[page];
    return !key || !build.manifest[key];
  });
}

/** The files a page's screen needs that index.html does not already load, in load order. */
export function routeModules(build: WebBuild | undefined, route: PreloadedPage): string[] {
  const key = build?.chunks.pages[route];
  if (!build || !key) return [];
  const { manifest } = build;
  const collect = (at: string, into: Set<string>) => {
    const chunk = manifest[at];
    if (!chunk || into.has(at)) return;
    into.add(at);
    for (const dependency of chunk.imports ?? []) collect(dependency, into);
  };
  const initial = new Set<string>();
  collect('index.html', initial);
  const needed = new Set<string>();
  collect(key, needed);
  return [...needed].filter((at) => !initial.has(at)).map((at) => `/${manifest[at]!.file}`);
}

/**
 * The chunk of the visitor's first words (the app's `baseArea`): the app imports it before its
 * first screen, so announcing it saves the round trip after the entry script.
 */
export function languageModules(build: WebBuild | undefined, language: string): string[] {
  const key = build?.chunks.languages[language];
  const chunk = key ? build?.manifest[key] : undefined;
  return chunk ? [`/${chunk.file}`] : [];
}

/**
 * The shop's cut of Noto Sans Myanmar among the built assets, bold then regular (decision 052 and
 * its addenda: ~22 KB each, the letters of all the shop's own words). The Burmese pages that are
 * text throughout (the shop's own pages, `STATIC_PAGES`) preload it and are painted in it; on every
 * other drawn Burmese page (the home page, listings, products) the browser asks for it after the
 * first paint (`fontsAfterPaint`): the page is painted in the phone's own font first and swaps
 * without moving, since every row of those first screens keeps its size whatever the font. The
 * whole font is never preloaded.
 */
export function myanmarFonts(webDist: string): string[] {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir);
  return ['700', '400'].flatMap((weight) => {
    const file = files.find((name) => new RegExp(`^noto-sans-myanmar-shop-${weight}-[\\w-]+\\.woff2$`).test(name));
    return file ? [`/assets/${file}`] : [];
  });
}

/**
 * The script that starts the app after a drawn page's first paint (`assets/boot-<hash>.js`, made by
 * the web's build from src/boot.ts; decision 056), or undefined in a build without it.
 */
export function bootScript(webDist: string): string | undefined {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return undefined;
  const file = fs.readdirSync(dir).find((name) => /^boot-[\w-]+\.js$/.test(name));
  return file ? `/assets/${file}` : undefined;
}

/** The app's stylesheet as index.html links it, and the part of it a given page's HTML uses. */
export type Stylesheet = { link: string; critical: (html: string) => string };

/**
 * The stylesheet index.html links (`<link rel="stylesheet" … href="/assets/index-<hash>.css">`), read
 * once into what each drawn page carries of it in its head (decision 058); undefined when the shell
 * links none, the file is missing, or its text could end a `<style>` element.
 */
export function readStylesheet(webDist: string, indexHtml: string): Stylesheet | undefined {
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  const found = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/.exec(head);
  if (!found) return undefined;
  const file = path.join(webDist, found[1]!);
  if (!fs.existsSync(file)) return undefined;
  const css = fs.readFileSync(file, 'utf8');
  return /<\/style/i.test(css) ? undefined : { link: found[0], critical: criticalCss(css) };
}

/** The preload of an image the page shows first, or undefined when it has none. */
export function imagePreload(src: string | undefined, route: PreloadedPage): PagePreloads['image'] {
  if (!src) return undefined;
  return { href: src, srcset: srcSet(src), sizes: IMAGE_SIZES[route] };
}
