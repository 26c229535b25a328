/** Turns ajv's violations into Diagnostics that point at the offending value. */
import type { SchemaError } from '../../generated/validators.js';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer, valueAt } from '../json-pointer.js';
import { fallbackMessage, schemaMessages } from './messages.js';
import { boundParams } from '../describe-value.js';

/**
 * The pointer a violation is about: for a missing property, where it would be; for an unexpected
 * property, that property; otherwise the value itself.
 */
export function pointerOf(error: SchemaError): string {
  if (error.keyword === 'required') return childPointer(error.instancePath, String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') {
    return childPointer(error.instancePath, String(error.params.additionalProperty));
  }
  return error.instancePath;
}

export function toDiagnostic(error: SchemaError, root: unknown): Diagnostic {
  const pointer = pointerOf(error);
  const build = schemaMessages[error.keyword];
  const value = error.keyword === 'required' ? undefined : valueAt(root, error.instancePath);
  return {
    code: `schema/${error.keyword}`,
    severity: 'error',
    pointer,
    message: build ? build(error.params, value, error.instancePath === '') : fallbackMessage(error.keyword),
    source: 'schema',
    params: boundParams(error.params),
  };
}

export function toDiagnostics(errors: readonly SchemaError[] | null | undefined, root: unknown): Diagnostic[] {
  return (errors ?? []).map((error) => toDiagnostic(error, root));
}
