// Builds the web app before `npm start` when dist/ (the browser's build) or dist-server/ (the
// server's build of the storefront, decision 051) is missing or older than its sources, so a fresh
// clone works with `npm ci && npm start` and a second start skips the build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { newest } from './newest-mtime.mjs';

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

const builtAt = Math.min(...built.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...roots.map(newest)) > builtAt) {
  console.log('Building the web app (first start or sources changed)…');
  // Always a production build, whoever asks (a test runner sets NODE_ENV=test): a development
  // build would put React's development JSX runtime in the server's build of the storefront.
  execSync('npm run build --workspace @shop/web', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
