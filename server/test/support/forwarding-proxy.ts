/**
 * A reverse proxy in front of a test server, doing what deploy/nginx.conf does: it appends the
 * address the request came from to `X-Forwarded-For` and says which scheme the client used in
 * `X-Forwarded-Proto`. Clients bind to different loopback addresses (127.0.0.x) to be
 * different people behind it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardingProxy {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  close(): Promise<void>;
}

export interface ProxyAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** Starts the proxy; `scheme` is what it tells the server the client used (TLS ends at the proxy). */
export async function startForwardingProxy(target: string, scheme: 'http' | 'https' = 'https'): Promise<ForwardingProxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': [forwardedFor, request.socket.remoteAddress].filter(Boolean).join(', '),
      'x-forwarded-proto': scheme,
    };
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => response.writeHead(502).end());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request from `clientAddress` (a loopback address such as 127.0.0.7) with a JSON body. */
export function requestFrom(
  clientAddress: string,
  url: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<ProxyAnswer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress: clientAddress,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
