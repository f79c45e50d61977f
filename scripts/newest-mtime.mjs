// The staleness checks of `npm start` (build-web-if-stale.mjs, build-server.mjs): when a build's
// sources last changed.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time under `entry` (0 when it does not exist). Every `npm start` walks
 * the sources (~1,000 files): a directory's entries say which are directories, so only files are
 * stat'ed (#26).
 */
export function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  return stat.isDirectory() ? newestIn(entry) : stat.mtimeMs;
}

function newestIn(dir) {
  let found = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const entry = path.join(dir, item.name);
    const time = item.isDirectory() ? newestIn(entry) : item.isFile() ? fs.statSync(entry).mtimeMs : newest(entry);
    if (time > found) found = time;
  }
  return found;
}
