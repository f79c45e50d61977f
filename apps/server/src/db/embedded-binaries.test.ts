import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyStandalone, treeDigest } from './embedded-binaries.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bin-test-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tree shaped like the package's `native/`: a library and its versioned links. */
function packageTree(root: string, outside: string) {
  fs.mkdirSync(path.join(root, 'lib'), { recursive: true });
  fs.mkdirSync(path.join(root, 'bin'));
  fs.writeFileSync(path.join(root, 'lib', 'libicuuc.so.60.2'), 'the library');
  fs.symlinkSync('libicuuc.so.60.2', path.join(root, 'lib', 'libicuuc.so.60'));
  fs.writeFileSync(path.join(root, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(path.join(outside, 'elsewhere'), 'outside the tree');
  fs.symlinkSync(path.join(outside, 'elsewhere'), path.join(root, 'lib', 'absolute-link'));
}

describe('the copy of the PostgreSQL binaries', () => {
  it('keeps links inside the copy and still works once the original is gone', () => {
    const source = tempDir();
    const outside = tempDir();
    packageTree(source, outside);
    const target = path.join(tempDir(), 'copy');
    copyStandalone(source, target);
    fs.rmSync(source, { recursive: true });
    fs.rmSync(outside, { recursive: true });

    const link = path.join(target, 'lib', 'libicuuc.so.60');
    expect(fs.readlinkSync(link)).toBe('libicuuc.so.60.2');
    expect(fs.readFileSync(link, 'utf8')).toBe('the library');
    // A link out of the tree became a copy of what it pointed to.
    expect(fs.lstatSync(path.join(target, 'lib', 'absolute-link')).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(path.join(target, 'lib', 'absolute-link'), 'utf8')).toBe('outside the tree');
    expect(fs.statSync(path.join(target, 'bin', 'postgres')).mode & 0o111).not.toBe(0);
  });

  it('is named by what the package holds, not where it is or when it was written', () => {
    const outside = tempDir();
    const one = tempDir();
    const two = tempDir();
    packageTree(one, outside);
    fs.rmSync(path.join(outside, 'elsewhere'));
    packageTree(two, outside);
    fs.rmSync(path.join(one, 'lib', 'absolute-link'));
    fs.rmSync(path.join(two, 'lib', 'absolute-link'));
    expect(treeDigest(one)).toBe(treeDigest(two));
    fs.writeFileSync(path.join(two, 'lib', 'libicuuc.so.60.2'), 'another version');
    expect(treeDigest(one)).not.toBe(treeDigest(two));
  });
});
