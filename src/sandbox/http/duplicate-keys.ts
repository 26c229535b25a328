/**
 * Repeated keys in a request body: JSON.parse keeps the last one silently. The sandbox reports
 * them exactly as the command line does (json/duplicate-key, a warning, same pointer, message
 * and params), with the command line's own scan and search, so the two never disagree.
 */
import type { Diagnostic } from '../../diagnostic.js';
import { maxNestingDepth } from '../../cli/document/check-document.js';
import { duplicateKeyDiagnostic, findDuplicateKeys } from '../../cli/document/locate/duplicate-keys.js';
import { LineIndex } from '../../cli/report/line-index.js';
import { scanShape } from '../../cli/document/shape-scan.js';

/** The json/duplicate-key warnings of `text`, whose parsed value is `value`; [] in the common case, after one scan. */
export function duplicateKeyWarnings(text: string, value: unknown): Diagnostic[] {
  if (scanShape(text, value, maxNestingDepth) !== 'maybe-duplicate-keys') return [];
  const lines = new LineIndex(text);
  return findDuplicateKeys(text).map((d) => duplicateKeyDiagnostic(d, lines.position(d.firstOffset)));
}
