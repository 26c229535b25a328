/** Nesting depth of JSON text, found without recursion so that no depth can overflow the stack. */

/**
 * The offset of the first `[` or `{` that opens a level deeper than `maxDepth`, or -1.
 * Brackets inside strings do not count. Works on any text, JSON or not.
 */
export function firstTooDeep(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxDepth) return i;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return -1;
}
