/**
 * The limits table of generated/docs/reference.md: every size and range the schemas set, the
 * ranges the business rules add, and how many diagnostics a validation reports.
 */
import type { JsonObject } from '../sources.js';
import { constraintsOf, fieldsOf } from './fields.js';
import { cell, code, table } from './markdown.js';

/** What reference.md needs from src/ (read at render time, see reference/document.ts). */
export interface LimitFacts {
  /** Allowed retention durations per unit (rule retention-range). */
  readonly retentionRanges: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  readonly maxDiagnostics: number;
  /** The largest request body, in bytes (x-max-body-bytes in schema/openapi.yaml). */
  readonly maxConsentRequestBytes: number;
}

const limitKeywords = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'];

/** One schema's limits: rows of (document, field, limit, enforced by). */
function schemaLimits(typeName: string, schema: JsonObject): string[][] {
  return [...fieldsOf(schema)]
    .filter((f) => limitKeywords.some((k) => typeof f.schema[k] === 'number'))
    .map((f) => {
      // Enums and patterns are rules of form, not limits: the field tables list them.
      const limits = constraintsOf({ ...f.schema, enum: undefined, pattern: undefined }).join(' ');
      return [cell(typeName), code(f.path || '(the document)'), limits, 'schema'];
    });
}

/** Where the rule's ranges apply: the duration beside a unit whose enum is the ranges' units. */
function retentionDuration(schemas: ReadonlyArray<{ typeName: string; schema: JsonObject }>, units: string[]) {
  for (const { typeName, schema } of schemas) {
    for (const field of fieldsOf(schema)) {
      const props = (field.schema.properties ?? {}) as Record<string, JsonObject>;
      const unitEnum = props.unit?.enum;
      if (props.duration && Array.isArray(unitEnum) && [...unitEnum].sort().join() === [...units].sort().join()) {
        return { typeName, path: `${field.path}/duration` };
      }
    }
  }
  throw new Error(`reference: no schema has a duration with units ${units.join(', ')} (rule retention-range)`);
}

export function renderLimits(
  schemas: ReadonlyArray<{ typeName: string; schema: JsonObject }>,
  facts: LimitFacts,
): string {
  const rows = schemas.flatMap(({ typeName, schema }) => schemaLimits(typeName, schema));
  const bytes = facts.maxConsentRequestBytes;
  rows.unshift([
    cell(schemas[0]?.typeName ?? 'ConsentRequest'),
    '(the document)',
    `At most ${bytes} bytes (${bytes / 1048576} MiB) as JSON text in UTF-8; the service answers 413 to a larger body.`,
    `validator (${code('input/payload-too-large')}), service`,
  ]);
  const { typeName, path } = retentionDuration(schemas, Object.keys(facts.retentionRanges));
  for (const [unit, range] of Object.entries(facts.retentionRanges)) {
    rows.push([
      cell(typeName),
      `${code(path)} with unit ${code(unit)}`,
      `${range.min} to ${range.max}.`,
      `rule ${code('retention-range')}`,
    ]);
  }
  rows.push([
    'any',
    'diagnostics of one validation',
    `At most ${facts.maxDiagnostics}, then one ${code('diagnostics/truncated')} diagnostic that counts the rest.`,
    'validator',
  ]);
  return table(['Document', 'Field', 'Limit', 'Enforced by'], rows);
}
