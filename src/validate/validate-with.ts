/** The one validation pipeline: precompiled schema, then rules, then assembly. */
import type { CompiledValidator } from '../../generated/validators.js';
import type { ValidateOptions, ValidationResult } from '../diagnostic.js';
import type { Rule } from '../rules/rule.js';
import { toDiagnostics } from '../schema/to-diagnostics.js';
import { runRules } from './run-rules.js';
import { assemble } from './assemble.js';

export interface Contract<Input> {
  readonly schema: CompiledValidator;
  readonly rules: ReadonlyArray<Rule<Input>>;
  /** Prepares the untrusted value for the rules; must not throw on any JSON value. */
  readonly view: (value: unknown) => Input;
}

export function validateWith<Input>(contract: Contract<Input>, value: unknown, options: ValidateOptions = {}): ValidationResult {
  try {
    const schemaDiagnostics = contract.schema(value) ? [] : toDiagnostics(contract.schema.errors, value);
    const ruleDiagnostics = runRules(contract.rules, contract.view(value));
    return assemble(schemaDiagnostics, ruleDiagnostics, contract.rules as ReadonlyArray<Rule<never>>, options.strict === true);
  } catch {
    // Only a value that is not plain data gets here (a getter that throws, a revoked proxy).
    return {
      valid: false,
      diagnostics: [
        {
          code: 'input/unreadable',
          severity: 'error',
          pointer: '',
          message: 'the value could not be read as JSON data (a property threw when read); pass plain parsed JSON',
          source: 'input',
        },
      ],
    };
  }
}
