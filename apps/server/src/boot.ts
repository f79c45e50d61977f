// The production bundle's entry (`apps/server/dist/server.mjs`, what `npm start` runs). The
// server's code (server.ts and everything it loads, ~3 MB) is bundled as one CommonJS file beside
// this one, and run from V8's code cache when there is one: compiling it is then mostly skipped,
// ~60–80 ms of every start (decision 060). A start without a usable cache (the first of a build,
// another Node) writes one once it is over (server.ts, `saveCompiledCode`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { CODE_CACHE_SAVER, LOADER_IMPORT } from './lib/code-cache.ts';

/** The bundle's file name, with its content's hash: scripts/build-server.mjs sets it. */
declare const SHOP_BUNDLE: string;

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), SHOP_BUNDLE);
// Named after the bundle's content: V8 checks a cache's Node and flags, but of the code only its
// length, so a cache is never read for code it was not made from (a server of the previous build
// still running writes its own under its own name).
const cacheFile = file.replace(/\.cjs$/, '.code-cache');

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** The bundle compiled, from its cache when V8 takes it (the cache's bytes are not kept after). */
function compile(): { script: vm.Script; fromCache: boolean } {
  const cachedData = readCache();
  // CommonJS's own wrapper, strict as the ES modules it was bundled from; on the first line, so the
  // bundle's line numbers stay those of stack traces. The bundle is ASCII (scripts/build-server.mjs):
  // read as Latin-1, a copy, where decoding UTF-8 took ~8 ms.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {'use strict';${fs.readFileSync(file, 'latin1')}\n})`,
    { filename: file, ...(cachedData ? { cachedData } : {}) },
  );
  return { script, fromCache: cachedData !== undefined && script.cachedDataRejected !== true };
}

const { script, fromCache } = compile();
let saved = fromCache;
(globalThis as Record<symbol, unknown>)[CODE_CACHE_SAVER] = () => {
  if (saved) return;
  saved = true;
  // A build since this start has put another bundle in place: this code's cache is of no use there.
  if (!fs.existsSync(file)) return;
  // Written beside and renamed into place: a start reading it meanwhile finds all of it or none.
  const partial = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(partial, script.createCachedData());
    fs.renameSync(partial, cacheFile);
  } catch {
    // A read-only install starts without a cache, as before: nothing is lost but the time.
    fs.rmSync(partial, { force: true });
  }
};

// The server's code loads what is not in its bundle with this import() (lib/run-time-import.ts).
(globalThis as Record<symbol, unknown>)[LOADER_IMPORT] = (specifier: string) => import(specifier);

const module = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(file),
  module,
  file,
  path.dirname(file),
);
