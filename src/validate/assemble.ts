/** Joins schema and rule diagnostics into one ValidationResult. */
import { isFailing, type Diagnostic, type ValidationResult } from '../diagnostic.js';
import { cutPointer, maxPointerToken } from '../json-pointer.js';
import { plural } from '../describe-value.js';

/** At most this many diagnostics are returned, plus one that counts the rest. */
export const maxDiagnostics = 100;

/** Rule id -> the schema codes it supersedes at the same pointer (see Rule.supersedes). */
export type Supersessions = ReadonlyMap<string, readonly string[]>;

const key = (code: string, pointer: string): string => `${code}\u0000${pointer}`;

/** Drops the schema diagnostics that a rule reported more precisely at the same pointer. */
function withoutSuperseded(
  schemaDiagnostics: readonly Diagnostic[],
  ruleDiagnostics: readonly Diagnostic[],
  supersessions: Supersessions,
): readonly Diagnostic[] {
  const dropped = new Set<string>();
  for (const d of ruleDiagnostics)
    for (const code of supersessions.get(d.code) ?? []) dropped.add(key(code, d.pointer));
  return dropped.size === 0 ? schemaDiagnostics : schemaDiagnostics.filter((d) => !dropped.has(key(d.code, d.pointer)));
}

/**
 * Keeps the first maxDiagnostics and counts the rest, so hostile input cannot amplify.
 * `unconverted` counts schema errors that were never turned into diagnostics (see validate-with).
 */
export function capDiagnostics(
  diagnostics: readonly Diagnostic[],
  max = maxDiagnostics,
  unconverted = 0,
): Diagnostic[] {
  if (diagnostics.length <= max && unconverted === 0) return [...diagnostics];
  const rest = diagnostics.slice(max);
  const errors = rest.filter((d) => d.severity === 'error').length + unconverted;
  const warnings = rest.length + unconverted - errors;
  return [
    ...diagnostics.slice(0, max),
    {
      code: 'diagnostics/truncated',
      severity: errors > 0 ? 'error' : 'warning',
      pointer: '',
      message: `${plural(errors + warnings, 'more diagnostic')} not shown (${plural(errors, 'error')}, ${plural(warnings, 'warning')}); fix the ones above and validate again`,
      source: 'input',
      params: { omitted: errors + warnings, errors, warnings },
    },
  ];
}

export function assemble(
  schemaDiagnostics: readonly Diagnostic[],
  ruleDiagnostics: readonly Diagnostic[],
  supersessions: Supersessions,
  strict: boolean,
  unconverted = 0,
): ValidationResult {
  if (schemaDiagnostics.length === 0 && ruleDiagnostics.length === 0 && unconverted === 0)
    return { valid: true, diagnostics: [] };
  const diagnostics =
    schemaDiagnostics.length && ruleDiagnostics.length
      ? [...withoutSuperseded(schemaDiagnostics, ruleDiagnostics, supersessions), ...ruleDiagnostics]
      : schemaDiagnostics.length
        ? schemaDiagnostics
        : ruleDiagnostics;
  const kept = capDiagnostics(diagnostics, maxDiagnostics, unconverted);
  for (let i = 0; i < kept.length; i++) {
    const d = kept[i]!;
    if (d.pointer.length > maxPointerToken) kept[i] = { ...d, pointer: cutPointer(d.pointer) };
  }
  return { valid: unconverted === 0 && !isFailing(diagnostics, strict), diagnostics: kept };
}
