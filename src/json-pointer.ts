/** RFC 6901 JSON pointers. */

/** Escapes one reference token: ~ as ~0, / as ~1. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The tokens of a pointer ("" is the root, with none). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer of a child of the value at `pointer`. */
export function childPointer(pointer: string, token: string | number): string {
  return `${pointer}/${escapeToken(token)}`;
}

/**
 * The value at `pointer` inside `root`, or undefined. Reads own properties only, so a pointer
 * such as /__proto__ or /constructor never reaches a prototype.
 */
export function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const token of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** Longest reference token a reported pointer keeps: pointers repeat property names from the input. */
export const maxPointerToken = 120;

/**
 * Longest pointer reported: Diagnostic.pointer's maxLength in problem.v1.schema.json, so that a
 * 400 problem stays valid. Only a pointer into nesting the schema does not have gets near it (a
 * lone surrogate thousands of levels down an unknown member).
 */
export const maxPointerLength = 2048;

/**
 * The pointer with every token longer than maxPointerToken cut to that length plus "…", and the
 * whole cut to maxPointerLength, so that a hostile property name or nesting cannot make a result
 * large (a cut pointer names its value but may no longer resolve; positions then fall back to the
 * nearest value that does).
 */
export function cutPointer(pointer: string): string {
  if (pointer.length <= maxPointerToken) return pointer;
  const cut = pointer
    .split('/')
    .map((token) => (token.length > maxPointerToken ? `${token.slice(0, maxPointerToken)}…` : token))
    .join('/');
  if (cut.length <= maxPointerLength) return cut;
  // Never end on half of a surrogate pair.
  const end = /[\ud800-\udbff]/.test(cut[maxPointerLength - 2] ?? '') ? maxPointerLength - 2 : maxPointerLength - 1;
  return `${cut.slice(0, end)}…`;
}
