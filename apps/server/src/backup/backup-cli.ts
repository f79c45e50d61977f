import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './archive.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup [-- --out <dir or file.tar.gz>]` and
 * `npm run restore -- <file> [--force] [--trust-unsigned]`, with the shop's own configuration
 * (DATA_DIR, DATABASE_URL, S3_BUCKET, BACKUP_KEY). Messages go to the terminal; the exit code
 * says whether it worked.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function backup(args: string[]) {
  const at = args.indexOf('--out');
  const out = at >= 0 ? args[at + 1] : undefined;
  const { file, manifest, key, leftOut } = await createBackup(loadConfig(), out ? { out } : {});
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  say(`Backup written: ${file}`);
  say(
    `  database: ${manifest.database.tables.length} tables, ${rows} rows (migration ${manifest.database.migrationTag})`,
  );
  if (manifest.images.storage === 'local') say(`  images:   ${manifest.images.files.length} files`);
  else say(`  images:   ${manifest.images.note}`);
  if (leftOut.length) say(`  left out: ${leftOut.length} files under uploads that the shop did not make`);
  say(`  signed:   with backup key ${key.id} (${key.source})`);
  if (key.created) {
    say('');
    say(`A backup key was made for this shop: ${key.source}`);
    say('Keep a copy of it away from this machine and apart from the backup files (a password');
    say('manager): a restore checks every backup against it (BACKUP_KEY=<its contents> npm run restore),');
    say('and whoever has it can make a file this shop would restore.');
  }
}

async function restore(args: string[]) {
  const force = args.includes('--force');
  const trustUnsigned = args.includes('--trust-unsigned');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('name the backup file: npm run restore -- <file> [--force] [--trust-unsigned]');
  const result = await restoreBackup(loadConfig(), file, { force, trustUnsigned });
  say(`Restored ${file} into ${result.target}`);
  say(`  database: ${result.tables} tables, ${result.rows} rows`);
  if (result.migratedTo > result.migratedFrom) {
    say(`  migrated: from level ${result.migratedFrom} (the backup's) to ${result.migratedTo}`);
  }
  if (result.manifest.images.storage === 'local') say(`  images:   ${result.images} files`);
  else say(`  images:   ${result.manifest.images.note}`);
  if (result.replaced) say(`  the data directory it replaced was moved to ${result.replaced}`);
  say(
    result.signedWith
      ? `  signed:   checked with backup key ${result.signedWith.id} (${result.signedWith.source})`
      : '  signed:   NOT checked (--trust-unsigned): you vouched for this file yourself',
  );
  say('Start the shop with npm start.');
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new BackupError('usage: backup-cli.ts backup [--out <dir>] | restore <file> [--force] [--trust-unsigned]');
  process.exit(0);
} catch (error) {
  if (error instanceof BackupError) {
    const verb = command === 'restore' ? 'restore' : 'back up';
    process.stderr.write(
      command === 'restore'
        ? `Not restored: ${error.message}. Nothing was changed.\n`
        : `Could not ${verb}: ${error.message}.\n`,
    );
  } else if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The ${command ?? 'backup'} failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
  process.exit(1);
}
