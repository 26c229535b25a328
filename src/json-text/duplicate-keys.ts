/** Exact duplicate-key search with jsonc-parser, run only when the cheap scan suspects one. */
import { visit } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostic.js';
import { childPointer, escapeToken } from '../json-pointer.js';
import type { Position } from './line-index.js';

/** A repeated property name: its pointer and where the repeated key is written. */
export interface DuplicateKey {
  readonly pointer: string;
  readonly key: string;
  readonly offset: number;
  readonly length: number;
  /** Offset of the first occurrence of the key in the same object. */
  readonly firstOffset: number;
}

const pointerOf = (path: ReadonlyArray<string | number>): string => path.map((t) => `/${escapeToken(t)}`).join('');

/** Every key that repeats a key of the same object, in text order. The text must be nested no deeper than the cap. */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const objects: Array<Map<string, number>> = [];
  visit(
    text,
    {
      onObjectBegin: () => {
        objects.push(new Map());
      },
      onObjectEnd: () => {
        objects.pop();
      },
      onObjectProperty: (key, offset, length, _line, _character, pathSupplier) => {
        const seen = objects[objects.length - 1];
        if (!seen) return;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, offset);
        else
          found.push({
            pointer: childPointer(pointerOf(pathSupplier()), key),
            key,
            offset,
            length,
            firstOffset: first,
          });
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found;
}

/**
 * The code of a repeated key: what `consent-contract rules` and SARIF describe, and what the
 * command line and the sandbox report.
 */
export const duplicateKeyCode = {
  id: 'json/duplicate-key',
  severity: 'warning',
  description: 'An object has the same property name twice; JSON.parse silently keeps the last one.',
  help: 'Remove one of the two properties so that the payload means what it says.',
} as const;

/**
 * The diagnostic of one repeated key; `first` is where the key first appears. The command line
 * and the sandbox both report it through this function, so their verdicts are the same.
 */
export function duplicateKeyDiagnostic(d: DuplicateKey, first: Position): Diagnostic {
  return {
    code: duplicateKeyCode.id,
    severity: duplicateKeyCode.severity,
    pointer: d.pointer,
    message:
      `property "${d.key}" appears twice in this object (first at line ${first.line}); ` +
      'JSON.parse keeps only the last one, so remove one of them',
    source: 'input',
    params: { key: d.key, firstLine: first.line, firstColumn: first.column },
  };
}
