// Builds the web app before `npm start` when dist/ (the browser's build) or dist-server/ (the
// server's build of the storefront, decision 051) is missing or older than its sources, so a fresh
// clone works with `npm ci && npm start` and a second start skips the build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { changedSince } from './newest-mtime.mjs';

const roots = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  // The Myanmar font's cut (decision 052).
  'scripts/myanmar-font.mjs',
  'scripts/myanmar-font-subset.mjs',
];
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];

// Against the older of the two builds (a missing one makes it stale).
const times = built.map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
const older = built[times.indexOf(Math.min(...times))];
if (changedSince(roots, older)) {
  console.log('Building the web app (first start or sources changed)…');
  // Always a production build, whoever asks (a test runner sets NODE_ENV=test): a development
  // build would put React's development JSX runtime in the server's build of the storefront.
  execSync('npm run build --workspace @shop/web', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
