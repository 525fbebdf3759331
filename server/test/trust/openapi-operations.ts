/**
 * The routes of the OpenAPI document the server builds, in a shape the trust suites (the
 * malformed-input fuzzer and the access matrix) iterate over, so a route a feature adds is
 * covered without editing them.
 */
import type { TestServer } from '../support/test-server';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
};

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** Upper case: GET, POST, PATCH, PUT, DELETE. */
  method: string;
  /** The document's path, e.g. `/api/v1/appointment/{id}`: the key of the access matrix. */
  path: string;
  /** `METHOD path`, how failures name the route. */
  key: string;
  pathParams: OperationParameter[];
  queryParams: OperationParameter[];
  /** Request body schemas by content type (`application/json`, `multipart/form-data`). */
  bodies: Record<string, JsonSchema>;
  /** Who may call it (`x-access`: public, any, patient, doctor); undefined when not documented. */
  access: string | undefined;
  /** True when the route declares bearer security. */
  secured: boolean;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: OperationParameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-access'?: string;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required ?? parameter.in === 'path',
        schema: parameter.schema ?? {},
      }));
      const bodies: Record<string, JsonSchema> = {};
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) bodies[type] = content.schema ?? {};
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodies,
        access: operation['x-access'],
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The OpenAPI document of a running test server, as its clients read it. */
export async function fetchOperations(server: TestServer): Promise<Operation[]> {
  const answer = await server.api('/openapi.json');
  if (answer.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${answer.status}`);
  return operationsOf(answer.body);
}

/** The path with its `{name}` parameters filled in (values are percent-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`);
    return raw ? value : encodeURIComponent(value);
  });
}
