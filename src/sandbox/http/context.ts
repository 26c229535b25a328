/** What every route handler gets: the sandbox's state and the exchange at hand. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Fault } from '../faults.js';
import type { ResolvedSandboxOptions } from '../options.js';
import type { RecordStore } from '../store/store.js';
import type { TokenIssuer } from '../auth/tokens.js';

/** Counters a test can read through sandbox.stats(). */
export interface Counters {
  tokenRequests: number;
  creationRequests: number;
}

/** The sandbox's shared state. */
export interface SandboxState {
  readonly options: ResolvedSandboxOptions;
  readonly tokens: TokenIssuer;
  readonly store: RecordStore;
  readonly counters: Counters;
  /**
   * Writes the data file; resolves once the current state is on disk. undefined when there is
   * no data file, so the common case does not wait at all.
   */
  readonly persist: () => Promise<void> | undefined;
  /** The public base URL, without a trailing slash. */
  readonly baseUrl: () => string;
}

/** One request and its answer, with notes for the request log. */
export interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The path, without the query. */
  readonly path: string;
  /** The query parameters (parsed on first use). */
  readonly query: () => URLSearchParams;
  readonly fault: Fault;
  /** Why the X-Sandbox-Fault header is malformed (the request is then refused), if it is. */
  readonly faultError?: string;
  /** Filled by the creation route once the body is read. */
  requestId?: string;
  /** Warnings about an accepted body (`json/duplicate-key <pointer>`), for the request log. */
  warnings?: readonly string[];
}
