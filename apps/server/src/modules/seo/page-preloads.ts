import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_SIZES, srcSet } from '@shop/shared/catalog-rules';

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

/** Vite's build manifest (`build.manifest` in apps/web/vite.config.ts): source → chunk and its imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Route modules of the pages the server fills, as named in the manifest (apps/web/src/app/router.tsx). */
export const ROUTE_MODULES = {
  home: 'src/routes/store/home.tsx',
  category: 'src/routes/store/category.tsx',
  product: 'src/routes/store/product.tsx',
} as const;
export type PreloadedRoute = keyof typeof ROUTE_MODULES;

export function readManifest(webDist: string): Manifest | undefined {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files a route's chunk needs that index.html does not already load, in load order. */
export function routeModules(manifest: Manifest | undefined, route: PreloadedRoute): string[] {
  if (!manifest) return [];
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dependency of chunk.imports ?? []) collect(dependency, into);
  };
  const initial = new Set<string>();
  collect('index.html', initial);
  const needed = new Set<string>();
  collect(ROUTE_MODULES[route], needed);
  return [...needed].filter((key) => !initial.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * The chunk of the visitor's first words (`locales/<language>/base.ts`): the app imports it before
 * its first screen, so announcing it saves the round trip after the entry script.
 */
export function languageModules(manifest: Manifest | undefined, language: string): string[] {
  const chunk = manifest?.[`src/locales/${language}/base.ts`];
  return chunk ? [`/${chunk.file}`] : [];
}

/** The Myanmar font's regular face among the built assets: Burmese text waits for it. */
export function myanmarFont(webDist: string): string | undefined {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return undefined;
  const file = fs.readdirSync(dir).find((name) => /^noto-sans-myanmar-myanmar-400-normal-[\w-]+\.woff2$/.test(name));
  return file ? `/assets/${file}` : undefined;
}

/** The preload of an image the page shows first, or undefined when it has none. */
export function imagePreload(src: string | undefined, route: PreloadedRoute): PagePreloads['image'] {
  if (!src) return undefined;
  return { href: src, srcset: srcSet(src), sizes: IMAGE_SIZES[route] };
}
