import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/message-catalogues.ts';

// In CI every run also writes a JSON report; scripts/test-summary.mjs adds them up.
const reporters = process.env.CI
  ? ['default', ['json', { outputFile: `test-results/run-${process.pid}.json` }] as [string, object]]
  : ['default'];

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Mail leaves on its own thread at a lower priority (decision 036): on a busy machine a
          // mail may take seconds to reach the sink, so a poll for it gives it up to 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Message catalogues are compiled on import, as in the build.
        plugins: [messageCatalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // One first start of the shop; each file's shop starts from a copy of its DATA_DIR.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a loaded machine may take seconds to settle; a poll gives it up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
