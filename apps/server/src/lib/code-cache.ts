/**
 * Where the production bundle's loader (`boot.ts`) leaves what the server's code, run from V8's
 * code cache, takes from it (decision 060): the function that writes that cache, and its own
 * `import()` (run-time-import.ts). Symbols of the process: the loader and the server are bundled
 * apart.
 */
export const CODE_CACHE_SAVER = Symbol.for('shop.saveCodeCache');
export const LOADER_IMPORT = Symbol.for('shop.loaderImport');

/**
 * Keeps what this start has compiled for the next one: called once the start is over (the
 * functions it ran are compiled by then). Only a start that found no cache, or one V8 refused
 * (another Node), writes one; run from the sources (tsx, tests) there is no loader: nothing happens.
 */
export function saveCompiledCode(): void {
  const save = (globalThis as Record<symbol, unknown>)[CODE_CACHE_SAVER];
  if (typeof save === 'function') save();
}
