/**
 * The text of a body already known to be valid UTF-8, as `bytes.toString('utf8')` gives it, in
 * less time. V8 decodes UTF-8 one byte at a time; a body that is all ASCII is copied as Latin-1
 * instead (the same characters, one byte each), and any other is converted to UTF-16 by
 * `buffer.transcode` and copied from that: more than twice as fast for a typical 5 KB payload in
 * three languages. For valid UTF-8 all three give the same string (invalid bytes would differ,
 * which is why the caller checks them first).
 */
import { isAscii, transcode } from 'node:buffer';

/** `bytes.toString('utf8')` for bytes that pass `isUtf8`. */
export function validUtf8Text(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : transcode(bytes, 'utf8', 'utf16le').toString('utf16le');
}
