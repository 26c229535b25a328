/**
 * --format github: GitHub Actions annotations on NEW: `error` for a change that needs fresh
 * consent, `warning` for a notice change, `notice` for a narrowing; NEW's problems as `validate
 * --format github` writes them.
 */
import { escapeData, escapeProperty, formatGithub } from '../../../formatters/github.js';
import { printableMessage } from '../../../formatters/printable.js';
import { relativePath } from '../../../formatters/relative-path.js';
import type { LocatedDiagnostic } from '../../../report/located.js';
import type { DiffFormatter, LocatedChange } from '../pair-report.js';

const levels = { reconsent: 'error', notice: 'warning', narrowing: 'notice' } as const;

function annotation(file: string, c: LocatedChange): string {
  const properties = [`file=${escapeProperty(file)}`];
  if (c.line !== undefined) {
    properties.push(`line=${c.line}`, `col=${c.column ?? 1}`);
    if (c.endLine !== undefined) properties.push(`endLine=${c.endLine}`, `endColumn=${c.endColumn ?? 1}`);
  }
  properties.push(`title=${escapeProperty(`consent-contract diff: ${c.impact} (${c.code})`)}`);
  const at = c.pointer ?? `${c.oldPointer} in the old version`;
  return `::${levels[c.impact]} ${properties.join(',')}::${escapeData(printableMessage(`${c.message} (at ${at})`))}`;
}

/** A problem of OLD, shown on NEW without OLD's position (which would point at the wrong line). */
const oldProblem = (old: string, d: LocatedDiagnostic): LocatedDiagnostic => {
  const { line: _l, column: _c, endLine: _el, endColumn: _ec, ...rest } = d;
  return { ...rest, message: `in ${old}: ${d.message}` };
};

/** The github formatter. */
export const formatDiffGithub: DiffFormatter = (reports, context) => {
  const lines: string[] = [];
  for (const r of reports) {
    const file = relativePath(r.new, context.cwd);
    for (const c of r.changes) lines.push(annotation(file, c));
  }
  const problems = formatGithub(
    reports.map((r) => ({
      file: r.new,
      valid: true,
      diagnostics: [...r.diagnostics, ...r.oldDiagnostics.map((d) => oldProblem(r.old, d))],
    })),
    context,
  );
  return `${lines.map((l) => `${l}\n`).join('')}${problems}`;
};
