/** Reads the violations of a derived validator (see scripts/generate/derived-schemas.ts). */
import type { CompiledValidator } from '../../../generated/validators.js';
import { parsePointer, valueAt } from '../../json-pointer.js';
import { none } from '../../none.js';

export interface Violation {
  readonly pointer: string;
  readonly value: unknown;
  /** The property name of the field, for messages. */
  readonly field: string;
}

/** Where `validator` found `keyword` broken in `root`; nothing when all is well. */
export function keywordViolations(validator: CompiledValidator, keyword: string, root: unknown): readonly Violation[] {
  if (validator(root)) return none;
  return (validator.errors ?? [])
    .filter((e) => e.keyword === keyword)
    .map((e) => ({
      pointer: e.instancePath,
      value: valueAt(root, e.instancePath),
      field: parsePointer(e.instancePath).at(-1) ?? '',
    }));
}
