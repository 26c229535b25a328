/**
 * --format json: one array, an entry per file pair, in a stable shape:
 * `{ old, new, status, reconsentRequired, changes: [{ impact, code, pointer, oldPointer, message, lang?,
 * params, line?, column?, endLine?, endColumn? }], diagnostics, oldDiagnostics }`.
 */
import type { DiffFormatter } from '../pair-report.js';

/** The json formatter. */
export const formatDiffJson: DiffFormatter = (reports) => {
  const out = reports.map((r) => ({
    old: r.old,
    new: r.new,
    status: r.status,
    reconsentRequired: r.reconsentRequired,
    changes: r.changes,
    diagnostics: r.diagnostics,
    oldDiagnostics: r.oldDiagnostics,
  }));
  return `${JSON.stringify(out, null, 2)}\n`;
};
