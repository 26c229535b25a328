/** The errors runConformance throws: the run could not start or could not reach the service. */

/** Options that cannot be used (exit status 2 on the command line). */
export class ConformanceUsageError extends Error {
  override readonly name = 'ConformanceUsageError';
  readonly code = 'CONFORMANCE_USAGE';
}

/** The service never answered: nothing can be judged (exit status 2 on the command line). */
export class ConformanceUnreachableError extends Error {
  override readonly name = 'ConformanceUnreachableError';
  readonly code = 'CONFORMANCE_UNREACHABLE';
}

/** Thrown by a check that cannot run (no token, budget spent); the check is reported as skipped. */
export class CheckSkipped extends Error {
  override readonly name = 'CheckSkipped';
}
