/**
 * --format markdown: a pull-request comment. A summary line, then per file pair a table for the
 * changes that concern every language and one table per language, and NEW's problems.
 * Payload text is escaped for GitHub-flavoured Markdown, so a purposeId cannot inject markup.
 */
import { impactCounts, type DiffFormatter, type LocatedChange, type PairReport } from '../pair-report.js';

/** Text safe in a Markdown table cell: HTML-escaped, Markdown punctuation backslash-escaped, one line. */
export function markdownText(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
    .replace(/[\\`*_{}[\]()#+!|~]/g, '\\$&')
    .replace(/[\r\n\u2028\u2029]+/g, ' ');
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const code = (text: string): string => `\`${text.replace(/`/g, "'")}\``;

const badges = { reconsent: '🔴 reconsent', notice: '🟡 notice', narrowing: '🟢 narrowing' } as const;

function table(changes: readonly LocatedChange[]): string[] {
  const rows = changes.map((c) => {
    const at = c.pointer ?? `${c.oldPointer} (old)`;
    const line = c.line === undefined ? '' : ` line ${c.line}`;
    return `| ${badges[c.impact]} | ${markdownText(c.message)} | ${code(c.code)} | ${code(at)}${line} |`;
  });
  return ['| Impact | Change | Code | Where |', '| --- | --- | --- | --- |', ...rows];
}

function pairSection(report: PairReport): string[] {
  const out = [`### ${markdownText(report.new)}`, '', `Compared with ${code(report.old)}.`, ''];
  if (report.status === 'added') out.push('A new notice: nobody has consented to it yet.', '');
  if (report.status === 'deleted') out.push('Deleted.', '');
  if (report.status === 'not-compared') out.push('Not compared: a side could not be read as JSON.', '');
  if (report.status === 'compared' && report.changes.length === 0) out.push('No change to the notice.', '');
  const shared = report.changes.filter((c) => c.lang === undefined);
  if (shared.length > 0) out.push('#### Every language', '', ...table(shared), '');
  const langs = [...new Set(report.changes.flatMap((c) => (c.lang === undefined ? [] : [c.lang])))];
  for (const lang of langs)
    out.push(`#### ${code(lang)}`, '', ...table(report.changes.filter((c) => c.lang === lang)), '');
  const problems = [...report.diagnostics, ...report.oldDiagnostics];
  if (problems.length > 0) {
    out.push('#### Problems', '');
    for (const d of problems)
      out.push(`- **${d.severity}** ${markdownText(d.message)} (${code(d.code)} at ${code(d.pointer || '/')})`);
    out.push('');
  }
  return out;
}

/** The markdown formatter. */
export const formatDiffMarkdown: DiffFormatter = (reports) => {
  const counts = impactCounts(reports);
  const needing = reports.filter((r) => r.reconsentRequired).length;
  const tally = `${counts.reconsent} reconsent, ${counts.notice} notice, ${counts.narrowing} narrowing`;
  const summary =
    needing > 0
      ? `**Fresh consent needed** for ${needing} of ${plural(reports.length, 'notice')} (${tally}).`
      : `**No fresh consent needed** (${tally}; ${reports.length} file pair${reports.length === 1 ? '' : 's'}).`;
  const out = ['## consent-contract diff', '', summary, ''];
  for (const report of reports) out.push(...pairSection(report));
  return `${out.join('\n').trimEnd()}\n`;
};
