/** What a conformance check is (one file each in checks/) and what it gets to run with. */
import type { ConsentRequest } from '../../generated/types.js';
import type { Answer, PlannedRequest } from './http/sender.js';
import type { ResolvedConformanceOptions } from './options.js';
import type { Failure, RecordedExchange } from './report.js';

/** Where broken expectations go: a check's result, or a scratch list while a property is tried. */
export interface Sink {
  /** Records the failure unless the condition holds; returns the condition. */
  expect(condition: boolean, failure: Failure): boolean;
}

/** An answer received without recording it, with what the OpenAPI judge found. */
export interface Probe {
  readonly answer: Answer;
  readonly exchange: RecordedExchange;
  readonly failures: readonly Failure[];
}

/** The run as a check sees it. */
export interface CheckContext extends Sink {
  readonly options: ResolvedConformanceOptions;
  /** Sends a request; the answer is recorded and, for the API's operations, held against the OpenAPI description. */
  send(request: PlannedRequest): Promise<Answer>;
  /** An access token shared by the run's checks; throws CheckSkipped when none can be had. */
  token(): Promise<string>;
  /** `Basic base64(id:secret)`, of the run's credentials unless others are given. */
  basic(clientId?: string, clientSecret?: string): string;
  /** A valid payload with a fresh marked requestId, the run's fidId and service id and the test dpHash. */
  payload(): ConsentRequest;
  /** Gives a payload (generated elsewhere) a fresh marked requestId, the run's fidId and service id and the test dpHash. */
  mark<T>(payload: T): T;
  /** Keeps a value out of every report from now on (a token the check derived). */
  secret(value: string): void;
  /** Records a broken expectation; the check fails. */
  fail(failure: Failure): void;
  /** Sends without recording or judging (generated payloads: only the smallest failure is kept). */
  probe(request: PlannedRequest): Promise<Probe>;
  /** Adds an exchange to the check's report (the one a probe found failing). */
  record(exchange: RecordedExchange): void;
}

/** A named, documented case. */
export interface Check {
  /** Stable id, for --only and --skip. */
  readonly id: string;
  /** What it asserts. */
  readonly title: string;
  /** Why: the spec line or DECISIONS.md entry it holds the service to. */
  readonly why: string;
  /** What it sends, for --list and --dry-run. */
  readonly requests: readonly string[];
  /** The most requests it sends (the shared token aside), to keep within --max-requests. */
  readonly cost: number | ((options: ResolvedConformanceOptions) => number);
  /** Whether it needs the shared access token. */
  readonly needsToken: boolean;
  readonly run: (context: CheckContext) => Promise<void>;
}

/** The most requests a check sends under these options. */
export function costOf(check: Check, options: ResolvedConformanceOptions): number {
  return (typeof check.cost === 'number' ? check.cost : check.cost(options)) + (check.needsToken ? 1 : 0);
}
