/**
 * Builds the fuzzer's bad requests for one operation of the OpenAPI document. Every request for
 * a write carries at least one defect the server must refuse (a wrong field, a broken body, a
 * path value that is not an id, or a caller who is nobody or has the wrong role); noise such as
 * unknown fields and odd text rides along. Reads get garbage path and query values.
 */
import type { Role } from '@telehealth/shared-api/core';
import fc from 'fast-check';
import {
  badAuthorizations,
  HOSTILE_JSON,
  hugeString,
  invalidFor,
  MALFORMED_JSON,
  NON_OBJECT_JSON,
  NOT_IDS,
  oddUnicode,
  plausibleFor,
  PROTOTYPE_NAMES,
  RAW_NOT_IDS,
  unknownFields,
  withNul,
  WRONG_CONTENT_TYPES,
  type PlausibleHints,
} from './bad-input-arbitraries';
import type { JsonSchema, Operation } from './openapi-operations';

export interface FuzzActor {
  label: string;
  role: Role;
  token: string;
}

export interface FuzzContext {
  actors: FuzzActor[];
  /** Real ids of objects the actors own (appointments, doctors, notifications...): a bad body must be refused even with them. */
  realIds: string[];
  hints: PlausibleHints;
  /** A body larger than the server's limit. */
  oversizedBody: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded (sometimes deliberately badly). */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What is wrong with it, for the failure message. */
  defect: string;
}

/** Percent-encodes, keeping text `encodeURIComponent` refuses (lone surrogates) as invalid UTF-8 bytes. */
export function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? 'missing');
}

/** An encoded path value that names nothing. */
const badPathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NOT_IDS).map(encodeLoosely),
  fc.constantFrom(...RAW_NOT_IDS),
  oddUnicode.map(encodeLoosely),
  fc.uuid().map(encodeLoosely),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.double({ noNaN: true }).map((value) => encodeLoosely(String(value))),
);

function pathWith(operation: Operation, value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (operation.pathParams.length === 0) return fc.constant(operation.path);
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of operation.pathParams) record[parameter.name] = value;
  return fc.record(record).map((values) => fill(operation.path, values));
}

/** Junk query parameters no route declares (repeated keys, bracket syntax, prototype names). */
const queryNoise: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...PROTOTYPE_NAMES, 'constructor[prototype][x]', 'a[b]', 'limit', 'page', 'x', ''),
      fc.oneof(fc.string({ maxLength: 8 }).map(encodeLoosely), fc.constantFrom(...RAW_NOT_IDS)),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${value}`).join('&'));

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

function actorsFor(context: FuzzContext, access: string | undefined): FuzzActor[] {
  const fitting = context.actors.filter(
    (actor) => access === undefined || access === 'any' || access === 'public' || actor.role === access,
  );
  return fitting.length > 0 ? fitting : context.actors;
}

function authHeader(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The request's Authorization for a route that needs one: a fitting actor (or nobody for public routes). */
function rightCaller(context: FuzzContext, operation: Operation): fc.Arbitrary<Record<string, string>> {
  if (operation.access === 'public') return fc.constant({});
  return fc.constantFrom(...actorsFor(context, operation.access)).map((actor) => authHeader(actor.token));
}

function bodyObject(schema: JsonSchema, hints: PlausibleHints): fc.Arbitrary<Record<string, unknown>> {
  return plausibleFor(schema, undefined, hints) as fc.Arbitrary<Record<string, unknown>>;
}

interface Corruption {
  key: string;
  remove: boolean;
  value?: unknown;
}

/** One to three fields made invalid (or required ones left out). */
function corruptions(schema: JsonSchema, asText: boolean): fc.Arbitrary<Corruption[]> | null {
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
  const options: fc.Arbitrary<Corruption>[] = [];
  if (properties.length > 0) {
    options.push(
      fc
        .constantFrom(...properties)
        .chain(([key, property]) => invalidFor(property, key, asText).map((value) => ({ key, remove: false, value }))),
    );
  }
  const required = (schema.required ?? []).filter((key) => schema.properties?.[key]?.format !== 'binary');
  if (required.length > 0) options.push(fc.constantFrom(...required).map((key) => ({ key, remove: true })));
  if (options.length === 0) return null;
  return fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 });
}

function applyCorruptions(base: Record<string, unknown>, noise: Record<string, unknown> | null, changes: Corruption[]) {
  // Noise first, so an unknown field of the same name never undoes a corruption.
  const body: Record<string, unknown> = { ...base, ...(noise ?? {}) };
  for (const change of changes) {
    if (change.remove) delete body[change.key];
    else body[change.key] = change.value;
  }
  return body;
}

function describeCorruptions(changes: Corruption[]): string {
  return changes.map((change) => (change.remove ? `without ${change.key}` : `bad ${change.key}`)).join(', ');
}

/** Any path: real ids, or values that name nothing. */
function anyPath(context: FuzzContext, operation: Operation): fc.Arbitrary<string> {
  const real = context.realIds.length > 0 ? [fc.constantFrom(...context.realIds)] : [];
  return pathWith(operation, fc.oneof(...real, badPathValue));
}

function jsonRequests(context: FuzzContext, operation: Operation, schema: JsonSchema): fc.Arbitrary<FuzzRequest>[] {
  const json = { 'content-type': 'application/json' };
  const changes = corruptions(schema, false);
  const fieldDefects = fc
    .record({
      path: anyPath(context, operation),
      caller: rightCaller(context, operation),
      base: bodyObject(schema, context.hints),
      noise: fc.option(unknownFields),
      changes: changes ?? fc.constant<Corruption[]>([]),
      query: queryNoise,
    })
    .map(({ path, caller, base, noise, changes, query }) => ({
      method: operation.method,
      target: withQuery(path, query),
      headers: { ...caller, ...json },
      body: JSON.stringify(applyCorruptions(base, noise, changes)),
      defect: `JSON body: ${describeCorruptions(changes)}`,
    }));

  const requiresSomething = (schema.required ?? []).length > 0;
  const brokenBodies = fc
    .record({
      path: anyPath(context, operation),
      caller: rightCaller(context, operation),
      base: bodyObject(schema, context.hints),
      kind: fc.constantFrom('malformed', 'not an object', 'wrong content type', 'truncated', 'oversized'),
      malformed: fc.constantFrom(...MALFORMED_JSON),
      notObject: fc.constantFrom(...NON_OBJECT_JSON, ...(requiresSomething ? ['null', '{}', ...HOSTILE_JSON] : [])),
      contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
      cut: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
    })
    .map(({ path, caller, base, kind, malformed, notObject, contentType, cut }) => {
      const text = JSON.stringify(base);
      let body = text;
      let type = 'application/json';
      if (kind === 'malformed') body = malformed;
      else if (kind === 'not an object') body = notObject;
      else if (kind === 'wrong content type') type = contentType;
      else if (kind === 'truncated') body = text.slice(0, Math.max(1, Math.floor(text.length * cut)));
      else body = context.oversizedBody;
      return {
        method: operation.method,
        target: path,
        headers: { ...caller, 'content-type': type },
        body,
        defect: `body ${kind}${kind === 'wrong content type' ? ` (${type})` : ''}`,
      };
    });
  return changes ? [fieldDefects, brokenBodies] : [brokenBodies];
}

const CRLF = '\r\n';

function multipartText(
  boundary: string,
  fields: Array<[string, string]>,
  file?: { name: string; filename: string; type: string; bytes: string },
) {
  let body = '';
  for (const [name, value] of fields)
    body += `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`;
  if (file) {
    body += `--${boundary}${CRLF}Content-Disposition: form-data; name="${file.name}"; filename="${file.filename}"${CRLF}`;
    body += `Content-Type: ${file.type}${CRLF}${CRLF}${file.bytes}${CRLF}`;
  }
  return { body, closing: `--${boundary}--${CRLF}` };
}

function formFields(value: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, item]) =>
    Array.isArray(item) ? item.map((entry) => [key, String(entry)] as [string, string]) : [[key, String(item)] as [string, string]],
  );
}

/** True when every character fits in a byte (the broken images are bytes written as text). */
function isByteText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

const BROKEN_IMAGES = [
  { filename: 'photo.png', type: 'image/png', bytes: 'not an image at all' },
  { filename: 'photo.png', type: 'image/png', bytes: '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00' },
  { filename: 'photo.jpg', type: 'image/jpeg', bytes: '\xff\xd8\xff\xe0 truncated' },
  { filename: 'script.html', type: 'text/html', bytes: '<script>alert(1)</script>' },
  { filename: `a${'b'.repeat(5_000)}.png`, type: 'image/png', bytes: 'x' },
  { filename: '../../etc/passwd', type: 'application/octet-stream', bytes: 'root:x:0:0' },
  { filename: 'evil\u202egnp.exe', type: 'image/png', bytes: 'MZ' },
  { filename: 'photo.svg', type: 'image/svg+xml', bytes: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
];

function multipartRequests(context: FuzzContext, operation: Operation, schema: JsonSchema): fc.Arbitrary<FuzzRequest>[] {
  const fileField = Object.entries(schema.properties ?? {}).find(([, property]) => property.format === 'binary')?.[0];
  const boundary = 'fuzzB0undary';
  const changes = corruptions(schema, true);
  const fieldDefects = fc
    .record({
      caller: rightCaller(context, operation),
      base: bodyObject(schema, context.hints),
      changes: changes ?? fc.constant<Corruption[]>([]),
    })
    .map(({ caller, base, changes }) => {
      const { body, closing } = multipartText(boundary, formFields(applyCorruptions(base, null, changes)));
      return {
        method: operation.method,
        target: operation.path,
        headers: { ...caller, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: body + closing,
        defect: `multipart: ${describeCorruptions(changes)}`,
      };
    });

  const structural = fc
    .record({
      caller: rightCaller(context, operation),
      base: bodyObject(schema, context.hints),
      kind: fc.constantFrom('no boundary', 'truncated', 'other boundary', 'garbage', 'broken image', 'empty'),
      image: fc.constantFrom(...BROKEN_IMAGES),
      cut: fc.double({ min: 0.02, max: 0.98, noNaN: true }),
      garbage: fc.oneof(withNul, hugeString, oddUnicode),
    })
    .filter(({ kind }) => kind !== 'broken image' || fileField !== undefined)
    .map(({ caller, base, kind, image, cut, garbage }) => {
      const file = fileField ? { name: fileField, ...image } : undefined;
      const { body, closing } = multipartText(boundary, formFields(base), kind === 'broken image' ? file : undefined);
      let contentType = `multipart/form-data; boundary=${boundary}`;
      let sent = body + closing;
      if (kind === 'no boundary') contentType = 'multipart/form-data';
      else if (kind === 'truncated') sent = body.slice(0, Math.max(1, Math.floor(body.length * cut)));
      else if (kind === 'other boundary') contentType = 'multipart/form-data; boundary=somethingElse';
      else if (kind === 'garbage') sent = garbage;
      else if (kind === 'empty') sent = closing;
      return {
        method: operation.method,
        target: operation.path,
        headers: { ...caller, 'content-type': contentType },
        // Byte-valued text (the broken images) goes as those bytes; other text as UTF-8.
        body: isByteText(sent) ? Buffer.from(sent, 'latin1') : sent,
        defect: `multipart ${kind}${kind === 'broken image' ? ` (${image.filename.slice(0, 40)})` : ''}`,
      };
    });
  return changes ? [fieldDefects, structural] : [structural];
}

/**
 * Bad requests for a write operation. `definite` lists the defects every request carries, so a
 * success answer (or any write) is a finding.
 */
export function writeRequests(context: FuzzContext, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const options: fc.Arbitrary<FuzzRequest>[] = [];
  const jsonSchema = operation.bodies['application/json'];
  const formSchema = operation.bodies['multipart/form-data'];
  if (jsonSchema) options.push(...jsonRequests(context, operation, jsonSchema));
  if (formSchema) options.push(...multipartRequests(context, operation, formSchema));

  // Bodies the route never reads are still parsed first: broken ones are refused before it runs.
  const realOrBadPath = anyPath(context, operation);
  options.push(
    fc
      .record({
        path: realOrBadPath,
        caller: rightCaller(context, operation),
        kind: fc.constantFrom('malformed JSON', 'wrong content type', 'oversized'),
        malformed: fc.constantFrom(...MALFORMED_JSON),
        contentType: fc.constantFrom(...WRONG_CONTENT_TYPES.filter((type) => !type.startsWith('multipart'))),
      })
      .map(({ path, caller, kind, malformed, contentType }) => ({
        method: operation.method,
        target: path,
        headers: { ...caller, 'content-type': kind === 'wrong content type' ? contentType : 'application/json' },
        body: kind === 'malformed JSON' ? malformed : kind === 'oversized' ? context.oversizedBody : '{"x":1}',
        defect: kind,
      })),
  );

  const plausibleBody = (jsonSchema ? bodyObject(jsonSchema, context.hints) : fc.constant(null)).map((body): Record<string, string> =>
    body === null ? {} : { 'content-type': 'application/json', __body: JSON.stringify(body) },
  );
  if (operation.pathParams.length > 0) {
    options.push(
      fc
        .record({ path: pathWith(operation, badPathValue), caller: rightCaller(context, operation), body: plausibleBody })
        .map(({ path, caller, body }) => request(operation, path, caller, body, 'path value that is not an id')),
    );
  }
  if (operation.access !== 'public') {
    const wrongRole = context.actors.filter((actor) => operation.access && operation.access !== 'any' && actor.role !== operation.access);
    const anyToken = context.actors[0]!.token;
    const badAuth = fc.oneof(
      fc.constant<Record<string, string>>({}),
      fc.constantFrom(...badAuthorizations(anyToken)).map((value) => ({ authorization: value })),
      ...(wrongRole.length > 0 ? [fc.constantFrom(...wrongRole).map((actor) => authHeader(actor.token))] : []),
    );
    options.push(
      fc
        .record({ path: realOrBadPath, auth: badAuth, body: plausibleBody })
        .map(({ path, auth, body }) =>
          request(operation, path, auth, body, auth.authorization ? `caller ${auth.authorization.slice(0, 30)}…` : 'no token'),
        ),
    );
  }
  return fc.oneof(...options);
}

function request(
  operation: Operation,
  target: string,
  headers: Record<string, string>,
  body: Record<string, string>,
  defect: string,
): FuzzRequest {
  const { __body, ...bodyHeaders } = body;
  return { method: operation.method, target, headers: { ...headers, ...bodyHeaders }, body: __body, defect };
}

/** Garbage path and query values for a read; the answer may be a success, never a 5xx or a write. */
export function readRequests(context: FuzzContext, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const query: Record<string, fc.Arbitrary<string | null>> = {};
  for (const parameter of operation.queryParams) {
    const value = fc.oneof(
      (plausibleFor(parameter.schema, parameter.name, context.hints) as fc.Arbitrary<unknown>).map((item) => encodeLoosely(String(item))),
      (invalidFor(parameter.schema, parameter.name, true) as fc.Arbitrary<string>).map(encodeLoosely),
      fc.constantFrom(...RAW_NOT_IDS),
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String),
      fc.double({ noNaN: true }).map((item) => encodeLoosely(String(item))),
    );
    query[parameter.name] = fc.option(value);
  }
  return fc
    .record({
      path: anyPath(context, operation),
      caller: fc.oneof(
        rightCaller(context, operation),
        fc.constantFrom(...badAuthorizations(context.actors[0]!.token)).map((value) => ({ authorization: value })),
      ),
      query: fc.record(query),
      repeated: fc.boolean(),
      noise: queryNoise,
    })
    .map(({ path, caller, query: values, repeated, noise }) => {
      const pairs = Object.entries(values).filter((pair): pair is [string, string] => pair[1] !== null);
      // A parameter given twice arrives as an array.
      const parts = pairs.flatMap(([key, value]) => (repeated ? [`${key}=${value}`, `${key}=${value}`] : [`${key}=${value}`]));
      if (noise) parts.push(noise);
      return {
        method: operation.method,
        target: withQuery(path, parts.join('&')),
        headers: caller,
        defect: 'garbage path or query values',
      };
    });
}
