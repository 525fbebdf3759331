/**
 * fast-check generators of bad input for the malformed-input fuzzer, driven by the JSON
 * schemas of the OpenAPI document. `invalidFor(schema)` only yields values the schema (and so
 * the server's validator) must refuse; `plausibleFor(schema)` yields values that look right, so
 * one invalid field among plausible ones reaches the deepest validation.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

export const NUL = '\u0000';

/** Characters that trip up normalisation, byte counting, SQL, HTML and JSON handling. */
const ODD_CHARACTERS = [
  '\u202e', // right-to-left override
  '\ufeff', // byte-order mark
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u0301', // combining accent
  '\ud800', // lone high surrogate (not valid UTF-16)
  '\udfff', // lone low surrogate
  '\uffff',
  '\u{10ffff}',
  '\u{1f600}',
  '\u{1f469}\u200d\u{1f4bb}',
  '\u{1d518}', // mathematical fraktur
  '\uff21', // fullwidth A
  '\u0130', // dotted capital I (changes length when lower-cased)
  '\u0085', // next line
  '\u2028', // line separator
  '\u00a0',
  '\\',
  '"',
  "'",
  '<',
  '%',
  '$',
  '`',
  ';',
];

export const oddUnicode = fc.string({ unit: fc.constantFrom(...ODD_CHARACTERS), minLength: 1, maxLength: 12 });

/** Text holding a NUL character (PostgreSQL cannot store one), anywhere in it. */
export const withNul = fc
  .tuple(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), oddUnicode))
  .map(([before, after]) => `${before}${NUL}${after}`);

/** Far longer than any text field the API takes, but within the body limit. */
const HUGE_STRINGS = [
  'x'.repeat(10_001),
  'Ä'.repeat(60_000),
  '\u{1f600}'.repeat(40_000),
  `${'a'.repeat(5_000)}@${'b'.repeat(5_000)}.example`,
  '9'.repeat(20_000),
];
export const hugeString = fc.constantFrom(...HUGE_STRINGS);

export const INVALID_DATES = [
  '1990-02-29',
  '2026-02-30',
  '0000-00-00',
  '0001-01-01',
  '1899-12-31',
  '1990-13-01',
  '1990-00-10',
  '1990-01-32',
  '2024-1-1',
  '24-01-01',
  '2024/01/01',
  '01-01-2024',
  '20240101',
  'yesterday',
  'NaN',
  'Invalid Date',
  '+275760-09-13',
  '-000001-01-01',
  '\u0662\u0660\u0662\u0664-\u0660\u0661-\u0660\u0661', // Arabic-Indic digits
  '9999-99-99',
];

const INVALID_EMAILS = ['plainaddress', '@example.test', 'a@', 'a@b', 'a b@example.test', 'a@@example.test', 'a@example.c', '<a>@x'];

/** Path values that are not ids of anything (some not even valid in a URL once decoded). */
export const NOT_IDS = [
  'abc',
  '-1',
  '1.5',
  '0',
  '1e3',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  ' ',
  '../../etc/passwd',
  "' OR '1'='1",
  '1; DROP TABLE users',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
  '{id}',
  'x'.repeat(3_000),
  `a${NUL}b`,
];
/** Sent as is (not percent-encoded): malformed escapes, encoded slashes and dots. */
export const RAW_NOT_IDS = ['%E0%A4%A', '%', '%zz', '%2e%2e%2f', '%C0%AE', '%00', '%FF%FE', '..%2F..%2F', 'a%2Fb'];

/** Objects and arrays where a scalar belongs (yup does not cast them to text or numbers). */
const NOT_SCALARS: unknown[] = [{}, [], { $gt: '' }, [1, 2], { value: 'x' }, [[]], { '': null }];

const NUMERIC_GARBAGE = ['abc', 'NaN', 'Infinity', '-Infinity', '1.2.3', '12abc', '--1', '1,5', true, false];

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function isIdName(name: string | undefined): boolean {
  return !!name && (name === 'id' || /Id$/.test(name));
}

/** Case and look-alike variants of allowed values, which an exact enum must refuse. */
function enumLookalikes(members: unknown[]): string[] {
  const texts = members.filter((member): member is string => typeof member === 'string');
  const variants = texts.flatMap((member) => [
    member.toLowerCase(),
    member.toUpperCase(),
    `${member}\u200b`,
    `\u202e${member}`,
    `${member}${NUL}`,
    member.replace(/[A-Za-z]/, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0xfee0)),
    `x${member}`,
  ]);
  return [...new Set(variants)].filter((variant) => !texts.includes(variant));
}

/**
 * A value the schema must refuse. `name` is the property's name (ids get id-shaped garbage);
 * `asText` limits the result to text (multipart fields and query strings carry only text).
 */
export function invalidFor(schema: JsonSchema, name?: string, asText = false): fc.Arbitrary<unknown> {
  const text = (values: unknown[]) => (asText ? values.filter((value) => typeof value === 'string') : values);
  const notScalars = fc.constantFrom(...text(NOT_SCALARS).concat(asText ? ['[object Object]'] : []));
  const universal: fc.Arbitrary<unknown>[] = [withNul, hugeString];
  if (!asText) universal.push(notScalars);

  if (schema.oneOf || schema.anyOf) return fc.oneof(withNul, hugeString, fc.constant(asText ? `${NUL}` : { nested: { deeper: {} } }));

  if (schema.enum) {
    const lookalikes = enumLookalikes(schema.enum);
    return fc.oneof(fc.constantFrom(...(lookalikes.length > 0 ? lookalikes : ['not-a-member'])), oddUnicode, ...universal);
  }

  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...text(NUMERIC_GARBAGE)), withNul];
    if (!asText) options.push(notScalars);
    if (types.includes('integer')) {
      options.push(
        fc
          .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
          .filter((value) => !Number.isInteger(value))
          .map((value) => (asText ? String(value) : value)),
      );
    }
    if (typeof schema.minimum === 'number' && schema.minimum >= 0) {
      options.push(fc.integer({ min: -1_000_000_000, max: -1 }).map((value) => (asText ? String(value) : value)));
    }
    if (typeof schema.maximum === 'number') {
      const above = fc.constantFrom(schema.maximum + 1, schema.maximum * 1000 + 1, 2 ** 63, 1e308);
      options.push(above.map((value) => (asText ? String(value) : value)));
    }
    return fc.oneof(...options);
  }

  if (types.includes('boolean')) return fc.oneof(fc.constantFrom(...text(['yes', 'maybe', 2, ...NOT_SCALARS])), withNul);

  if (types.includes('array')) {
    const options: fc.Arbitrary<unknown>[] = [withNul];
    if (!asText) options.push(fc.constantFrom({}, 5, { 0: 'a' }));
    if (schema.items && !asText) options.push(invalidFor(schema.items).map((item) => [item]));
    return fc.oneof(...options);
  }

  if (types.includes('object') || schema.properties) {
    if (asText) return withNul;
    const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(5, 'text', [], true), withNul];
    const properties = Object.entries(schema.properties ?? {});
    if (properties.length > 0) {
      options.push(
        fc
          .constantFrom(...properties)
          .chain(([key, property]) =>
            fc.tuple(fc.constant(key), invalidFor(property, key), plausibleFor(schema) as fc.Arbitrary<Record<string, unknown>>),
          )
          .map(([key, bad, base]) => ({ ...base, [key]: bad })),
      );
    }
    return fc.oneof(...options);
  }

  // Text.
  if (schema.format === 'date' || /date/i.test(name ?? '')) return fc.oneof(fc.constantFrom(...text(INVALID_DATES)), ...universal);
  if (schema.format === 'email' || name === 'email') return fc.oneof(fc.constantFrom(...INVALID_EMAILS), ...universal);
  if (schema.format === 'uuid' || isIdName(name)) return fc.oneof(fc.constantFrom(...NOT_IDS), oddUnicode, ...universal);
  return fc.oneof(...universal);
}

/** Hints for plausible values by property name (real ids from the fixture). */
export type PlausibleHints = Record<string, fc.Arbitrary<unknown>>;

/** A value that looks right for the schema (not necessarily accepted: ids may not exist). */
export function plausibleFor(schema: JsonSchema, name?: string, hints: PlausibleHints = {}): fc.Arbitrary<unknown> {
  if (name && hints[name]) return hints[name]!;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.oneOf?.[0]) return plausibleFor(schema.oneOf[0], name, hints);
  if (schema.anyOf?.[0]) return plausibleFor(schema.anyOf[0], name, hints);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : min + 500;
    return fc.integer({ min, max });
  }
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('array'))
    return schema.items ? fc.array(plausibleFor(schema.items, undefined, hints), { minLength: 1, maxLength: 3 }) : fc.constant([]);
  if (types.includes('object') || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of entries) record[key] = plausibleFor(property, key, hints);
    return fc.record(record);
  }
  if (schema.format === 'date') return fc.constantFrom('1990-05-17', '2031-03-04');
  if (schema.format === 'email' || name === 'email') return fc.constantFrom('fuzz.person@example.test');
  if (schema.format === 'uuid' || isIdName(name)) return fc.uuid();
  return fc.oneof(
    fc.constantFrom('Sample text', 'Ann Lee', 'Good morning'),
    oddUnicode.map((odd) => `Text ${odd} here`),
  );
}

/** Names of Object.prototype's members, which naive lookups find on every object. */
export const PROTOTYPE_NAMES = ['toString', 'hasOwnProperty', 'valueOf', 'constructor', '__proto__', '__defineGetter__', 'isPrototypeOf'];

/** Top-level fields no schema knows, some with hostile names. */
export const unknownFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom('role', 'isAdmin', 'userId', 'status', 'id', '_id', 'password_hash', ...PROTOTYPE_NAMES),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null), fc.constant({ nested: true })),
  { maxKeys: 3 },
);

/** JSON text that does not parse (or parses to something hostile the parser refuses). */
export const MALFORMED_JSON = [
  '{',
  '{"a":1',
  '{"a":}',
  "{'a':1}",
  '{"a":1}}',
  '[1,2',
  'nul',
  '{"a":1,}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":NaN}',
  '{"a":01}',
  `{"a":${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}}`,
];

/** JSON that parses but no route may take: nesting far deeper than any request, prototype names. */
export const HOSTILE_JSON = [
  `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  `{"toString":1,"hasOwnProperty":{"valueOf":2}}`,
];

/** JSON that parses but is not an object. */
export const NON_OBJECT_JSON = ['[]', '[{}]', '"text"', '42', 'true', '-0', '[null]'];

/** Content types the JSON API does not take (a JSON text is sent with them). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  'application/vnd.api+json',
  'image/png',
  'text/html; charset=utf-8',
];

/** Authorization headers that identify nobody. */
export function badAuthorizations(realToken: string): string[] {
  const [header = '', payload = ''] = realToken.split('.');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return [
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Bearer null',
    `Bearer ${realToken}x`,
    `Bearer ${header}.${payload}.`,
    `Bearer ${none}.${payload}.`,
    `Bearer ${header}.${payload}.${'A'.repeat(43)}`,
    `bearer  ${realToken.slice(0, -2)}`,
    'Basic dXNlcjpwYXNzd29yZA==',
    `Bearer ${'a'.repeat(6_000)}`,
    `Bearer ${realToken} ${realToken}`,
  ];
}
