/**
 * Every request of a run goes through one Sender: it bounds concurrency and the request budget,
 * applies the time limit, reads the whole answer, and records the exchange with secrets redacted.
 */
import { redactedError, type Redactor } from '../../client/redact.js';
import { endpoint } from '../../client/options.js';
import { CheckSkipped, ConformanceUnreachableError } from '../errors.js';
import type { RecordedExchange } from '../report.js';
import { parseJson } from '../../client/transport.js';

/** A request a check wants sent. */
export interface PlannedRequest {
  readonly method: 'GET' | 'POST';
  /** A path under the base URL (`/api/...`), or `url` for an absolute address (the consent page). */
  readonly path?: string;
  readonly url?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Follow redirects (the consent page only; API answers are judged as they come). */
  readonly follow?: boolean;
}

/** What came back. */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  readonly json: unknown;
  /** The address the request went to (after redirects, when followed). */
  readonly url: string;
  /** The path under the base URL the request was for, when it was one. */
  readonly path: string | undefined;
  readonly method: string;
}

/** What the Sender needs. */
export interface SenderOptions {
  readonly base: URL;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly maxRequests: number;
  readonly concurrency: number;
  readonly redact: Redactor;
  /** Called with every parsed answer before it is recorded, so that a token in it is redacted too. */
  readonly learn: (json: unknown) => void;
}

/** Longest body kept in a report, in characters. */
export const maxRecordedBody = 2000;
/** The answer headers the contract speaks of; others (cookies among them) are not recorded. */
const recordedHeaders = ['content-type', 'www-authenticate', 'retry-after', 'allow', 'location', 'content-length'];

/** Cuts long text, saying how much was left out. */
export function cut(text: string, max = maxRecordedBody): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** An Authorization value as shown: the scheme only. */
const hideAuthorization = (value: string): string => `${value.split(' ')[0] ?? ''} [redacted]`.trim();

/** Sends requests within the run's limits. */
export class Sender {
  #sent = 0;
  #answered = 0;
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  readonly #o: SenderOptions;

  constructor(options: SenderOptions) {
    this.#o = options;
  }

  /** Requests sent so far. */
  get sent(): number {
    return this.#sent;
  }

  /** Requests left in the budget. */
  get remaining(): number {
    return this.#o.maxRequests - this.#sent;
  }

  /**
   * Sends one request and records it. Throws CheckSkipped when the budget is spent,
   * ConformanceUnreachableError when the service has never answered, and a plain Error (redacted)
   * when this request got no answer.
   */
  async send(request: PlannedRequest, record: (exchange: RecordedExchange) => void): Promise<Answer> {
    if (this.#sent >= this.#o.maxRequests)
      throw new CheckSkipped(`the request budget (--max-requests ${this.#o.maxRequests}) is spent`);
    this.#sent++;
    await this.#slot();
    try {
      return await this.#exchange(request, record);
    } finally {
      this.#active--;
      this.#waiting.shift()?.();
    }
  }

  async #slot(): Promise<void> {
    if (this.#active >= this.#o.concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active++;
  }

  async #exchange(request: PlannedRequest, record: (exchange: RecordedExchange) => void): Promise<Answer> {
    const redact = this.#o.redact;
    const url = request.url ?? endpoint(this.#o.base, request.path ?? '/').href;
    const headers = request.headers ?? {};
    const shownHeaders = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [
        k,
        k.toLowerCase() === 'authorization' ? hideAuthorization(v) : redact(v),
      ]),
    );
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : Buffer.from(request.body).toString('utf8');
    const shownRequest = {
      method: request.method,
      url: redact(url),
      headers: shownHeaders,
      ...(body === undefined ? {} : { body: cut(redact(body)) }),
    };
    let response: Response;
    let text: string;
    try {
      response = await this.#o.fetch(url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: request.follow === true ? 'follow' : 'manual',
        signal: AbortSignal.timeout(this.#o.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.#o.timeoutMs} ms`
          : redactedError(error, redact).message;
      record({ request: shownRequest, error: reason });
      const tried = `${request.method} ${redact(url)}`;
      if (this.#answered === 0)
        throw new ConformanceUnreachableError(`cannot reach the service: tried ${tried}: ${reason}`);
      throw new Error(`no answer to ${tried}: ${reason}`);
    }
    this.#answered++;
    const json = parseJson(text);
    this.#o.learn(json);
    const shownHeadersIn: Record<string, string> = {};
    for (const name of recordedHeaders) {
      const value = response.headers.get(name);
      if (value !== null) shownHeadersIn[name] = redact(value);
    }
    record({
      request: shownRequest,
      response: {
        status: response.status,
        headers: shownHeadersIn,
        ...(text === '' ? {} : { body: cut(redact(text)) }),
      },
    });
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      url: response.url || url,
      path: request.path,
      method: request.method,
    };
  }
}
