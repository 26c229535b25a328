/**
 * --format github: GitHub Actions workflow commands, one annotation per diagnostic:
 * `::error file=F,line=L,col=C,endLine=E,endColumn=EC,title=CODE::MESSAGE`. Every value is made
 * printable by the one escaping policy (src/safe-text.ts) before GitHub's escaping.
 */
import type { LocatedDiagnostic } from '../report/located.js';
import type { Formatter } from './formatter.js';
import { relativePath } from './relative-path.js';
import { printable } from '../../safe-text.js';

/** Escapes a command's message (GitHub's escapeData): %, CR and LF. */
export const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** Escapes a property value (GitHub's escapeProperty): as data, plus : and ,. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

function annotation(file: string, d: LocatedDiagnostic): string {
  const properties: string[] = [];
  if (file !== '-') properties.push(`file=${escapeProperty(printable(file))}`);
  if (d.line !== undefined) {
    properties.push(`line=${d.line}`, `col=${d.column ?? 1}`);
    if (d.endLine !== undefined) properties.push(`endLine=${d.endLine}`, `endColumn=${d.endColumn ?? 1}`);
  }
  properties.push(`title=${escapeProperty(printable(`consent-contract ${d.code}`))}`);
  const message = d.pointer === '' ? d.message : `${d.message} (at ${d.pointer})`;
  // Input-derived text goes through the one policy first (controls, CR and LF as \uXXXX), then
  // through GitHub's own encoding, which is about the command's syntax, not about safety.
  return `::${d.severity} ${properties.join(',')}::${escapeData(printable(message))}`;
}

/** The github formatter. */
export const formatGithub: Formatter = (reports, context) => {
  const lines: string[] = [];
  for (const report of reports) {
    const file = relativePath(report.file, context.cwd);
    for (const d of report.diagnostics) lines.push(annotation(file, d));
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
};
