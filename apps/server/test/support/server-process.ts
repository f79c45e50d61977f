import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** The server from its TypeScript sources (as `npm run dev` runs it), or bundled as `npm start` runs it. */
const entries = {
  sources: ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  bundle: [path.join(root, 'apps/server/dist/server.mjs')],
};

/** Builds the bundle `npm start` runs when it is missing or older than its sources. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale'], { cwd: root });
}

/**
 * Journeys and load tests place many guest orders from one address: they run with the abuse
 * limits out of the way (the limits have their own tests, with small values).
 */
export const RELAXED_LIMITS = {
  GUEST_ORDERS_PER_ADDRESS: '100000',
  GUEST_ORDERS_PER_CONTACT: '100000',
  GUEST_UNITS_HELD: '1000000',
  GUEST_UNITS_PER_ADDRESS: '100000000',
  MAILS_PER_RECIPIENT: '100000',
};

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves true once /api/health answers 200. */
  ready: (ms?: number) => Promise<boolean>;
};

/** Starts the real server entry point as a separate process (the bundle: build it first). */
export function startServerProcess(
  env: Record<string, string>,
  port: number,
  from: keyof typeof entries = 'sources',
): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, entries[from], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    child,
    port,
    output: () => output,
    exited,
    ready: async (ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline && !gone) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (res.status === 200) return true;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return false;
    },
  };
}
