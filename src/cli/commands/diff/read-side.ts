/**
 * Reads one side of a comparison (a file, or a file's version at a git revision) with the same
 * checks and diagnostics as `validate`: NEW gets all of them, OLD only the problems of the input
 * itself (an OLD that broke a rule since changed is not NEW's problem).
 */
import { checkDocument } from '../../document/check-document.js';
import { decode, type ReadOutcome } from '../../input/read-input.js';
import type { LocatedDiagnostic } from '../../report/located.js';

/** One side, read. */
export interface Side {
  /** The name reports show. */
  readonly name: string;
  /** The text, when it decoded. */
  readonly text: string | undefined;
  /** The parsed value; undefined when there is nothing to compare (see `comparable`). */
  readonly value: unknown;
  /** The text is JSON within the limits, so it can be compared. */
  readonly comparable: boolean;
  readonly diagnostics: LocatedDiagnostic[];
  /** The input could not be read at all. */
  readonly unreadable: boolean;
}

const noRegistry = (): undefined => undefined;

/** Reads a side from its bytes (or the failed read). `all`: report rule and schema findings too. */
export async function readSide(name: string, read: ReadOutcome, all: boolean): Promise<Side> {
  if (!read.ok) {
    const { readProblem } = await import('../../input/input-problems.js');
    return {
      name,
      text: undefined,
      value: undefined,
      comparable: false,
      diagnostics: [readProblem(read)],
      unreadable: read.problem === 'unreadable',
    };
  }
  const decoded = decode(read.bytes);
  const diagnostics: LocatedDiagnostic[] = [];
  if (decoded.bom) diagnostics.push((await import('../../input/input-problems.js')).bomDiagnostic());
  if (decoded.text === undefined) {
    diagnostics.push((await import('../../input/input-problems.js')).invalidUtf8Diagnostic(decoded.body));
    return { name, text: undefined, value: undefined, comparable: false, diagnostics, unreadable: false };
  }
  const check = checkDocument(decoded.text, false, noRegistry, name);
  if (check !== undefined) {
    const found = (await import('../../document/locate-document.js')).locateDocument(check);
    diagnostics.push(...(all ? found : found.filter((d) => d.source === 'input')));
  }
  const comparable = check?.syntaxError === undefined && check?.tooDeep !== true;
  return {
    name,
    text: decoded.text,
    value: comparable ? JSON.parse(decoded.text) : undefined,
    comparable,
    diagnostics,
    unreadable: false,
  };
}
