/** The error a bad configuration raises in the library. */
import type { ConfigProblem } from './config.js';

/** Thrown by createConsentRequestValidator for a configuration it cannot use. */
export class ConsentContractConfigError extends Error {
  override readonly name = 'ConsentContractConfigError' as const;
  readonly code = 'CONFIG_INVALID' as const;
  /** Every problem, with a pointer into the configuration. */
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(
      `invalid consent-contract configuration:\n${problems.map((p) => `  ${p.pointer || '(root)'}: ${p.message}`).join('\n')}`,
    );
    this.problems = problems;
  }
}
