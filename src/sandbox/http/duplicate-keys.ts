/**
 * Repeated keys in a request body: JSON.parse keeps the last one silently. The sandbox reports
 * them exactly as the command line does (json/duplicate-key, a warning, same pointer, message
 * and params), with the scan and search the command line uses (src/json-text), so the two never disagree.
 */
import type { Diagnostic } from '../../diagnostic.js';
import { duplicateKeyDiagnostic, findDuplicateKeys } from '../../json-text/duplicate-keys.js';
import { LineIndex } from '../../json-text/line-index.js';
import { maxNestingDepth, scanShape } from '../../json-text/shape-scan.js';

/** The json/duplicate-key warnings of `text`, whose parsed value is `value`; [] in the common case, after one scan. */
export function duplicateKeyWarnings(text: string, value: unknown): Diagnostic[] {
  if (scanShape(text, value, maxNestingDepth) !== 'maybe-duplicate-keys') return [];
  const lines = new LineIndex(text);
  return findDuplicateKeys(text).map((d) => duplicateKeyDiagnostic(d, lines.position(d.firstOffset)));
}
