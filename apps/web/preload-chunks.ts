import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the table, beside Vite's own manifest (`.vite/manifest.json`). */
export const PRELOAD_CHUNKS_FILE = '.vite/preload-chunks.json';

/**
 * Tables of the app whose entries are `name: () => import('…')`: the screens of the pages the
 * server fills (decision 019) and each language's first words (decision 030).
 */
const TABLES = [
  { group: 'pages', file: 'src/app/preloaded-screens.ts', table: 'preloadedScreens' },
  { group: 'languages', file: 'src/lib/i18n.ts', table: 'baseArea' },
] as const;

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Depth first, the first node that `match` accepts. */
function find(node: unknown, match: (node: Node) => boolean): Node | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = find(child, match);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  if (match(node)) return node;
  for (const [key, child] of Object.entries(node))
    if (key !== 'type') {
      const found = find(child, match);
      if (found) return found;
    }
  return undefined;
}

/** `{ name: () => import('specifier')… }` assigned to `table`, as name → specifier. */
function dynamicImports(program: unknown, table: string): Map<string, string> {
  const declarator = find(program, (n) => n.type === 'VariableDeclarator' && (n.id as Node).name === table);
  const object = find(declarator?.init, (n) => n.type === 'ObjectExpression') as { properties?: Node[] } | undefined;
  const entries = new Map<string, string>();
  for (const property of object?.properties ?? []) {
    const key = property.key as { name?: string; value?: string } | undefined;
    const load = find(property.value, (n) => n.type === 'ImportExpression') as { source?: Node } | undefined;
    const name = key?.name ?? key?.value;
    if (name && typeof load?.source?.value === 'string') entries.set(name, load.source.value);
  }
  return entries;
}

/**
 * Writes `dist/.vite/preload-chunks.json`: for each page the server fills and each language, the
 * key of its chunk in Vite's manifest (`{ pages: { product: 'src/routes/store/product.tsx' }, … }`).
 * The server reads it to preload a page's code (apps/server/src/modules/seo/page-preloads.ts), so
 * it never names the app's source files: a screen moved or renamed in the table the router loads
 * it from is found by the next build, and one that is no chunk of its own fails the build.
 */
export function preloadChunks(): Plugin {
  let root = process.cwd();
  const modules = new Map<string, { group: string; name: string }>();
  const read = new Set<string>();
  return {
    name: 'shop:preload-chunks',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      // Only the tables' own files (the hook is not called for the app's other modules).
      filter: { id: new RegExp(`(${TABLES.map((t) => t.file.replaceAll('.', '\\.')).join('|')})$`) },
      async handler(code, id) {
        const source = TABLES.find((t) => id === path.join(root, t.file));
        if (!source) return;
        const entries = dynamicImports(this.parse(code, { lang: 'ts' }), source.table);
        if (!entries.size) this.error(`${source.file}: no \`${source.table}\` of \`name: () => import('…')\` entries`);
        read.add(source.group);
        for (const [name, specifier] of entries) {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) this.error(`${source.file}: cannot resolve ${specifier}`);
          modules.set(resolved.id.split('?')[0]!, { group: source.group, name });
        }
      },
    },
    generateBundle(_options, bundle) {
      for (const t of TABLES)
        if (!read.has(t.group)) this.error(`${t.file} is not part of the app: where is \`${t.table}\` now?`);
      const table: Record<string, Record<string, string>> = Object.fromEntries(TABLES.map((t) => [t.group, {}]));
      for (const chunk of Object.values(bundle)) {
        const id = chunk.type === 'chunk' ? chunk.facadeModuleId : null;
        const entry = id ? modules.get(id) : undefined;
        // The manifest's key of a chunk: its module's path from the app's root.
        if (id && entry) table[entry.group]![entry.name] = path.relative(root, id).split(path.sep).join('/');
      }
      const missing = [...modules.values()].filter(({ group, name }) => !table[group]![name]);
      if (missing.length) {
        this.error(
          `no chunk of its own for ${missing.map((m) => `${m.group}.${m.name}`).join(', ')} (still lazy-loaded?)`,
        );
      }
      this.emitFile({ type: 'asset', fileName: PRELOAD_CHUNKS_FILE, source: `${JSON.stringify(table, null, 2)}\n` });
    },
  };
}
