import { ApiError, UNKNOWN_ERROR_MESSAGE, getApiBaseUrl } from './api-client';
import type { HttpMethod } from './api-client';
import { getStoredToken } from './token-storage';

export interface UploadOptions {
  method?: Extract<HttpMethod, 'POST' | 'PATCH' | 'PUT'>;
  /** Called with 0..1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form with upload progress (fetch cannot report it), with the same rules
 * as `apiRequest`: bearer token, credentials, content type left to the browser, the body's
 * `message` on failure, else `Error: {status}`, else 'An unknown error occurred'.
 */
export function uploadForm<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${getApiBaseUrl()}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      };
    }
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.onerror = () => reject(new ApiError(UNKNOWN_ERROR_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status === 204) {
        resolve(null as T);
        return;
      }
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        reject(new ApiError(UNKNOWN_ERROR_MESSAGE, xhr.status));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(parsed as T);
        return;
      }
      const message =
        parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string'
          ? (parsed as { message: string }).message
          : `Error: ${xhr.status}`;
      reject(new ApiError(message, xhr.status, parsed));
    };
    xhr.send(form);
  });
}
