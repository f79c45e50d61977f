import fs from 'node:fs';
import path from 'node:path';
import { pidAlive } from './pid-alive.ts';

export class DataDirInUseError extends Error {}

/**
 * One shop per data directory. The lock file holds the owner's pid; a lock left by a process
 * that no longer runs (a crash) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && pidAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another shop server (pid ${owner}). Stop it first or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}`);
}
