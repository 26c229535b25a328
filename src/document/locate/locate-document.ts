/**
 * The slow path of a text with findings: describes syntax errors, too-deep nesting, duplicate
 * keys and lone surrogates, and gives every diagnostic its position (jsonc-parser).
 */
import type { Diagnostic } from '../../diagnostic.js';
import type { TextCheck } from '../check-text.js';
import { textCodes } from '../codes.js';
import { explainKind, schemaFlag, type KindWording } from '../document-kinds.js';
import { duplicateKeyDiagnostic, findDuplicateKeys } from '../../json-text/duplicate-keys.js';
import { LineIndex } from '../../json-text/line-index.js';
import { maxNestingDepth } from '../../json-text/shape-scan.js';
import type { LocatedDiagnostic } from '../located.js';
import { firstTooDeep } from './nesting.js';
import { PositionFinder } from './positions.js';
import { firstLoneSurrogate } from './surrogates.js';
import { syntaxDiagnostic } from './syntax-error.js';

function tooDeep(text: string): LocatedDiagnostic {
  const offset = Math.max(0, firstTooDeep(text, maxNestingDepth));
  const range = new LineIndex(text).charRange(offset);
  return {
    code: textCodes.tooDeep.id,
    severity: 'error',
    pointer: '',
    message: `arrays and objects are nested more than ${maxNestingDepth} levels deep here; a consent request is at most 7 levels deep, so check that this is the right file`,
    source: 'input',
    params: { limit: maxNestingDepth },
    ...range,
  };
}

function duplicateKeys(text: string, positions: PositionFinder): LocatedDiagnostic[] {
  return findDuplicateKeys(text).map((d) => ({
    ...duplicateKeyDiagnostic(d, positions.range(d.firstOffset, 1)),
    ...positions.range(d.offset, d.length),
  }));
}

function loneSurrogate(text: string, positions: PositionFinder): LocatedDiagnostic[] {
  const found = firstLoneSurrogate(text);
  if (!found) return [];
  return [
    {
      code: textCodes.loneSurrogate.id,
      severity: 'error',
      pointer: '',
      message: `the escape ${found.escape} is half of a UTF-16 surrogate pair with no other half; no UTF-8 text can carry it, so remove it or write the whole character`,
      source: 'input',
      params: { escape: found.escape },
      ...positions.range(found.offset, found.length),
    },
  ];
}

/**
 * All diagnostics of a checked text, each with its position where it has one; `extra` are
 * diagnostics of the value found by others (the command line's across-inputs requestId check),
 * placed by pointer with the rest. `wording` names the choice of kind in a wrong-document sentence.
 */
export function locateText(
  check: TextCheck,
  extra: readonly Diagnostic[] = [],
  wording: KindWording = schemaFlag,
): LocatedDiagnostic[] {
  const { text } = check;
  if (check.syntaxError !== undefined) {
    // jsonc-parser recurses: text nested too deep must not reach it.
    return [firstTooDeep(text, maxNestingDepth) >= 0 ? tooDeep(text) : syntaxDiagnostic(text, check.syntaxError)];
  }
  if (check.tooDeep) return [tooDeep(text)];
  const positions = new PositionFinder(text);
  const found: LocatedDiagnostic[] = [];
  if (check.maybeDuplicateKeys) found.push(...duplicateKeys(text, positions));
  const ownSurrogate = check.maybeLoneSurrogate ? loneSurrogate(text, positions) : [];
  found.push(...ownSurrogate);
  const kind = check.kind ?? 'request';
  const explained = kind === 'auto' ? check.diagnostics : explainKind(check.value, kind, check.diagnostics, wording);
  // The validator reports a lone surrogate too (by pointer); the text's own finding names the escape.
  const diagnostics =
    ownSurrogate.length > 0 ? explained.filter((d) => d.code !== textCodes.loneSurrogate.id) : explained;
  for (const d of diagnostics) found.push({ ...d, ...positions.region(d) });
  for (const d of extra) found.push({ ...d, ...positions.region(d) });
  return found;
}
