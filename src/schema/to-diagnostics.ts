/** Turns ajv's violations into Diagnostics that point at the offending value. */
import type { SchemaError } from '../../generated/validators.js';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer, valueAt } from '../json-pointer.js';
import { fallbackMessage, schemaMessages } from './messages.js';
import { boundParams } from '../describe-value.js';
import { closest } from '../did-you-mean.js';

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

/**
 * One violation as a Diagnostic. `missingHere` are the required properties missing from the same
 * object: an unexpected property close to one of them is probably its typo (purposeID for purposeId).
 */
export function toDiagnostic(error: SchemaError, root: unknown, missingHere?: readonly string[]): Diagnostic {
  const pointer = pointerOf(error);
  const build = schemaMessages[error.keyword];
  const value = error.keyword === 'required' ? undefined : valueAt(root, error.instancePath);
  const message = build ? build(error.params, value, error.instancePath === '') : fallbackMessage(error.keyword);
  const guess =
    error.keyword === 'additionalProperties' && missingHere
      ? closest(String(error.params.additionalProperty), missingHere)
      : undefined;
  return {
    code: `schema/${error.keyword}`,
    severity: 'error',
    pointer,
    message: guess === undefined ? message : `${message.replace(/; remove it$/, '')}; did you mean "${guess}"?`,
    source: 'schema',
    params: guess === undefined ? boundParams(error.params) : boundParams({ ...error.params, didYouMean: guess }),
  };
}

/** Required properties missing, by the pointer of the object that lacks them; only when some property is unexpected. */
function missingByObject(errors: readonly SchemaError[]): Map<string, string[]> | undefined {
  if (!errors.some((e) => e.keyword === 'additionalProperties')) return undefined;
  const missing = new Map<string, string[]>();
  for (const e of errors) {
    if (e.keyword !== 'required') continue;
    const list = missing.get(e.instancePath);
    if (list === undefined) missing.set(e.instancePath, [String(e.params.missingProperty)]);
    else list.push(String(e.params.missingProperty));
  }
  return missing;
}

export function toDiagnostics(errors: readonly SchemaError[] | null | undefined, root: unknown): Diagnostic[] {
  const list = errors ?? [];
  const missing = missingByObject(list);
  return list.map((error) => toDiagnostic(error, root, missing?.get(error.instancePath)));
}
