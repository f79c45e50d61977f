/**
 * zod as the browser takes it (vite.config.ts sends `import … from 'zod'` here): without the parsers
 * it compiles with `new Function`. The shop's Content-Security-Policy allows no eval, so zod's first
 * object check probed `Function('')`, which the browser refused and reported as a CSP violation on
 * every screen with a form (Lighthouse, best practices 96). The server's zod keeps its compiled
 * parsers.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
