/**
 * Hostile requests for the property-based suite (hostile-input.test.ts). Each route is described
 * by one valid call; generic mutators turn it into malformed, oversized, wrongly typed and
 * injection-laden variants of its body, query string, path ids and headers.
 */
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows, type Database } from '../db/client';

export type Caller = 'anonymous' | 'user' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallerTokens = Record<Caller, string | undefined>;

interface UploadFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A call the route accepts, or refuses only by a business rule. */
export interface ValidCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A multipart upload instead of a JSON body. */
  file?: UploadFile;
}

export interface RouteCase<Fixtures> {
  method: Method;
  /** As the OpenAPI document names it, e.g. `/api/events/{id}`. */
  route: string;
  /** Who gets past the route's guard; every caller is tried. */
  caller: Caller | 'anyone';
  /** The route's body limit when it is not the app's default. */
  bodyLimit?: number;
  /** The valid call; `unique` lets a call that creates something use a fresh e-mail or name. */
  call: (fixtures: Fixtures, unique: string) => ValidCall;
  /** The status of the valid call, which must still hold after the hostile ones. */
  expect: number;
}

export interface HostileRequest {
  /** What was done to the valid call, and by whom. */
  mutation: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The one status the mutation calls for, e.g. 413 for a body over the limit. */
  expectStatus?: number;
}

/** The app's default body limit (src/server/app.ts). */
const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The upload route's file limit (UPLOAD_MAX_BYTES). */
const UPLOAD_LIMIT = 5 * 1024 * 1024;
const BOUNDARY = 'hostile-input-boundary';

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Percent-encodes every UTF-8 byte; unlike encodeURIComponent it takes lone surrogates too. */
export const percentEncode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');

export const SQL_INJECTIONS = [
  "'; DROP TABLE events; --",
  "Robert'); DROP TABLE registrations;--",
  "' OR '1'='1",
  "admin'--",
  '1; SELECT pg_sleep(5)',
  "\\'; DELETE FROM accounts; --",
  "' UNION SELECT password_hash FROM accounts --",
  '$1',
  '50%',
  'a_b',
  'C:\\hostel\\',
];

export const MARKUP_INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '=HYPERLINK("https://evil.example","x")',
  '../../../etc/passwd',
  '%s%s%s%n',
];

/** Strings that look like dates, numbers or ids to a lax parser. */
const LOOKALIKES = [
  '0000-01-01',
  '2026-02-30',
  '+275760-09-13',
  '-000001-01-01T00:00:00Z',
  '2026-06-01T00:00:00+99:00',
  '1e309',
  'NaN',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'true',
  'null',
  'undefined',
];

const UNICODE_ODDITIES = [
  '\u0000',
  'Asha\u0000Patil',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200b',
  '\ufeffAsha',
  'e\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩‍👩‍👧‍👦',
  '\u2028\u2029',
  '\r\n\r\n',
  '\t',
  '   ',
  'ａｄｍｉｎ',
  'अतिथि',
];

const anyUtf16CodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const injection = fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS);

/** A string meant to break a parser, a query or a page. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_INJECTIONS, ...MARKUP_INJECTIONS, ...LOOKALIKES), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_ODDITIES), weight: 2 },
  fc
    .tuple(injection, fc.constantFrom(...UNICODE_ODDITIES))
    .map(([text, oddity]) => `${text}${oddity}`),
  fc.string({ unit: anyUtf16CodeUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 101, max: 6000 }).map((length) => 'x'.repeat(length)),
);

const nested = (depth: number, open: string, inner: string, close: string) =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** JSON text of a wrong or hostile value, for any place in a body. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString.map((value) => JSON.stringify(value)), weight: 4 },
  fc.constantFrom(
    'null',
    'true',
    'false',
    '0',
    '-0',
    '-1',
    '1.5',
    '1e999',
    '-1e999',
    '9007199254740993',
    '[]',
    '{}',
    '[null]',
    '[""]',
    '{"$gt":""}',
    '{"$ne":null}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer({ min: 50, max: 5000 }).map((depth) => nested(depth, '[', '', ']')),
  fc.integer({ min: 50, max: 2000 }).map((depth) => nested(depth, '{"a":', '1', '}')),
  fc.array(hostileString, { maxLength: 5 }).map((values) => JSON.stringify(values)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
);

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"name": "Asha",',
  "{'name': 'Asha'}",
  '{"name": "Asha",}',
  '{name: "Asha"}',
  '[1, 2',
  'nul',
  'NaN',
  'undefined',
  '{"a": 1} trailing',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a": "\\x41"}',
  '{"a": 01}',
  '/* comment */ {}',
  '{"a": "unterminated}',
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
export const POLLUTION = '{"isAdmin":true,"role":"admin","polluted":true}';

const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fhealth',
  '%2F',
  '%00',
  'abc%00',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  'null',
  'undefined',
  '0',
  '-1',
  'NaN',
  '%20',
  '%0A',
  "'%20OR%201%3D1--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(199),
  'x'.repeat(201),
  'x'.repeat(5000),
  '6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c%00',
  '6F1C2B9E-8A4D-4C3E-9B7A-1D2E3F4A5B6C',
  '6f1c2b9e8a4d4c3e9b7a1d2e3f4a5b6c',
  '%7B6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c%7D',
  '6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6',
];

const QUERY_KEYS = [
  'page',
  'pageSize',
  'sort',
  'q',
  'email',
  'type',
  'event',
  'upcoming',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

/** Already encoded: some are deliberately broken percent-encodings. */
const QUERY_VALUES = [
  '-1',
  '0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x10',
  '99999999999999999999',
  '9007199254740993',
  '1.5',
  '%201',
  '',
  'true',
  'null',
  'undefined',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  'password_hash',
  '-password_hash',
  'createdAt%3BDROP%20TABLE%20events',
  'name%2C-email',
];

const ODD_HEADERS: Array<Record<string, string>> = [
  { 'accept-encoding': 'br;q=NaN, gzip;q=-1, *;q=2' },
  { 'accept-encoding': 'x'.repeat(4000) },
  { accept: 'text/html;q=x, */*;q=' },
  { 'if-none-match': '*' },
  { 'x-forwarded-for': "'; DROP TABLE events; --" },
  { 'x-http-method-override': 'DELETE' },
  { cookie: `session=${'a'.repeat(8000)}` },
  { range: 'bytes=0-1,2-3' },
  { origin: 'null' },
];

/** `Authorization` headers that prove nothing, whatever they look like. */
function hostileAuthorizations(signedTokens: string[]): fc.Arbitrary<string> {
  const unsigned = (claims: object) =>
    [{ alg: 'none', typ: 'JWT' }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.') + '.';
  /** A real token whose claims were rewritten to an admin's, keeping the old signature. */
  const tampered = (token: string) => {
    const [header, , signature] = token.split('.');
    const claims = { sub: 'admin-1', username: 'admin', role: 'admin', exp: 4_102_444_800 };
    return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  };
  return fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer   ',
      'bearer garbage',
      'Bearer a.b.c',
      'Bearer ....',
      `Bearer ${'a'.repeat(20_000)}`,
      'Basic YWRtaW46dGVzdC1hZG1pbi1wYXNzd29yZA==',
      'Digest username="admin", realm="hostel"',
      'Token abc',
      'Bearer null',
      'Bearer undefined',
      `Bearer ${unsigned({ sub: 'admin-1', username: 'admin', role: 'admin' })}`,
      ...signedTokens.flatMap((token) => [
        `Bearer ${tampered(token)}`,
        `Bearer ${token}x`,
        `Bearer ${token.slice(0, -2)}`,
        `Bearer ${token} ${token}`,
        `Basic ${token}`,
        token,
      ]),
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((garbage) => `Bearer ${garbage}`),
    fc.base64String({ maxLength: 200 }).map((garbage) => `Bearer ${garbage}`),
  );
}

// ---------------------------------------------------------------------------------------------
// Requests being built, and what mutators do to them

interface Body {
  contentType?: string;
  payload: string | Buffer;
}

/** A request being built: path segments and query pairs are already percent-encoded. */
interface Draft {
  /** Replaces the caller's own `Bearer` header. */
  authorization?: string;
  params: Record<string, string>;
  query: string[];
  body?: Body;
  headers: Record<string, string>;
}

interface Mutation {
  name: string;
  apply(draft: Draft): Draft;
  /** The status it calls for once the caller is past the route's guard. */
  expectStatus?: number;
}

/** A kind of mutation, and how often it is drawn against the others. */
interface Weighted {
  arbitrary: fc.Arbitrary<Mutation>;
  weight: number;
}

const often = (arbitrary: fc.Arbitrary<Mutation>): Weighted => ({ arbitrary, weight: 4 });
const sometimes = (arbitrary: fc.Arbitrary<Mutation>): Weighted => ({ arbitrary, weight: 1 });

const mutation = (
  name: string,
  apply: (draft: Draft) => Draft,
  expectStatus?: number,
): Mutation => ({ name, apply, ...(expectStatus !== undefined && { expectStatus }) });

const shorten = (text: string, max = 80) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** A multipart/form-data body of files (parts with a file name) and fields. */
export function multipart(
  parts: Array<{ name: string; fileName?: string; contentType?: string; data: Buffer | string }>,
): { contentType: string; payload: Buffer } {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.fileName === undefined ? '' : `; filename="${part.fileName}"`) +
        (part.contentType ? `\r\nContent-Type: ${part.contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  };
}

const jsonBody = (text: string): Body => ({ contentType: 'application/json', payload: text });
const withBody = (body: Body | undefined) => (draft: Draft) => ({ ...draft, body });

const filePart = (file: UploadFile) => ({
  name: 'image',
  fileName: file.fileName,
  contentType: file.contentType,
  data: file.bytes,
});

type ValuePath = Array<string | number>;

/** The path of every value in a body, containers included. */
function valuePaths(value: unknown, prefix: ValuePath = []): ValuePath[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...valuePaths(item, path)];
  });
}

const PLACEHOLDER = '@@hostile-value@@';

/** The body as JSON text, with raw JSON text in place of the value at `path` (or without it). */
function bodyWith(body: Record<string, unknown>, path: ValuePath, valueJson?: string): string {
  const copy = structuredClone(body);
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  const last = path.at(-1) as string | number;
  if (valueJson === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent as object, last);
    return JSON.stringify(copy);
  }
  (parent as Record<string | number, unknown>)[last] = PLACEHOLDER;
  // A function, so `$` in the value is not read as a replacement pattern.
  return JSON.stringify(copy).replace(JSON.stringify(PLACEHOLDER), () => valueJson);
}

/** The body with one more key at the end (a duplicate key overrides the first). */
function bodyPlus(body: Record<string, unknown>, key: string, valueJson: string): string {
  const text = JSON.stringify(body);
  const field = `${JSON.stringify(key)}:${valueJson}`;
  return text === '{}' ? `{${field}}` : `${text.slice(0, -1)},${field}}`;
}

const Mutations = {
  unchanged: mutation('the valid call', (draft) => draft),

  setValue: (body: Record<string, unknown>, path: ValuePath, valueJson: string) =>
    mutation(
      `body.${path.join('.')} = ${shorten(valueJson)}`,
      withBody(jsonBody(bodyWith(body, path, valueJson))),
    ),

  removeValue: (body: Record<string, unknown>, path: ValuePath) =>
    mutation(`without body.${path.join('.')}`, withBody(jsonBody(bodyWith(body, path)))),

  extraField: (body: Record<string, unknown>, key: string, valueJson: string) =>
    mutation(
      `body plus ${JSON.stringify(shorten(key, 30))}: ${shorten(valueJson)}`,
      withBody(jsonBody(bodyPlus(body, key, valueJson))),
    ),

  rawJson: (text: string) =>
    mutation(`JSON body ${JSON.stringify(shorten(text))}`, withBody(jsonBody(text))),

  contentType: (
    label: string,
    body: Body,
    headers: Record<string, string> = {},
    expectStatus?: number,
  ) =>
    mutation(
      `body as ${label}`,
      (draft) => ({ ...draft, body, headers: { ...draft.headers, ...headers } }),
      expectStatus,
    ),

  oversizedJson: (body: Record<string, unknown>, limit: number, expectStatus?: number) =>
    mutation(
      `a JSON body over ${limit} bytes`,
      withBody(jsonBody(bodyPlus(body, 'padding', JSON.stringify('x'.repeat(limit))))),
      expectStatus,
    ),

  queryParam: (key: string, value: string, shape: 'replace' | 'repeat' | 'brackets' | 'bare') =>
    mutation(`query ${shape} ${shorten(key, 30)}=${shorten(value)}`, (draft) => {
      const others = draft.query.filter((pair) => !pair.startsWith(`${key}=`));
      const added = {
        replace: [`${key}=${value}`],
        repeat: [`${key}=${value}`, `${key}=1`],
        brackets: [`${key}[]=${value}`, `${key}[x]=${value}`],
        bare: [key],
      }[shape];
      return { ...draft, query: [...others, ...added] };
    }),

  rawQuery: (query: string) =>
    mutation(`query string ${JSON.stringify(shorten(query))}`, (draft) => ({
      ...draft,
      query: [query],
    })),

  pathSegment: (name: string, segment: string) =>
    mutation(`path ${name} = ${shorten(segment)}`, (draft) => ({
      ...draft,
      params: { ...draft.params, [name]: segment },
    })),

  authorization: (value: string) =>
    mutation(`Authorization: ${shorten(value)}`, (draft) => ({ ...draft, authorization: value })),

  headers: (headers: Record<string, string>) =>
    mutation(`headers ${shorten(JSON.stringify(headers))}`, (draft) => ({
      ...draft,
      headers: { ...draft.headers, ...headers },
    })),
};

/** The same JSON sent as the wrong kind of body, or with a misleading header. */
function wrongContentTypes(text: string): Mutation[] {
  return [
    Mutations.contentType('text/plain', { contentType: 'text/plain', payload: text }),
    Mutations.contentType('a form', {
      contentType: 'application/x-www-form-urlencoded',
      payload: 'name=Asha&email=asha%40example.com',
    }),
    Mutations.contentType('XML', { contentType: 'application/xml', payload: '<a>Asha</a>' }),
    Mutations.contentType('UTF-16', {
      contentType: 'application/json; charset=utf-16',
      payload: Buffer.from(text, 'utf16le'),
    }),
    Mutations.contentType('a vendor JSON type', {
      contentType: 'application/vnd.api+json',
      payload: text,
    }),
    Mutations.contentType('no content type', { payload: text }),
    Mutations.contentType(
      'gzip',
      { contentType: 'application/json', payload: gzipSync(text) },
      { 'content-encoding': 'gzip' },
    ),
    Mutations.contentType('multipart', multipart([{ name: 'name', data: 'Asha' }])),
    Mutations.contentType(
      'a multipart file',
      multipart([
        { name: 'image', fileName: 'a.json', contentType: 'application/json', data: text },
      ]),
    ),
    Mutations.contentType('multipart without a boundary', {
      contentType: 'multipart/form-data',
      payload: text,
    }),
  ];
}

/** Everything a JSON route's body can be made into. */
function jsonBodyMutations(body: Record<string, unknown>, limit: number, expect413: boolean) {
  const text = JSON.stringify(body);
  const paths = valuePaths(body);
  const keys = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 20 }));
  return [
    often(
      fc
        .tuple(fc.constantFrom(...paths), hostileJson)
        .map(([path, value]) => Mutations.setValue(body, path, value)),
    ),
    sometimes(fc.constantFrom(...paths).map((path) => Mutations.removeValue(body, path))),
    sometimes(
      fc
        .tuple(keys, fc.oneof(fc.constant(POLLUTION), hostileJson))
        .map(([key, value]) => Mutations.extraField(body, key, value)),
    ),
    sometimes(hostileJson.map(Mutations.rawJson)),
    sometimes(
      fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.nat({ max: text.length - 1 }).map((end) => text.slice(0, end)),
        )
        .map(Mutations.rawJson),
    ),
    sometimes(fc.constantFrom(...wrongContentTypes(text))),
    sometimes(fc.constant(Mutations.oversizedJson(body, limit, expect413 ? 413 : undefined))),
  ];
}

const cutUpload = (valid: { contentType: string; payload: Buffer }, end: number) =>
  Mutations.contentType(`multipart cut at byte ${end}`, {
    contentType: valid.contentType,
    payload: valid.payload.subarray(0, end),
  });

/** Upload bodies that are not one multipart file, or not multipart at all. */
function brokenUploads(file: UploadFile): Mutation[] {
  const image = filePart(file);
  const valid = multipart([image]);
  return [
    Mutations.contentType('JSON', jsonBody('{"image":"x"}')),
    Mutations.contentType('text/plain', { contentType: 'text/plain', payload: file.bytes }),
    Mutations.contentType('multipart without a file', multipart([{ name: 'image', data: 'x' }])),
    Mutations.contentType('multipart with two files', multipart([image, image])),
    Mutations.contentType('multipart with nothing in it', multipart([])),
    Mutations.contentType('multipart without a boundary', {
      contentType: 'multipart/form-data',
      payload: valid.payload,
    }),
    Mutations.contentType('multipart with another boundary', {
      contentType: 'multipart/form-data; boundary=another',
      payload: valid.payload,
    }),
    cutUpload(valid, valid.payload.length - 20),
  ];
}

/** Everything the upload route's multipart body can be made into. */
function uploadMutations(file: UploadFile) {
  const image = filePart(file);
  const strangeFiles = fc.oneof(
    hostileString.map((text) => Buffer.from(text)),
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3'),
    ),
    fc.nat({ max: file.bytes.length - 1 }).map((end) => file.bytes.subarray(0, end)),
  );
  const valid = multipart([image]);
  return [
    often(
      strangeFiles.map((data) =>
        Mutations.contentType('a file that is no image', multipart([{ ...image, data }])),
      ),
    ),
    sometimes(
      hostileString.map((name) =>
        Mutations.contentType(
          `a file named ${JSON.stringify(shorten(name))}`,
          multipart([{ ...image, fileName: name }]),
        ),
      ),
    ),
    often(fc.constantFrom(...brokenUploads(file))),
    sometimes(fc.nat({ max: valid.payload.length - 1 }).map((end) => cutUpload(valid, end))),
  ];
}

/** What the query string can be made into; every route gets these, with a query or not. */
function queryMutations(validKeys: string[]) {
  const key = fc.oneof(
    fc.constantFrom(...QUERY_KEYS, ...validKeys),
    hostileString.map(percentEncode),
  );
  const value = fc.oneof(fc.constantFrom(...QUERY_VALUES), hostileString.map(percentEncode));
  const shape = fc.constantFrom(...(['replace', 'repeat', 'brackets', 'bare'] as const));
  const params = fc
    .tuple(key, value, shape)
    .map(([name, text, form]) => Mutations.queryParam(name, text, form));
  return [
    validKeys.length > 0 ? often(params) : sometimes(params),
    sometimes(
      fc
        .oneof(
          fc.constantFrom('&&&', '=&=', '?', '%', '&=x', ';', 'a=1;b=2', '%26%3D'),
          hostileString.map(percentEncode),
        )
        .map(Mutations.rawQuery),
    ),
  ];
}

function pathMutations(names: string[]) {
  if (names.length === 0) return [];
  const segment = fc.oneof(
    fc.constantFrom(...HOSTILE_SEGMENTS),
    hostileString.map(percentEncode),
    fc.uuid().map(String),
    fc.emailAddress().map(percentEncode),
  );
  return [
    often(
      fc
        .tuple(fc.constantFrom(...names), segment)
        .map(([name, value]) => Mutations.pathSegment(name, value)),
    ),
  ];
}

function headerMutations(signedTokens: string[]) {
  return [
    sometimes(hostileAuthorizations(signedTokens).map(Mutations.authorization)),
    sometimes(fc.constantFrom(...ODD_HEADERS).map(Mutations.headers)),
  ];
}

/** Every mutation that applies to a route's valid call, the targeted ones drawn more often. */
function mutationsFor<F>(route: RouteCase<F>, valid: ValidCall, signedTokens: string[]) {
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const bodyMutations = valid.file
    ? uploadMutations(valid.file)
    : valid.body
      ? jsonBodyMutations(valid.body, limit, hasBody)
      : // A body where none belongs: read for DELETE, ignored for GET.
        [
          sometimes(hostileJson.map(Mutations.rawJson)),
          sometimes(fc.constant(Mutations.oversizedJson({}, limit))),
        ];
  return fc.oneof(
    sometimes(fc.constant(Mutations.unchanged)),
    ...bodyMutations,
    ...queryMutations(Object.keys(valid.query ?? {})),
    ...pathMutations(Object.keys(valid.params ?? {})),
    ...headerMutations(signedTokens),
  );
}

// ---------------------------------------------------------------------------------------------
// From a mutation to a request

function baseDraft(valid: ValidCall): Draft {
  const params = Object.fromEntries(
    Object.entries(valid.params ?? {}).map(([name, value]) => [name, percentEncode(value)]),
  );
  const query = Object.entries(valid.query ?? {}).map(
    ([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`,
  );
  const body = valid.file
    ? multipart([filePart(valid.file)])
    : valid.body && jsonBody(JSON.stringify(valid.body));
  return { params, query, body, headers: {} };
}

/** Whether a caller, with the mutated headers, gets past the route's guard. */
const passesGuard = (route: RouteCase<unknown>, caller: Caller, draft: Draft) =>
  route.caller === 'anyone' || (caller === route.caller && draft.authorization === undefined);

function hostileRequest<F>(
  route: RouteCase<F>,
  valid: ValidCall,
  tokens: CallerTokens,
  caller: Caller,
  change: Mutation,
): HostileRequest {
  const draft = change.apply(baseDraft(valid));
  const path = route.route.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? '');
  const token = tokens[caller];
  const authorization = draft.authorization ?? (token && `Bearer ${token}`);
  const expectStatus = passesGuard(route as RouteCase<unknown>, caller, draft)
    ? change.expectStatus
    : undefined;
  const request: HostileRequest = {
    mutation: `${change.name}, as ${caller}`,
    method: route.method,
    url: draft.query.length > 0 ? `${path}?${draft.query.join('&')}` : path,
    headers: {
      ...draft.headers,
      ...(authorization !== undefined && { authorization }),
      ...(draft.body?.contentType !== undefined && { 'content-type': draft.body.contentType }),
    },
    ...(draft.body && { payload: draft.body.payload }),
    ...(expectStatus !== undefined && { expectStatus }),
  };
  // fast-check prints a failing request through this: short, without megabytes of padding.
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () =>
      `${request.method} ${shorten(request.url, 200)} (${request.mutation})` +
      (typeof request.payload === 'string' ? ` body ${shorten(request.payload, 200)}` : ''),
  });
}

const CALLERS: Caller[] = ['anonymous', 'user', 'admin'];

/** The caller the route's valid call is made by. */
const allowedCaller = (route: RouteCase<unknown>): Caller =>
  route.caller === 'anyone' ? 'anonymous' : route.caller;

/** The valid call itself, made by a caller the route lets through. */
export const validRequest = <F>(route: RouteCase<F>, valid: ValidCall, tokens: CallerTokens) =>
  hostileRequest(
    route,
    valid,
    tokens,
    allowedCaller(route as RouteCase<unknown>),
    Mutations.unchanged,
  );

/** Random hostile variants of a route's valid call, by every kind of caller. */
export function hostileRequests<F>(
  route: RouteCase<F>,
  valid: ValidCall,
  tokens: CallerTokens,
  otherTokens: string[] = [],
): fc.Arbitrary<HostileRequest> {
  const signed = [tokens.user, tokens.admin, ...otherTokens].filter(
    (token): token is string => token !== undefined,
  );
  return fc
    .tuple(fc.constantFrom(...CALLERS), mutationsFor(route, valid, signed))
    .map(([caller, change]) => hostileRequest(route, valid, tokens, caller, change));
}

/**
 * Values every field of its type gets, as they are too rare to be drawn at random for each:
 * a NUL inside text, years the database or the time-zone arithmetic cannot take, numbers past
 * what a column holds.
 */
function fieldProbes(value: unknown): string[] {
  if (typeof value === 'string') {
    const withNul = `${value.slice(0, 3)}\u0000${value.slice(3)}`;
    return [withNul, '0000-01-01', '+275760-09-13'].map((text) => JSON.stringify(text));
  }
  if (typeof value === 'number') return ['1e999', '2147483648', '9007199254740993', '"1e3"'];
  return [];
}

/**
 * Requests every route gets whatever the random runs draw: the field probes, a body over the
 * limit, malformed JSON, prototype keys and wrong content types from a caller who passes the
 * guard, a garbage token, and broken path ids and query strings.
 */
export function fixedHostileRequests<F>(
  route: RouteCase<F>,
  valid: ValidCall,
  tokens: CallerTokens,
): HostileRequest[] {
  const allowed = allowedCaller(route as RouteCase<unknown>);
  const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const changes: Mutation[] = [
    Mutations.queryParam('page', '-1', 'repeat'),
    Mutations.rawQuery('%E0%A4%A=%ZZ'),
    ...Object.keys(valid.query ?? {}).map((key) => Mutations.queryParam(key, 'a%00b', 'replace')),
  ];
  if (valid.body) {
    const { body } = valid;
    for (const path of valuePaths(body)) {
      const value = path.reduce<unknown>(
        (parent, key) => (parent as Record<string | number, unknown>)[key],
        body,
      );
      for (const probe of fieldProbes(value)) {
        changes.push(Mutations.setValue(body, path, probe));
      }
    }
    changes.push(
      Mutations.oversizedJson(body, limit, 413),
      Mutations.rawJson('{"name": "Asha",'),
      Mutations.extraField(body, '__proto__', POLLUTION),
      Mutations.extraField(body, 'constructor', '{"prototype":{"isAdmin":true}}'),
      Mutations.rawJson(nested(30_000, '[', '', ']')),
      ...wrongContentTypes(JSON.stringify(body)),
    );
  }
  if (valid.file) {
    const tooLarge = { ...filePart(valid.file), data: Buffer.alloc(UPLOAD_LIMIT + 1) };
    changes.push(
      Mutations.contentType('a file over 5 MB', multipart([tooLarge]), {}, 413),
      ...brokenUploads(valid.file),
    );
  }
  for (const name of Object.keys(valid.params ?? {})) {
    for (const segment of ['..%2F..%2Fhealth', '%00', 'x'.repeat(201), "'%20OR%201%3D1--"]) {
      changes.push(Mutations.pathSegment(name, segment));
    }
  }
  return [
    hostileRequest(route, valid, tokens, 'anonymous', Mutations.authorization('Bearer garbage')),
    ...changes.map((change) => hostileRequest(route, valid, tokens, allowed, change)),
  ];
}

// ---------------------------------------------------------------------------------------------
// What a refused request must leave alone

/** The app's own tables, as the database lists them. */
export async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * Counters, not data: the events trigger raises its version for every UPDATE statement, even one
 * that matches no row (a refused update of an unknown event). Only their row count is compared.
 */
const BOOKKEEPING_TABLES = new Set(['cache_versions']);

/**
 * The job queue as requests shape it: which jobs were asked for. The worker's own bookkeeping
 * (state, tries, leases) and the periodic jobs it offers itself (keyed `kind@slot`) change on
 * the worker's schedule, not because of a request.
 */
const requestedJobs = sql`(select id, kind, key, payload from jobs
  where key is null or key !~ ('^' || kind || '@[0-9]+$')) t`;

/** Each table's row count and a hash of its rows: any insert, update or delete changes it. */
export async function databaseFingerprint(
  db: Database,
  tables: string[],
): Promise<Record<string, string>> {
  const columns = tables.map((table) => {
    const rows = table === 'jobs' ? requestedJobs : sql`${sql.identifier(table)} t`;
    const hash = BOOKKEEPING_TABLES.has(table)
      ? sql`''`
      : sql`coalesce(md5(string_agg(t::text, ',' order by t::text)), '')`;
    return sql`(select count(*) || ':' || ${hash} from ${rows}) as ${sql.identifier(table)}`;
  });
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return row ?? {};
}
