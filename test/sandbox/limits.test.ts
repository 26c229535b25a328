import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateProblem } from '../../src/index.js';
import { maxBodyBytes, type Sandbox } from '../../src/sandbox/index.js';
import { chunks, getToken, rawExchange } from './support.js';
import { useSandbox } from '../support/sandbox.js';

let sandbox: Sandbox;
let url: string;
let token: string;
const fixture = useSandbox({ headersTimeoutMs: 500, requestTimeoutMs: 1000 });
beforeAll(async () => {
  ({ sandbox, url } = fixture);
  token = await getToken(url);
});

const head = (lines: string[]): string =>
  [
    `POST /api/cm/v1/df/consent-requests HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${token}`,
    ...lines,
    '',
    '',
  ].join('\r\n');

function expectProblem(body: string, status: number, slug: string): void {
  const problem = JSON.parse(body);
  expect(validateProblem(problem).valid).toBe(true);
  expect(problem).toMatchObject({ status, type: `urn:consent-contract:problem:${slug}` });
}

describe('request limits', () => {
  it('answers 413 at once when Content-Length is over 1 MiB, without reading the body', async () => {
    // 64 MiB announced and offered; the server answers and closes long before taking it all.
    const answer = await rawExchange(
      sandbox.port,
      head(['Content-Type: application/json', `Content-Length: ${64 * maxBodyBytes}`]),
      chunks(1024, 64 * 1024),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expectProblem(answer.body, 413, 'payload-too-large');
    // What the client got into socket buffers before the server stopped reading and closed.
    expect(answer.written).toBeLessThan(16 * maxBodyBytes);
  });

  it('answers 413 to a chunked body once it passes 1 MiB, and stops reading', async () => {
    // No Content-Length: the server counts while streaming. 64 MiB would take far longer than the 5 s budget to be read.
    const chunked = function* (): Generator<Buffer> {
      for (const c of chunks(1024, 64 * 1024)) {
        yield Buffer.from(`${c.length.toString(16)}\r\n`);
        yield c;
        yield Buffer.from('\r\n');
      }
    };
    const answer = await rawExchange(
      sandbox.port,
      head(['Content-Type: application/json', 'Transfer-Encoding: chunked']),
      chunked(),
    );
    expect(answer.status).toBe(413);
    expectProblem(answer.body, 413, 'payload-too-large');
    expect(answer.written).toBeLessThan(16 * maxBodyBytes);
  });

  it('accepts a body of exactly 1 MiB as far as size goes (then judges the JSON)', async () => {
    const body = Buffer.alloc(maxBodyBytes, ' ');
    body[0] = '{'.charCodeAt(0);
    body[maxBodyBytes - 1] = '}'.charCodeAt(0);
    const answer = await rawExchange(
      sandbox.port,
      head(['Content-Type: application/json', `Content-Length: ${maxBodyBytes}`, 'Connection: close']),
      [body],
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).type).toBe('urn:consent-contract:problem:invalid-payload');
  });

  it('answers 415 to a body that is not JSON, before reading it', async () => {
    const answer = await rawExchange(sandbox.port, head(['Content-Type: text/xml', 'Content-Length: 9']), [
      Buffer.from('<consent/>'),
    ]);
    expect(answer.status).toBe(415);
    expect(answer.headers.connection).toBe('close');
    expectProblem(answer.body, 415, 'unsupported-media-type');
  });

  it('answers 415 when Content-Type is missing or the body is compressed', async () => {
    const missing = await rawExchange(sandbox.port, head(['Content-Length: 2']), [Buffer.from('{}')]);
    expect(missing.status).toBe(415);
    const gzip = await rawExchange(
      sandbox.port,
      head(['Content-Type: application/json', 'Content-Encoding: gzip', 'Content-Length: 2']),
      [Buffer.from('{}')],
    );
    expect(gzip.status).toBe(415);
  });

  it.each(['gzip, chunked', 'gzip', 'deflate'])(
    'answers 415 to Transfer-Encoding: %s, like a Content-Encoding',
    async (coding) => {
      const body = coding.endsWith('chunked') ? [Buffer.from('2\r\n{}\r\n0\r\n\r\n')] : [Buffer.from('{}')];
      const answer = await rawExchange(
        sandbox.port,
        head(['Content-Type: application/json', `Transfer-Encoding: ${coding}`]),
        body,
      );
      expect(answer.status).toBe(415);
      expect(answer.headers.connection).toBe('close');
      expectProblem(answer.body, 415, 'unsupported-media-type');
      expect(JSON.parse(answer.body).detail).toContain(`Transfer-Encoding "${coding}" is not supported`);
    },
  );

  it('reads a plain chunked body (the one Transfer-Encoding it takes)', async () => {
    const lines = ['Content-Type: application/json', 'Transfer-Encoding: chunked', 'Connection: close'];
    const answer = await rawExchange(sandbox.port, head(lines), [Buffer.from('2\r\n{}\r\n0\r\n\r\n')]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).type).toBe('urn:consent-contract:problem:invalid-payload');
  });

  it('cuts off a client that never finishes its headers', async () => {
    const started = Date.now();
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect(sandbox.port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      socket.write('POST /api/cm/v1/df/consent-requests HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(closed === '' || closed.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('cuts off a client that never finishes its body', async () => {
    const started = Date.now();
    const answer = await rawExchange(
      sandbox.port,
      head(['Content-Type: application/json', 'Content-Length: 100']),
      [Buffer.from('{"version"')],
      5000,
    ).catch((error: Error) => error);
    expect(Date.now() - started).toBeLessThan(4000);
    // Either a 408 or a closed connection, but never a connection left hanging.
    if (answer instanceof Error) expect(answer.message).toMatch(/^no HTTP answer/);
    else expect(answer.status).toBe(408);
  });
});
