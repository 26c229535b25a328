/** The most recent requests, for tests and the CLI's console log; never any header value but the fault. */

/** One line of the request log: what came in and how it was answered (0: no answer, dropped). */
export interface RequestLogEntry {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** The payload's requestId, for creation requests whose body was read. */
  readonly requestId?: string;
  /** The X-Sandbox-Fault header, when one was sent. */
  readonly fault?: string;
  /** Warnings about an accepted payload, as `<code> <pointer>` (json/duplicate-key), when there were any. */
  readonly warnings?: readonly string[];
}

/** An entry as recorded: the time stays a number until someone reads the log. */
export interface RawLogEntry {
  readonly time: number;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly requestId: string | undefined;
  readonly fault: string | undefined;
  readonly warnings?: readonly string[] | undefined;
}

/** The public form of a recorded entry. */
export function toEntry(raw: RawLogEntry): RequestLogEntry {
  return {
    at: new Date(raw.time).toISOString(),
    method: raw.method,
    path: raw.path,
    status: raw.status,
    ...(raw.requestId === undefined ? {} : { requestId: raw.requestId }),
    ...(raw.fault === undefined ? {} : { fault: raw.fault }),
    ...(raw.warnings === undefined ? {} : { warnings: raw.warnings }),
  };
}

/** A ring of the last `size` entries: adding is O(1) whatever the load. */
export class RequestLog {
  readonly #items: Array<RawLogEntry | undefined>;
  #next = 0;
  #count = 0;

  constructor(size = 1000) {
    this.#items = new Array<RawLogEntry | undefined>(size);
  }

  add(entry: RawLogEntry): void {
    this.#items[this.#next] = entry;
    this.#next = (this.#next + 1) % this.#items.length;
    this.#count = Math.min(this.#count + 1, this.#items.length);
  }

  /** Oldest first. */
  entries(): RequestLogEntry[] {
    const size = this.#items.length;
    const start = (this.#next - this.#count + size) % size;
    return Array.from({ length: this.#count }, (_, i) => toEntry(this.#items[(start + i) % size] as RawLogEntry));
  }
}
