/** What a business rule is: metadata plus a pure check. */
import type { Severity } from '../../diagnostic.js';
import { none } from '../../none.js';

/** One finding of a rule: where, which of its messages, and the data that fills it. */
export interface Finding {
  /** RFC 6901 pointer to the offending value. */
  readonly pointer: string;
  /** A key of the rule's `messages`. */
  readonly messageId: string;
  /** Fills the message's {placeholders}; reported to machines as the diagnostic's params. */
  readonly data: Readonly<Record<string, unknown>>;
}

export interface Rule<Input> {
  /** Stable id, used as the diagnostic code. */
  readonly id: string;
  readonly severity: Severity;
  /** What the rule checks, in one sentence (shown by `consent-contract rules` and in the docs). */
  readonly description: string;
  /** Why it exists and how to fix a finding (docs and SARIF help). */
  readonly rationale: string;
  /** Message templates by id, with {placeholders} filled from a finding's data. */
  readonly messages: Readonly<Record<string, string>>;
  /**
   * Schema codes this rule states more precisely: a schema diagnostic with one of these codes is
   * dropped when this rule reports at the same pointer.
   */
  readonly supersedes?: readonly string[];
  /**
   * The consent manager answers 400 to a payload with this finding, so a configuration cannot
   * switch the rule off or lower it: it stays an error.
   */
  readonly enforcedByService?: boolean;
  /** Pure: returns findings, never throws, never changes its input. */
  readonly check: (input: Input) => readonly Finding[];
}

/** What a check returns when it finds nothing: shared, so the common case allocates nothing. */
export const noFindings: readonly Finding[] = none;

/** Identity, typed: lets each rule file declare its Input once. */
export function defineRule<Input>(rule: Rule<Input>): Rule<Input> {
  return rule;
}
