/** --format github: one GitHub Actions error annotation per failed check, and a notice with the totals. */
import { escapeData, escapeProperty } from '../github.js';
import { printableLines } from '../../../safe-text.js';
import type { ConformanceFormatter } from './formatter.js';

/** The github formatter. */
export const formatConformanceGithub: ConformanceFormatter = (report) => {
  const lines: string[] = [];
  for (const check of report.checks) {
    if (check.status !== 'failed') continue;
    const text = check.failures.map((f) => `${f.message}; expected ${f.expected} (${f.why})`).join('\n');
    lines.push(
      `::error title=${escapeProperty(`consent-contract conformance ${check.id}`)}::${escapeData(printableLines(`${check.title}\n${text}`))}`,
    );
  }
  const summary = `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped against ${report.baseUrl} (seed ${report.seed})`;
  lines.push(`::notice title=consent-contract conformance::${escapeData(printableLines(summary))}`);
  return `${lines.join('\n')}\n`;
};
