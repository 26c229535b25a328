/**
 * --format stylish (the default): `file:line:col  severity  message  code`, grouped per file (paths as given), then
 * a summary line. Colour comes from the context (a TTY, --color, NO_COLOR, FORCE_COLOR). File names,
 * messages and pointers come from input: they are shown through the one escaping policy (src/safe-text.ts).
 */
import { paint } from './color.js';
import { plural } from '../../describe-value.js';
import type { LocatedDiagnostic } from '../report/located.js';
import type { Formatter } from './formatter.js';
import { printable } from '../../safe-text.js';

/** The stylish formatter. */
export const formatStylish: Formatter = (reports, context) => {
  const p = paint(context.color);
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  let filesWithProblems = 0;
  for (const report of reports) {
    if (report.diagnostics.length === 0) continue;
    filesWithProblems++;
    // A file name must not drive the terminal nor start a workflow command.
    const file = printable(report.file);
    const where = (d: LocatedDiagnostic): string =>
      d.line === undefined ? file : `${file}:${d.line}:${d.column ?? 1}`;
    const width = Math.max(...report.diagnostics.map((d) => where(d).length));
    if (lines.length > 0) lines.push('');
    for (const d of report.diagnostics) {
      if (d.severity === 'error') errors++;
      else warnings++;
      const severity = d.severity === 'error' ? p.red('error  ') : p.yellow('warning');
      const pointer = d.pointer === '' ? '' : p.dim(`  at ${printable(d.pointer)}`);
      lines.push(
        `${p.underline(where(d))}${' '.repeat(width - where(d).length)}  ${severity}  ${printable(d.message)}  ${p.dim(printable(d.code))}${pointer}`,
      );
    }
  }
  const payloads = context.payloads ?? reports.length;
  const checked =
    payloads === reports.length
      ? `${plural(reports.length, 'input')} checked`
      : `${plural(payloads, 'payload')} in ${plural(reports.length, 'input')} checked`;
  const hidden = context.hiddenWarnings ?? 0;
  if (errors + warnings === 0) {
    lines.push(
      hidden === 0
        ? p.green(`✔ ${checked}, no problems`)
        : p.yellow(`✔ ${checked}, no errors; ${plural(hidden, 'warning')} hidden by --quiet`),
    );
  } else {
    if (lines.length > 0) lines.push('');
    const hiddenNote = hidden === 0 ? '' : `; ${plural(hidden, 'warning')} hidden by --quiet`;
    const summary = `✖ ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) in ${plural(filesWithProblems, 'input')}; ${checked}${hiddenNote}`;
    lines.push(errors > 0 ? p.bold(p.red(summary)) : p.bold(p.yellow(summary)));
  }
  return `${lines.join('\n')}\n`;
};
