/**
 * Loads, as the server runs, what is not in its bundle: a package by its name (sharp, the
 * PostgreSQL programs' package) or a file by its URL (the web app's server build). In the bundle,
 * scripts/build-server.mjs puts the `import()` of its loader (boot.ts) in this one's place: the
 * bundle runs from V8's code cache (decision 060), and under Node 20 code made from a code cache
 * has lost `import()` ("A dynamic import callback was not specified"); the loader, an ES module of
 * its own, has not. (`require` would do in the bundle, but not from the sources: tsx turns a
 * required ES module into CommonJS, a second copy of modules the web's build also imports.)
 */
export const importAtRunTime = (specifier: string): Promise<unknown> => import(specifier);
