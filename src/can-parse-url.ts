/**
 * `URL.canParse`, with the same answer however warm the process is.
 *
 * Node.js 20's `URL.canParse` has a V8 fast API path that reads a one-byte string as UTF-8. V8
 * keeps text such as `ftp://é0/` as one byte per character (Latin-1), so once V8 optimises the
 * caller, `é` (U+00E9) arrives as a lone 0xE9 byte, which is no UTF-8, and the address is refused
 * where the first calls accepted it. Text outside ASCII therefore goes through `new URL`, which
 * has no fast path; ASCII reads the same either way and keeps the fast call.
 */
const nonAscii = /[^\x00-\x7f]/;

/** Whether `text` (against `base`, when given) is a URL the WHATWG parser accepts. */
export function canParseUrl(text: string, base?: string): boolean {
  if (!nonAscii.test(text) && (base === undefined || !nonAscii.test(base))) return URL.canParse(text, base);
  try {
    return new URL(text, base).href !== '';
  } catch {
    return false;
  }
}
