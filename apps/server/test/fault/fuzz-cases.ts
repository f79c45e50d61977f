import fc from 'fast-check';
import type { ApiRoute, JsonSchema } from './routes.ts';

/** One generated request: everything but the token, which the test adds. */
export type FuzzCase = {
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
};

const MB = 1024 * 1024;

const tricky = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' or 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'မြန်မာ',
  'ရန်ကုန်မြို့ ၀၉၄၅၀၀၁၂၃၄၅',
  '😀👕🔥',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  'null',
  'NaN',
  '-1',
  '1e309',
  'true',
  '{}',
  '[]',
  '%00',
];

/** Short nasty strings: injection, Burmese, emoji, control characters, anything at all. */
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tricky) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** One long string, from 1 KB up to about 800 KB once written as JSON. */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'မ', '😀', '\u0000', 'a\u0000'), fc.constantFrom(1_000, 30_000, 130_000))
  .map(([unit, times]) => unit.repeat(times));

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -2.5, 11, 1e21, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value of the wrong type, whatever the field expects. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(nastyString, anyJson, { maxKeys: 3 }),
);

function typeOf(schema: JsonSchema): string | undefined {
  if (schema.enum) return 'enum';
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  const inner = schema.anyOf ?? schema.oneOf;
  return inner?.[0] ? typeOf(inner[0]) : undefined;
}

/** A value near what the field expects (right type, bad content) or of another type entirely. */
function fieldValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const shaped = (): fc.Arbitrary<unknown> => {
    switch (typeOf(schema)) {
      case 'string':
        return nastyString;
      case 'integer':
      case 'number':
        return nastyNumber;
      case 'boolean':
        return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1));
      case 'enum': {
        // The list may sit in the first branch of a union (e.g. '' or a phone number).
        const values = (schema.enum ?? (schema.anyOf ?? schema.oneOf)?.[0]?.enum) as unknown[];
        return fc.oneof(
          fc.constantFrom(...values),
          fc.constantFrom(...values.map((v) => (typeof v === 'string' ? ` ${v.toLowerCase()}x` : v))),
        );
      }
      case 'array':
        return depth > 2
          ? fc.array(wrongType, { maxLength: 3 })
          : fc.array(fieldValue(schema.items ?? {}, depth + 1), { maxLength: 4 });
      case 'object':
        return depth > 2 ? wrongType : objectValue(schema, depth + 1);
      default:
        return wrongType;
    }
  };
  return fc.oneof({ weight: 3, arbitrary: shaped() }, { weight: 1, arbitrary: wrongType });
}

/** An object shaped like the schema: some fields bad, some missing, some extra. */
function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const fields = props.map(([name, s]) =>
    fc.option(fieldValue(s, depth), { freq: 4, nil: undefined }).map((v) => [name, v] as const),
  );
  const extra = fc.dictionary(
    fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'type', 'isAdmin', 'price', 'userId')),
    anyJson,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of entries) if (value !== undefined) out[name] = value;
    for (const [name, value] of Object.entries(more))
      Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/**
 * Whether a body certainly breaks its schema: some required field is missing or of the wrong
 * JSON type. Writing routes only get such bodies, so a fuzz run cannot create anything.
 */
function certainlyInvalid(schema: JsonSchema, body: unknown): boolean {
  if (typeOf(schema) !== 'object') return true;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const record = body as Record<string, unknown>;
  for (const name of schema.required ?? []) {
    if (!(name in record)) return true;
    const value = record[name];
    const t = typeOf(schema.properties?.[name] ?? {});
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    const expected = t === 'integer' ? 'number' : t === 'enum' ? actual : t;
    if (expected && expected !== actual) return true;
  }
  return false;
}

/** Breaks a body for sure: its first required field (or the whole body) gets a value of the wrong type. */
function breakBody(schema: JsonSchema, body: Record<string, unknown>): unknown {
  const first = schema.required?.[0];
  if (!first) return [body];
  const t = typeOf(schema.properties?.[first] ?? {});
  return { ...body, [first]: t === 'object' ? 'not an object' : { not: 'this' } };
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  '{"a":NaN}',
  '{"a":1,}',
  '',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '"just a string"',
  '12345678901234567890123456789',
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
);

/** encodeURIComponent, with lone surrogates sent as U+FFFD as a browser would. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** Path segments sent as they are, not encoded: the router and the URL decoder see them raw. */
const rawSegments = ['..', '.', '%', '%00', '%E0%A4%A', '%2e%2e', '..%2F..%2Fetc%2Fpasswd'];

const malformedId = fc.oneof(
  fc.constantFrom(...rawSegments).map((raw) => ({ raw })),
  fc
    .oneof(
      fc.constantFrom(
        '',
        "' or 1=1 --",
        'x'.repeat(300),
        'null',
        '-1',
        '0',
        '1.5',
        '😀',
        'မြန်မာ',
        'ORD-0000-0000-00',
        '00000000-0000-0000-0000-000000000000',
        '00000000-0000-0000-0000-00000000000g',
      ),
      fc.uuid(),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    )
    .map((value) => ({ raw: encode(value) })),
);

const queryValue = fc.oneof(
  nastyString,
  nastyNumber.map(String),
  hugeString.map((s) => s.slice(0, 3000)),
);

function queryString(route: ApiRoute): fc.Arbitrary<string> {
  const names = [...Object.keys(route.query), 'page', 'limit', 'q', '__proto__', 'x[]'];
  return fc
    .array(fc.tuple(fc.constantFrom(...names), queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

const headerValue = fc.oneof(
  fc.constantFrom('', 'short', 'x'.repeat(500), 'key with spaces', "' or 1=1 --"),
  fc.stringMatching(/^[\x21-\x7e]{8,40}$/),
);

/** A whole bad request for one route; `mayBeValid` allows bodies that might pass validation. */
export function fuzzCase(route: ApiRoute, mayBeValid: boolean): fc.Arbitrary<FuzzCase> {
  const schema = route.body ?? { type: 'object' };
  const shapedBody = fc.tuple(objectValue(schema, 0), fc.option(hugeString, { freq: 5 })).map(([shaped, huge]) => {
    const body = { ...shaped };
    const keys = Object.keys(schema.properties ?? {});
    if (huge !== null) body[keys[huge.length % Math.max(keys.length, 1)] ?? 'huge'] = huge;
    return mayBeValid || certainlyInvalid(schema, body) ? body : breakBody(schema, body);
  });
  const body: fc.Arbitrary<{ payload?: string; contentType?: string }> = fc.oneof(
    { weight: 6, arbitrary: shapedBody.map((b) => ({ payload: JSON.stringify(b), contentType: 'application/json' })) },
    { weight: 2, arbitrary: anyJson.map((b) => ({ payload: JSON.stringify(b), contentType: 'application/json' })) },
    { weight: 2, arbitrary: malformedJson.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          wrongContentType,
          fc.oneof(
            nastyString,
            shapedBody.map((b) => JSON.stringify(b)),
          ),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  const ids = fc.tuple(...route.pathParams.map(() => malformedId));
  const headers = fc.dictionary(
    fc.constantFrom(...Object.keys(route.headers), 'idempotency-key', 'x-request-id'),
    headerValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .record({
      ids,
      query: fc.option(queryString(route), { freq: 2 }),
      body:
        route.method === 'GET' || route.method === 'DELETE'
          ? fc.oneof({ weight: 4, arbitrary: fc.constant<{ payload?: string; contentType?: string }>({}) }, body)
          : body,
      headers,
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })),
    })
    .map(({ ids, query, body, headers, address }) => {
      let i = 0;
      const path = route.path.replace(/:(\w+)/g, () => ids[i++]!.raw);
      const payload =
        body.payload !== undefined && Buffer.byteLength(body.payload) > MB
          ? body.payload.slice(0, MB / 4)
          : body.payload;
      return {
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        ...(payload !== undefined ? { payload } : {}),
        remoteAddress: `10.${address.join('.')}`,
      };
    });
}

/** A case with long strings cut short, for a failure report a person can read. */
export function describeCase(c: FuzzCase): string {
  return JSON.stringify(c, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 80)}…(${v.length} chars)` : v,
  );
}

/**
 * The same few requests for every route, besides the random ones: each wrong content type, the
 * worst JSON, and each malformed id, so no seed can miss them.
 */
export function fixedCases(route: ApiRoute): FuzzCase[] {
  const base = { headers: {}, remoteAddress: '10.200.0.1' };
  const url = route.path.replace(/:(\w+)/g, 'x');
  const cases: FuzzCase[] = [];
  if (route.method !== 'GET') {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=xyz',
      'text/plain',
      'application/xml',
    ])
      cases.push({ ...base, url, headers: { 'content-type': contentType }, payload: 'hello' });
    for (const payload of ['{', '', '['.repeat(5000) + ']'.repeat(5000), '{"__proto__":{"isAdmin":true}}'])
      cases.push({ ...base, url, headers: { 'content-type': 'application/json' }, payload });
  }
  if (route.pathParams.length) {
    const ids = [
      ...rawSegments,
      ...['', "' or 1=1 --", 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', 'မြန်မာ😀'].map(encode),
    ];
    for (const id of ids) {
      cases.push({
        ...base,
        url: route.path.replace(/:(\w+)/g, id),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
    }
  }
  return cases;
}
