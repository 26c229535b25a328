/** The one validation pipeline: precompiled schema, then rules, then assembly. */
import type { CompiledValidator } from '../../generated/validators.js';
import type { Diagnostic, ValidateOptions, ValidationResult } from '../diagnostic.js';
import type { Rule } from '../rules/utils/rule.js';
import { toDiagnostics } from '../schema/to-diagnostics.js';
import { runRules } from './run-rules.js';
import { assemble, maxDiagnostics, type Supersessions } from './assemble.js';
import { none } from '../none.js';
import { payloadTextDiagnostics } from './payload-text.js';

export interface Contract<Input> {
  readonly schema: CompiledValidator;
  readonly rules: ReadonlyArray<Rule<Input>>;
  /**
   * Prepares the untrusted value for the rules; must not throw on any JSON value. Told whether
   * the schema accepted the value, and whether textBound then found nothing in its strings to look
   * at closer, so that rules need not work either out again.
   */
  readonly view: (value: unknown, schemaValid: boolean, textSettled: boolean) => Input;
  /** The largest JSON text, in bytes, the service reads for this document; none when absent. */
  readonly maxBytes?: number;
  /**
   * For a value the schema accepted, one pass over its strings (generated/text-bound.ts): the
   * text walk's bound worked out from the schema's shape, or -1 when a string needs a closer look
   * (a lone surrogate, blank required text). Saves the generic walk and the rules' own walks.
   */
  readonly textBound?: (value: unknown) => number;
}

/** A contract made ready to run: what can be worked out once is. */
export type Validator = (value: unknown, options?: ValidateOptions) => ValidationResult;

/**
 * Schema violations turned into diagnostics, at most: enough that the 100 reported survive any
 * supersession by rules, few enough that a megabyte of unknown members costs no megabytes of
 * messages.
 */
const schemaErrorLimit = 10 * maxDiagnostics;

/**
 * The rule diagnostics, after what the payload's JSON text would be (too large, a lone surrogate).
 * `bound`: textBound's answer, or undefined when it was not asked.
 */
function withSize(
  ruleDiagnostics: readonly Diagnostic[],
  value: unknown,
  maxBytes: number | undefined,
  bound: number | undefined,
): readonly Diagnostic[] {
  if (maxBytes === undefined) return ruleDiagnostics;
  const text = payloadTextDiagnostics(value, maxBytes, bound);
  return text.length === 0 ? ruleDiagnostics : [...text, ...ruleDiagnostics];
}

export function createValidator<Input>(contract: Contract<Input>): Validator {
  const supersessions: Supersessions = new Map(
    contract.rules.filter((r) => r.supersedes?.length).map((r) => [r.id, r.supersedes!]),
  );
  return (value, options) => {
    try {
      const schemaValid = contract.schema(value);
      const errors = schemaValid ? undefined : (contract.schema.errors ?? undefined);
      // Messages are built for at most schemaErrorLimit violations; the rest are only counted.
      const schemaDiagnostics = errors ? toDiagnostics(errors.slice(0, schemaErrorLimit), value) : none;
      const unconverted = errors ? Math.max(0, errors.length - schemaErrorLimit) : 0;
      const bound = schemaValid && contract.textBound ? contract.textBound(value) : undefined;
      const view = contract.view(value, schemaValid, bound !== undefined && bound >= 0);
      const ruleDiagnostics = withSize(runRules(contract.rules, view), value, contract.maxBytes, bound);
      return assemble(schemaDiagnostics, ruleDiagnostics, supersessions, options?.strict === true, unconverted);
    } catch (error) {
      // A value that is not plain data gets here (a getter that throws, a revoked proxy); plain
      // parsed JSON never should, so the message says which it was.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'an exception';
      return {
        valid: false,
        diagnostics: [
          {
            code: 'input/unreadable',
            severity: 'error',
            pointer: '',
            message: `the value could not be validated (${reason.slice(0, 200)}); pass plain parsed JSON. If it was plain JSON, this is a bug in consent-contract: please report it`,
            source: 'input',
          },
        ],
      };
    }
  };
}
