import { API_BASE_PATH } from '../core/constants';
import { getStoredToken } from './token-storage';

/** Error thrown for any failed API call; `message` is what the user is shown (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

let apiBaseUrl: string = API_BASE_PATH;

/** Points the client at another API base (e.g. a remote running standalone). */
export function configureApiBaseUrl(baseUrl: string): void {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialisable body, or FormData for uploads. Sent only for POST, PUT and PATCH. */
  body?: unknown;
  /** Query parameters; undefined, null and empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

const METHODS_WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * Calls the API with the behaviour of spec §7 and §8: bearer token when stored, credentials
 * included, JSON body only for POST/PUT/PATCH (FormData sent as multipart with the content
 * type left to the browser), 204 answers null. On a non-OK answer throws an ApiError whose
 * message is the body's `message`, else `Error: {status}`, or 'An unknown error occurred'
 * when the body cannot be read.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (METHODS_WITH_BODY.has(method) && options.body !== undefined) {
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });

  if (response.status === 204) return null as T;

  if (!response.ok) {
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
    }
    const message =
      parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string'
        ? (parsed as { message: string }).message
        : `Error: ${response.status}`;
    throw new ApiError(message, response.status, parsed);
  }

  try {
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
  }
}

/** Returns the message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
