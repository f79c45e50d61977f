import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runShop } from './shop.ts';

/**
 * One first start for the whole browser run: the shop on a new DATA_DIR initialises its
 * PostgreSQL, migrates and seeds the demo catalogue, then stops. Each file's `startShop` starts
 * from a copy of that directory.
 */
export default async function setup(project: TestProject) {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-template-'));
  fs.chmodSync(template, 0o755);
  const shop = await runShop(template);
  await shop.stop();
  project.provide('shopTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplate: string;
  }
}
