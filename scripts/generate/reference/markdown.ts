/** Markdown building blocks of generated/docs/reference.md (GitHub-flavoured tables). */

/** Text for a table cell: no line breaks, and nothing that Markdown or HTML would read as syntax. */
export function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([*_`[\]])/g, '\\$1');
}

/** An inline code span for a table cell (a pipe still needs its backslash inside a GFM table). */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')}${pad}${fence}`;
}

/** A table; cells are written as given (escape them with cell() or code()). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation dropped. */
export function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
