/** The most recent requests, for tests and the CLI's console log; never any header value but the fault. */
import { paths } from './paths.js';

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

/**
 * The paths the sandbox serves, as constants: a logged path that is one of them is kept as the
 * constant, not as the string read from the request line (one string less kept per request).
 */
const knownPaths: readonly string[] = [paths.consentRequests, paths.token, paths.consentPage, '/'];

/**
 * A ring of the last `size` entries: adding is O(1) whatever the load. Entries are kept as
 * columns (typed arrays for the numbers), not as an object each: every entry outlives many
 * young-generation collections, so an object per request would be promoted and then swept.
 */
export class RequestLog {
  readonly #size: number;
  readonly #times: Float64Array;
  readonly #statuses: Uint16Array;
  readonly #methods: string[];
  readonly #paths: string[];
  readonly #requestIds: Array<string | undefined>;
  readonly #faults: Array<string | undefined>;
  readonly #warnings: Array<readonly string[] | undefined>;
  #next = 0;
  #count = 0;

  constructor(size = 1000) {
    this.#size = size;
    this.#times = new Float64Array(size);
    this.#statuses = new Uint16Array(size);
    this.#methods = new Array<string>(size).fill('');
    this.#paths = new Array<string>(size).fill('');
    this.#requestIds = new Array<string | undefined>(size).fill(undefined);
    this.#faults = new Array<string | undefined>(size).fill(undefined);
    this.#warnings = new Array<readonly string[] | undefined>(size).fill(undefined);
  }

  add(entry: RawLogEntry): void {
    const i = this.#next;
    this.#times[i] = entry.time;
    this.#statuses[i] = entry.status;
    this.#methods[i] = entry.method;
    this.#paths[i] = knownPaths.find((known) => known === entry.path) ?? entry.path;
    this.#requestIds[i] = entry.requestId;
    this.#faults[i] = entry.fault;
    this.#warnings[i] = entry.warnings;
    this.#next = (i + 1) % this.#size;
    this.#count = Math.min(this.#count + 1, this.#size);
  }

  /** Oldest first. */
  entries(): RequestLogEntry[] {
    const size = this.#size;
    const start = (this.#next - this.#count + size) % size;
    return Array.from({ length: this.#count }, (_, k) => {
      const i = (start + k) % size;
      return toEntry({
        time: this.#times[i] as number,
        method: this.#methods[i] as string,
        path: this.#paths[i] as string,
        status: this.#statuses[i] as number,
        requestId: this.#requestIds[i],
        fault: this.#faults[i],
        warnings: this.#warnings[i],
      });
    });
  }
}
