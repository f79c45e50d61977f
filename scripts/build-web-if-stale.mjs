// Builds the web app before `npm start` when dist/ is missing or older than its sources,
// so a fresh clone works with `npm ci && npm start` and a second start skips the build.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const roots = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];
const built = 'apps/web/dist/index.html';

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt === 0 || Math.max(...roots.map(newest)) > builtAt) {
  console.log('Building the web app (first start or sources changed)…');
  execSync('npm run build --workspace @shop/web', { stdio: 'inherit' });
}
