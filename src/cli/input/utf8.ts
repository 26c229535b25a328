/** Finding where UTF-8 goes wrong, so that the diagnostic can say where (TextDecoder only says that). */

const isContinuation = (b: number | undefined): boolean => b !== undefined && b >= 0x80 && b <= 0xbf;

/**
 * The offset of the first byte that starts an invalid UTF-8 sequence (RFC 3629, section 4:
 * no overlong forms, no surrogates, nothing above U+10FFFF), or -1 when all of `bytes` is valid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      else if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      else if (b === 0xf4) high = 0x8f;
    } else return i;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= need; k++) if (!isContinuation(bytes[i + k])) return i;
    i += need + 1;
  }
  return -1;
}
