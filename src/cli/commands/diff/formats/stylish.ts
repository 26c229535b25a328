/**
 * --format stylish (the default): per file pair, one line per change (`line:col  impact  message
 * code  at /pointer`) and per problem of NEW, then a summary line that says whether people must
 * consent again. Control characters in names and messages are shown as `\xNN`.
 */
import { paint, type Paint } from '../../../formatters/color.js';
import { printable } from '../../../../safe-text.js';
import type { LocatedDiagnostic } from '../../../report/located.js';
import { impactCounts, type DiffFormatter, type LocatedChange, type PairReport } from '../pair-report.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const where = (item: { line?: number; column?: number }): string =>
  item.line === undefined ? '-' : `${item.line}:${item.column ?? 1}`;

const statusLines: Readonly<Record<PairReport['status'], string>> = {
  compared: '',
  added: 'a new notice: nobody has consented to it yet',
  deleted: 'deleted: consent given to it is no longer asked for by this notice',
  'not-compared': 'not compared: a side could not be read as JSON (see the problems below)',
};

function impactLabel(p: Paint, change: LocatedChange): string {
  const text = change.impact.padEnd(9);
  return change.impact === 'reconsent' ? p.red(text) : change.impact === 'notice' ? p.yellow(text) : p.green(text);
}

function problemLines(p: Paint, name: string, diagnostics: readonly LocatedDiagnostic[]): string[] {
  return diagnostics.map((d) => {
    const severity = d.severity === 'error' ? p.red('error    ') : p.yellow('warning  ');
    const pointer = d.pointer === '' ? '' : p.dim(`  at ${d.pointer}`);
    return `  ${where(d).padEnd(8)}  ${severity}  ${printable(d.message)}  ${p.dim(d.code)}${pointer}${name}`;
  });
}

function pairLines(p: Paint, report: PairReport): string[] {
  const head = `${p.underline(printable(report.new))} ${p.dim(`(against ${printable(report.old)})`)}`;
  const lines = [head];
  if (statusLines[report.status] !== '') lines.push(`  ${statusLines[report.status]}`);
  // In the order of the file, as validate's findings; a change to something gone comes last.
  const byLine = [...report.changes].sort(
    (a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.column ?? 0) - (b.column ?? 0),
  );
  for (const c of byLine) {
    const pointer = p.dim(`  at ${c.pointer ?? `${c.oldPointer} (old)`}`);
    lines.push(`  ${where(c).padEnd(8)}  ${impactLabel(p, c)}  ${printable(c.message)}  ${p.dim(c.code)}${pointer}`);
  }
  if (report.status === 'compared' && report.changes.length === 0)
    lines.push(`  ${p.green('no change to the notice')}`);
  lines.push(...problemLines(p, '', report.diagnostics));
  lines.push(...problemLines(p, p.dim(`  in ${printable(report.old)}`), report.oldDiagnostics));
  return lines;
}

/** The stylish formatter. */
export const formatDiffStylish: DiffFormatter = (reports, context) => {
  const p = paint(context.color);
  const blocks = reports.map((r) => pairLines(p, r).join('\n'));
  const counts = impactCounts(reports);
  const needing = reports.filter((r) => r.reconsentRequired).length;
  const pairs = plural(reports.length, 'file pair');
  const tally = `${counts.reconsent} reconsent, ${counts.notice} notice, ${counts.narrowing} narrowing`;
  const summary =
    reports.length === 0
      ? p.green('✔ no changed payload files')
      : needing > 0
        ? p.bold(p.red(`✖ fresh consent needed for ${plural(needing, 'notice')} (${tally}; ${pairs} compared)`))
        : p.green(`✔ no fresh consent needed (${tally}; ${plural(reports.length, 'file pair')} compared)`);
  return `${[...blocks, summary].join('\n\n')}\n`;
};
