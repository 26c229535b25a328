/** The typed report of a conformance run: what every formatter and runConformance's caller reads. */

/** How a check ended. */
export type CheckStatus = 'passed' | 'failed' | 'skipped';

/** A request as sent, secrets redacted, the body cut short. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** An answer as received: the status, the headers the contract speaks of, the body cut short and redacted. */
export interface RecordedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** One request and what came back (or why nothing did). */
export interface RecordedExchange {
  readonly request: RecordedRequest;
  readonly response?: RecordedResponse;
  /** Why no answer came (a network error, a timeout), redacted. */
  readonly error?: string;
}

/** One broken expectation: what came back, what the contract expected, and where it says so. */
export interface Failure {
  readonly message: string;
  readonly expected: string;
  /** The spec line, DECISIONS.md entry or OpenAPI place that states the expectation. */
  readonly why: string;
}

/** The outcome of one check. */
export interface CheckResult {
  readonly id: string;
  /** What the check asserts. */
  readonly title: string;
  /** Why: the spec line or DECISIONS.md entry. */
  readonly why: string;
  readonly status: CheckStatus;
  /** One line: the first failure (and how many more), the reason for a skip, or '' when it passed. */
  readonly message: string;
  readonly failures: readonly Failure[];
  readonly requests: readonly RecordedExchange[];
  readonly durationMs: number;
}

/** The outcome of a run; `checks` are in the registry's order. */
export interface ConformanceReport {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly baseUrl: string;
  /** Marks every requestId the run sent: `conformance-<runId>-<n>`. */
  readonly runId: string;
  /** Replays the generated payloads (with the same --runs). */
  readonly seed: number;
  readonly runs: number;
  readonly requestsSent: number;
  readonly durationMs: number;
  readonly checks: readonly CheckResult[];
}
