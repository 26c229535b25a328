/**
 * The size limit of the request body (x-max-body-bytes in schema/openapi.yaml): a payload whose
 * JSON text is larger is refused by the service with 413, so the validator reports it.
 *
 * Cheap on ordinary payloads: one walk adds up an upper bound of the JSON text's UTF-8 size (6
 * bytes per UTF-16 unit of a string, the longest escape), and only when that bound passes the
 * limit is the text written and measured exactly. The walk stops as soon as the bound passes
 * the limit, so neither a cycle nor a huge value makes it long.
 */
import type { Diagnostic } from '../diagnostic.js';

/** Bytes of `text` in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD, as TextEncoder writes). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // 4 bytes for the pair of 2 units
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** True when JSON.stringify(value) is certainly at most `limit` bytes of UTF-8. */
function surelyWithin(value: unknown, limit: number): boolean {
  let bound = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') bound += 6 * item.length + 3;
    else if (typeof item !== 'object' || item === null) bound += 25;
    else if (Array.isArray(item)) {
      bound += 2 + item.length;
      for (let i = 0; i < item.length; i++) stack.push(item[i]);
    } else {
      bound += 2;
      for (const key in item) {
        bound += 6 * key.length + 4;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
    if (bound > limit) return false;
  }
  return true;
}

/** The size of the payload as JSON text in UTF-8, or undefined when it cannot be written as JSON. */
function serialisedBytes(value: unknown): number | undefined {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : utf8Length(text);
  } catch {
    return undefined;
  }
}

const mib = (bytes: number): string => `${Number((bytes / 1048576).toFixed(2))} MiB`;

/** The too-large diagnostic, or undefined when the payload fits (or is not JSON data at all). */
export function payloadSizeDiagnostic(value: unknown, limit: number): Diagnostic | undefined {
  if (surelyWithin(value, limit)) return undefined;
  const size = serialisedBytes(value);
  if (size === undefined || size <= limit) return undefined;
  return {
    code: 'input/payload-too-large',
    severity: 'error',
    pointer: '',
    message: `the payload is ${size} bytes (${mib(size)}) as JSON, over the limit of ${limit} bytes (${mib(limit)}); the service refuses it with 413. A consent request is a few kilobytes: send fewer languages, purposes or categories, or shorter texts`,
    source: 'input',
    params: { size, limit },
  };
}
