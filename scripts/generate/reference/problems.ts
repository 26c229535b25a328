/**
 * The "Problem types" section of generated/docs/reference.md, written from the one table of
 * problem types in src/problems/problem-types.ts (the table the sandbox answers from).
 */
import type { ProblemType } from '../../../src/problems/problem-types.js';
import { cell, code, table } from './markdown.js';

const scopeText: Readonly<Record<ProblemType['scope'], string>> = {
  service: 'service',
  sandbox: 'sandbox only',
};

/** One row per problem type, in the table's order. */
export function renderProblemTypes(types: Readonly<Record<string, ProblemType>>): string {
  // `when` is written with code spans; cell() escapes everything else Markdown would read as syntax.
  const prose = (text: string): string => cell(text).replace(/\\`/g, '`');
  const rows = Object.values(types).map((t) => [
    code(t.type),
    String(t.status),
    cell(t.title),
    prose(t.when),
    scopeText[t.scope],
  ]);
  return [
    'Every error answer is `application/problem+json` (RFC 9457) and passes `validateProblem`.',
    'The `type` member says what went wrong; `title` is the same for every occurrence of a type;',
    '`detail` says what to do about this occurrence. Clients should branch on `type` and `status`,',
    'never on `title` or `detail`, and should tolerate types they do not know.',
    '',
    table(['Type', 'Status', 'Title', 'When', 'Answered by'], rows),
  ].join('\n');
}
