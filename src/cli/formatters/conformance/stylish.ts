/**
 * --format stylish (the default): one line per check, and for a failed check what was sent
 * (secrets redacted), what came back, what the contract expected and where it says so; then a
 * summary line. Service text is shown with control characters escaped.
 */
import type { CheckResult, RecordedExchange } from '../../../conformance/report.js';
import { paint, type Paint } from '../color.js';
import { printableLines } from '../../../safe-text.js';
import type { ConformanceFormatter } from './formatter.js';

/** Longest body shown in the terminal; json and junit carry the recorded body. */
const shownBody = 400;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const short = (text: string): string => printableLines(text.length > shownBody ? `${text.slice(0, shownBody)}…` : text);

function exchangeLines(exchange: RecordedExchange, p: Paint): string[] {
  const { request, response } = exchange;
  const lines = [`    ${p.dim('sent')}  ${request.method} ${printableLines(request.url)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`          ${name}: ${printableLines(value)}`);
  if (request.body !== undefined) lines.push(`          ${short(request.body)}`);
  if (response === undefined) lines.push(`    ${p.dim('got')}   no answer: ${printableLines(exchange.error ?? '')}`);
  else {
    lines.push(`    ${p.dim('got')}   ${response.status}`);
    for (const [name, value] of Object.entries(response.headers))
      lines.push(`          ${name}: ${printableLines(value)}`);
    if (response.body !== undefined) lines.push(`          ${short(response.body)}`);
  }
  return lines;
}

function checkLines(check: CheckResult, p: Paint): string[] {
  if (check.status === 'passed') return [`${p.green('✔')} ${check.id}  ${p.dim(check.title)}`];
  if (check.status === 'skipped')
    return [`${p.yellow('-')} ${check.id}  ${p.dim(`skipped: ${printableLines(check.message)}`)}`];
  const lines = [`${p.red('✖')} ${p.bold(check.id)}  ${check.title}`];
  for (const failure of check.failures) {
    lines.push(
      `    ${p.red(printableLines(failure.message))}`,
      `    ${p.dim('expected')} ${printableLines(failure.expected)}`,
      `    ${p.dim('why')}      ${failure.why}`,
    );
  }
  // The last exchange is the one the failure is about in most checks; all are in json and junit.
  const last = check.requests.at(-1);
  if (last !== undefined) lines.push(...exchangeLines(last, p));
  return lines;
}

/** The stylish formatter. */
export const formatConformanceStylish: ConformanceFormatter = (report, context) => {
  const p = paint(context.color);
  const lines = [
    p.dim(
      `consent-contract conformance: ${report.baseUrl} (run ${report.runId}, seed ${report.seed}, ${plural(report.runs, 'run')})`,
    ),
    '',
  ];
  for (const check of report.checks) lines.push(...checkLines(check, p));
  const total = report.passed + report.failed + report.skipped;
  const summary = `${plural(total, 'check')}: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped; ${plural(report.requestsSent, 'request')} in ${(report.durationMs / 1000).toFixed(1)} s`;
  lines.push('', report.failed > 0 ? p.bold(p.red(`✖ ${summary}`)) : p.green(`✔ ${summary}`));
  if (report.failed > 0)
    lines.push(p.dim(`Replay the generated payloads with --seed ${report.seed} --runs ${report.runs}.`));
  return `${lines.join('\n')}\n`;
};
