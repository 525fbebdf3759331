import { request } from 'node:http';

/** A JSON request with headers fetch will not send as given (Host), straight over HTTP. */
export function rawJsonRequest(
  baseUrl: string,
  target: string,
  init: { method: string; headers: Record<string, string>; json?: unknown },
): Promise<{ status: number; body: any }> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(target, baseUrl),
      {
        method: init.method,
        headers: { ...init.headers, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
