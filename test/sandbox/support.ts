/** Shared by the client and sandbox tests: payloads, tokens, raw HTTP (the sandbox itself: ../support/sandbox.ts). */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { adult, minor, type Json } from '../support/examples.js';
import { credentials } from '../support/sandbox.js';

export { credentials };

/** The adult example with a fresh requestId. */
export function adultPayload(): Json {
  return { ...adult(), requestId: randomUUID() };
}

/** The minor example (delegation required) with a fresh requestId. */
export function minorPayload(): Json {
  return { ...minor(), requestId: randomUUID() };
}

export function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** A token from the sandbox's token endpoint. */
export async function getToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/df/token`, {
    headers: { authorization: basic(credentials.clientId, credentials.clientSecret) },
  });
  if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** POSTs a JSON body to the creation endpoint with a fresh token. */
export async function postConsentRequest(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const token = await getToken(url);
  return fetch(`${url}/api/cm/v1/df/consent-requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The status line, headers and body of a raw HTTP/1.1 exchange written by hand over TCP. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Bytes the client managed to write before the server stopped reading or closed. */
  readonly written: number;
}

/**
 * Writes head, then body chunks (as fast as the socket takes them) and reads the answer until
 * the server closes the connection or `timeoutMs` passes.
 */
export function rawExchange(
  port: number,
  head: string,
  chunks: Iterable<Buffer> = [],
  timeoutMs = 5000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let written = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer in time'));
    }, timeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines)
        headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4), written });
    };
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(head);
    const iterator = chunks[Symbol.iterator]();
    const pump = (): void => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        if (socket.destroyed) return;
        written += next.value.length;
        if (!socket.write(next.value)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** n chunks of size bytes each, generated lazily (so a test never holds them all). */
export function* chunks(n: number, size: number, fill = 'a'): Generator<Buffer> {
  const chunk = Buffer.alloc(size, fill);
  for (let i = 0; i < n; i++) yield chunk;
}
