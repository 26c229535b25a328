/**
 * Records every answer a test sandbox gives, as it goes out: status, headers, body and the request
 * line. It listens on Node's own `http.server.request.start` diagnostics channel (published before
 * the server sees the request) and tees the response's writes, so the sandbox runs unchanged and
 * every client (fetch, the package's client, chromium, raw sockets) is recorded alike.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedAnswer } from './openapi-judge.js';

/** The answers of one server, by port; `settled` waits for the ones still being written. */
export class AnswerRecorder {
  readonly #answers: RecordedAnswer[] = [];
  readonly #pending = new Map<Promise<void>, ServerResponse>();
  #taken = 0;

  /**
   * Answers recorded since the last call, once every answer already begun is written out. A
   * request still unanswered (a slow client the test left behind) is not waited for: its answer
   * is taken by a later call, or by the one after the sandbox closed every connection.
   */
  async take(): Promise<RecordedAnswer[]> {
    for (;;) {
      const writing = [...this.#pending].filter(([, res]) => res.headersSent).map(([done]) => done);
      if (writing.length === 0) break;
      await Promise.all(writing);
    }
    const fresh = this.#answers.slice(this.#taken);
    this.#taken = this.#answers.length;
    return fresh;
  }

  /** Starts recording one exchange. */
  track(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    let headers: Record<string, string> | undefined;
    const keep = (chunk: unknown, encoding: unknown): void => {
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const { write, end, writeHead } = res;
    // writeHead's own headers never reach getHeaders(): keep them as they are written.
    res.writeHead = function recordedWriteHead(this: ServerResponse, ...args: unknown[]) {
      const given = args.find((a) => typeof a === 'object' && a !== null);
      headers = { ...flatten(this.getHeaders()), ...flatten(given as Record<string, unknown> | undefined) };
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function recordedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function recordedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    const target = req.url ?? '/';
    const fault = req.headers['x-sandbox-fault'];
    const done = new Promise<void>((resolve) => {
      res.once('close', () => {
        // A dropped connection (X-Sandbox-Fault: drop, a client gone) has no answer to judge.
        if (res.writableFinished && res.headersSent) {
          this.#answers.push({
            method: req.method ?? '',
            path: target.split('?')[0] ?? target,
            ...(fault === undefined ? {} : { fault: String(fault) }),
            status: res.statusCode,
            headers: headers ?? flatten(res.getHeaders()),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        }
        this.#pending.delete(done);
        resolve();
      });
    });
    this.#pending.set(done, res);
  }
}

function flatten(headers: Record<string, unknown> | undefined): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  return flat;
}

const recorders = new Map<number, AnswerRecorder>();
let listening = false;

interface RequestStart {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly server: Server;
}

/** Records the answers of the server listening on `port` until the returned function is called. */
export function recordAnswers(port: number): { recorder: AnswerRecorder; stop: () => void } {
  if (!listening) {
    listening = true;
    subscribe('http.server.request.start', (message) => {
      const { request, response, server } = message as RequestStart;
      const port = (server.address() as AddressInfo | null)?.port;
      if (port !== undefined) recorders.get(port)?.track(request, response);
    });
  }
  const recorder = new AnswerRecorder();
  recorders.set(port, recorder);
  return { recorder, stop: () => recorders.get(port) === recorder && recorders.delete(port) };
}
