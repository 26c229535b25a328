/**
 * --format github: GitHub Actions workflow commands, one annotation per diagnostic:
 * `::error file=F,line=L,col=C,endLine=E,endColumn=EC,title=CODE::MESSAGE`.
 */
import type { LocatedDiagnostic } from '../report/located.js';
import type { Formatter } from './formatter.js';
import { relativePath } from './relative-path.js';
import { printableMessage } from './printable.js';

/** Escapes a command's message (GitHub's escapeData): %, CR and LF. */
export const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** The C0 controls (except CR and LF, which escapeData handles) and DEL. */
const otherControls = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g;

const percent = (c: string): string => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Escapes a property value (GitHub's escapeProperty): as data, plus : and ,; and, beyond GitHub's,
 * the other C0 controls and DEL, so that a file name cannot put escape sequences into the log.
 */
export const escapeProperty = (text: string): string =>
  escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C').replace(otherControls, percent);

function annotation(file: string, d: LocatedDiagnostic): string {
  const properties: string[] = [];
  if (file !== '-') properties.push(`file=${escapeProperty(file)}`);
  if (d.line !== undefined) {
    properties.push(`line=${d.line}`, `col=${d.column ?? 1}`);
    if (d.endLine !== undefined) properties.push(`endLine=${d.endLine}`, `endColumn=${d.endColumn ?? 1}`);
  }
  properties.push(`title=${escapeProperty(`consent-contract ${d.code}`)}`);
  const message = d.pointer === '' ? d.message : `${d.message} (at ${d.pointer})`;
  // GitHub decodes only %25, %0D and %0A in a message: other controls are shown as \xNN.
  return `::${d.severity} ${properties.join(',')}::${escapeData(printableMessage(message))}`;
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
