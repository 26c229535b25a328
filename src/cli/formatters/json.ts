/**
 * --format json: one JSON array, an entry per input in the order given:
 * {"file", "valid", "diagnostics": [Diagnostic plus line, column, endLine, endColumn when known]}.
 * This shape is public and stable (issue 2); add fields, never rename or remove them. The text is
 * made safe by the one escaping policy (src/safe-text.ts) without changing what it parses to.
 */
import { safeJson } from '../../safe-text.js';
import type { Formatter } from './formatter.js';

/** The json formatter. */
export const formatJson: Formatter = (reports) =>
  `${safeJson(JSON.stringify(reports.map((r) => ({ file: r.file, valid: r.valid, diagnostics: r.diagnostics }))))}\n`;
