import type { TestShop } from '../support/shop.ts';

/** A JSON Schema as @fastify/swagger prints it from the zod route schemas (the parts we read). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type Operation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type ApiRoute = {
  method: string;
  /** Fastify's spelling: /api/auth/orders/:orderId */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  tags: string[];
};

/**
 * Every route the app has, from Fastify's own route tree (so a route missing from the OpenAPI
 * document is still found), with the schemas the OpenAPI document gives where it has them.
 */
export async function routesOf(shop: TestShop, prefix = '/api'): Promise<ApiRoute[]> {
  const tree = shop.app.printRoutes({ commonPrefix: false });
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (depth ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) found.push({ method, path: full });
  }

  const doc = (await shop.app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const routes: ApiRoute[] = [];
  for (const { method, path } of found) {
    if (method === 'HEAD' || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    const docPath = path.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[docPath]?.[method.toLowerCase()] ?? {};
    const params = op.parameters ?? [];
    const pick = (where: Parameter['in']) =>
      Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
    routes.push({
      method,
      path,
      pathParams: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      query: pick('query'),
      headers: pick('header'),
      body: op.requestBody?.content?.['application/json']?.schema,
      tags: op.tags ?? [],
    });
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const isAdminRoute = (route: Pick<ApiRoute, 'path' | 'tags'>) =>
  route.tags.includes('admin') || route.path.startsWith('/api/admin');

/** What a client must never read: stack frames, SQL, driver internals, password hashes. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at |\bat (?:async )?[\w$.<>]+ \(|node:internal|\/apps\/server\/|\.ts:\d+/],
  ['SQL', /\b(?:select|insert|update|delete)\b[^"]{0,120}\b(?:from|into|set|where)\b|Failed query/i],
  ['a database error', /pg_|duplicate key|violates|invalid input syntax|syntax error at|relation "/i],
  ['a password hash', /scrypt\$/],
];

/** Names what leaks in a response body, or undefined when it is clean. */
export function leakIn(body: string): string | undefined {
  for (const [what, pattern] of LEAKS) if (pattern.test(body)) return what;
  return undefined;
}

/**
 * The shape every error answer must have: JSON `{ message, code }` and nothing a client must not
 * read. Answers a description of what is wrong, or undefined.
 */
export function badErrorBody(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const leak = leakIn(res.body);
  if (leak) return `${leak} in the body: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    return `error ${res.statusCode} is not JSON (${String(res.headers['content-type'])}): ${res.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `error ${res.statusCode} body is not valid JSON: ${res.body.slice(0, 200)}`;
  }
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || !message || typeof code !== 'string' || !code)
    return `error ${res.statusCode} body lacks message/code: ${res.body.slice(0, 200)}`;
  return undefined;
}
