/**
 * A client for a shop server process that keeps every answer it receives (status line, headers,
 * body), so a test can search all of them afterwards.
 */
export type Answer = { status: number; headers: Headers; text: string; json: <T = Record<string, unknown>>() => T };

export function recordingClient(baseUrl: string) {
  const answers: string[] = [];
  const bodies: Array<{ request: string; status: number; type: string; text: string }> = [];

  async function call(
    method: string,
    url: string,
    options: { body?: unknown; raw?: string; form?: FormData; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      body: options.form ?? options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      redirect: 'manual',
    });
    const text = await res.text();
    const headerLines = [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    answers.push(`${res.status}\n${headerLines}\n\n${text}`);
    bodies.push({ request: `${method} ${url}`, status: res.status, type: res.headers.get('content-type') ?? '', text });
    return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  return {
    call,
    get: (url: string, token?: string) => call('GET', url, { token }),
    post: (url: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      call('POST', url, { body, token, headers }),
    put: (url: string, body: unknown, token?: string) => call('PUT', url, { body, token }),
    /** Every answer as one text: statuses, headers and bodies (not what was asked). */
    everything: () => answers.join('\n\n'),
    bodies,
  };
}

/** The names of the secrets found in a text (an empty list when none is). */
export function secretsIn(text: string, secrets: Map<string, string>): string[] {
  return [...secrets].filter(([, value]) => text.includes(value)).map(([name]) => name);
}

/** Signs that a body carries internals: a stack frame, a failed query, SQL. */
export const INTERNALS = [
  /\bat [\w.<>]+ \(?(file:|node:|\/)[^)\n]*:\d+:\d+/,
  /Failed query/i,
  /\bselect\b[^"]{0,200}\bfrom\s+"?\w+"?/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete from\b/i,
  /\b(syntax error at or near|violates (unique|check|foreign key) constraint|duplicate key value)\b/i,
  /\/apps\/server\/src\//,
];
