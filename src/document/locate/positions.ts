/**
 * Source positions of diagnostics, from the file's own text, with jsonc-parser. Only files that
 * have diagnostics pay for this (this module and jsonc-parser load only on that path). A pointer follows JSON.parse: with a repeated key, the last wins.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { Diagnostic } from '../../diagnostic.js';
import { parsePointer } from '../../json-pointer.js';
import { LineIndex } from '../../json-text/line-index.js';
import type { LocatedDiagnostic, Region } from '../located.js';

const arrayIndex = /^(0|[1-9]\d*)$/;

/** The child of `node` named by one pointer token, or undefined. */
function child(node: Node, token: string): Node | undefined {
  if (node.type === 'array') return arrayIndex.test(token) ? node.children?.[Number(token)] : undefined;
  if (node.type !== 'object') return undefined;
  let found: Node | undefined;
  for (const property of node.children ?? []) {
    if (property.children?.[0]?.value === token) found = property.children[1];
  }
  return found;
}

/** The deepest node on the pointer's path, and whether it is the pointer's own node. */
function deepest(root: Node, pointer: string): { node: Node; exact: boolean } {
  let node = root;
  for (const token of parsePointer(pointer)) {
    const next = child(node, token);
    if (!next) return { node, exact: false };
    node = next;
  }
  return { node, exact: true };
}

/** The property (key and value) a value node belongs to, if it is a property's value. */
const propertyOf = (node: Node): Node | undefined => (node.parent?.type === 'property' ? node.parent : undefined);

/** Codes that are about a property as a whole (its key and value), not only its value. */
const propertyCodes = new Set(['schema/additionalProperties', 'json/duplicate-key']);

/** Maps pointers of one text to regions. */
export class PositionFinder {
  private readonly lines: LineIndex;
  private readonly root: Node | undefined;

  constructor(text: string) {
    this.lines = new LineIndex(text);
    this.root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  }

  /** The region of an offset range. */
  range(offset: number, length: number): Region {
    const start = this.lines.position(offset);
    const end = this.lines.position(offset + Math.max(length, 1));
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  }

  /**
   * The region a diagnostic is about: the value at its pointer; the whole property for an
   * unexpected or repeated property; for a missing property, the object that lacks it (from its
   * key, when it is a property's value). An object or array is marked only up to its opening
   * bracket (`"fiduciary": {`, or the root's `{`): an annotation over a whole object covers
   * the file, and hides which line it is about.
   */
  region(diagnostic: Diagnostic): Region | undefined {
    if (!this.root) return undefined;
    const { node, exact } = deepest(this.root, diagnostic.pointer);
    const property = propertyOf(node);
    const whole = (!exact || propertyCodes.has(diagnostic.code)) && property ? property : node;
    const container = node.type === 'object' || node.type === 'array';
    return this.range(whole.offset, container ? node.offset + 1 - whole.offset : whole.length);
  }
}

/** Adds positions to diagnostics that have none. */
export function locate(text: string, diagnostics: readonly LocatedDiagnostic[]): LocatedDiagnostic[] {
  const finder = new PositionFinder(text);
  return diagnostics.map((d) => (d.line !== undefined ? d : { ...d, ...finder.region(d) }));
}
