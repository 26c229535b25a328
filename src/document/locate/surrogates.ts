/** Unpaired UTF-16 surrogate escapes in JSON text: JSON.parse accepts them, UTF-8 cannot carry them. */

const anySurrogateEscape = /\\u[dD][89a-fA-F]/;
const surrogateEscape = /(\\+)u([dD][89a-fA-F][0-9a-fA-F]{2})/g;

/** A lone surrogate escape: where it starts in the text and what it is. */
export interface LoneSurrogate {
  readonly offset: number;
  readonly length: number;
  readonly escape: string;
}

/** The first unpaired surrogate escape (\uD800-\uDFFF) in the text, or undefined. Cheap when there is none. */
export function firstLoneSurrogate(text: string): LoneSurrogate | undefined {
  if (!anySurrogateEscape.test(text)) return undefined;
  surrogateEscape.lastIndex = 0;
  let pendingHigh: { offset: number; end: number } | undefined;
  for (let m = surrogateEscape.exec(text); m !== null; m = surrogateEscape.exec(text)) {
    const slashes = m[1]!.length;
    if (slashes % 2 === 0) continue; // an escaped backslash followed by the letters "u d8..", not an escape
    const offset = m.index + slashes - 1;
    const code = parseInt(m[2]!, 16);
    const isHigh = code < 0xdc00;
    if (pendingHigh) {
      if (!isHigh && offset === pendingHigh.end) {
        pendingHigh = undefined;
        continue;
      }
      return { offset: pendingHigh.offset, length: 6, escape: text.slice(pendingHigh.offset, pendingHigh.offset + 6) };
    }
    if (isHigh) pendingHigh = { offset, end: offset + 6 };
    else return { offset, length: 6, escape: text.slice(offset, offset + 6) };
  }
  return pendingHigh
    ? { offset: pendingHigh.offset, length: 6, escape: text.slice(pendingHigh.offset, pendingHigh.offset + 6) }
    : undefined;
}
