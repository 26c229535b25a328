/**
 * The text of bytes already known to be valid UTF-8, as `bytes.toString('utf8')` gives it, in
 * less time: V8 decodes UTF-8 one byte at a time. Bytes that are all ASCII are copied as Latin-1
 * (the same characters, one byte each); any others are converted to UTF-16 by `buffer.transcode`
 * in one native pass and copied from that: more than twice as fast for a typical 5 KB payload in
 * three languages. For valid UTF-8 all three give the same string (invalid bytes would differ,
 * which is why callers check them first with `isUtf8`). Used by the sandbox for request bodies
 * and by `validate --ndjson` for each line.
 */
import { isAscii, transcode } from 'node:buffer';

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
let canTranscode = true;

/** `bytes.toString('utf8')` for bytes that pass `isUtf8`. */
export function validUtf8Text(bytes: Buffer): string {
  if (isAscii(bytes)) return bytes.toString('latin1');
  if (canTranscode) {
    try {
      return transcode(bytes, 'utf8', 'utf16le').toString('utf16le');
    } catch {
      // A Node.js built without ICU has no transcode.
      canTranscode = false;
    }
  }
  return fatal.decode(bytes);
}
