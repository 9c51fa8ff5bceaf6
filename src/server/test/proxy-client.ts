import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Nginx } from './nginx';
import { TEST_DOMAIN } from './nginx';

export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json(): Record<string, unknown>;
}

export interface ProxyCall {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the visitor connects from (127.0.0.2, 127.0.0.3...). */
  from?: string;
  /** Plain HTTP on the proxy's port 80 stand-in instead of HTTPS. */
  plain?: boolean;
}

export function readAnswer(response: IncomingMessage): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = body.toString('utf8');
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body,
        text,
        json: () => JSON.parse(text) as Record<string, unknown>,
      });
    });
  });
}

/** Options for a request to the proxy as a browser makes it: to the site's name, over TLS. */
export function proxyRequestOptions(nginx: Nginx, call: ProxyCall) {
  return {
    host: '127.0.0.1',
    port: call.plain ? nginx.httpPort : nginx.httpsPort,
    method: call.method ?? 'GET',
    path: call.path,
    servername: TEST_DOMAIN,
    ca: nginx.certificate,
    localAddress: call.from,
    agent: false as const,
    headers: { host: TEST_DOMAIN, ...call.headers },
  };
}

/** One request through nginx, on a connection of its own, answered in full. */
export function throughProxy(nginx: Nginx, call: ProxyCall): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const options = proxyRequestOptions(nginx, call);
    const request = (call.plain ? httpRequest : httpsRequest)(options, (response) =>
      readAnswer(response).then(resolve, reject),
    );
    request.on('error', reject);
    request.end(call.body);
  });
}
