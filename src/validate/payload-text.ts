/**
 * What the payload's JSON text will be, judged from the value: its size against the limit of the
 * request body (x-max-body-bytes in schema/openapi.yaml; the service answers 413 to a larger
 * one), and whether every string and key is well-formed Unicode (a lone surrogate cannot be
 * written as UTF-8, so the command line, which reads the text, refuses it; the library agrees).
 *
 * Cheap on ordinary payloads: one walk adds up an upper bound of the JSON text's UTF-8 size (6
 * bytes per UTF-16 unit of a string, the longest escape), and only when that bound passes the
 * limit is the text written and measured exactly. The walk stops as soon as the bound passes
 * the limit, so neither a cycle nor a huge value makes it long.
 */
import type { Diagnostic } from '../diagnostic.js';
import { cutPointer, escapeToken } from '../json-pointer.js';
import { none } from '../none.js';

/** String.prototype.isWellFormed (ES2024, native in Node 20); the package's TypeScript lib is older. */
const wellFormed = (String.prototype as unknown as { isWellFormed: (this: string) => boolean }).isWellFormed;

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

/** What one walk over the value found. */
interface Walk {
  /** JSON.stringify(value) is certainly at most the limit (the walk ended below it). */
  readonly surelyWithin: boolean;
  /** Some string or key has a lone surrogate (only looked for while surelyWithin). */
  readonly illFormed: boolean;
  /** The bound added up, as far as the walk went. */
  readonly bound: number;
}

function walk(value: unknown, limit: number): Walk {
  let bound = 0;
  let illFormed = false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      bound += 6 * item.length + 3;
      if (!illFormed && !wellFormed.call(item)) illFormed = true;
    } else if (typeof item !== 'object' || item === null) bound += 25;
    else if (Array.isArray(item)) {
      bound += 2 + item.length;
      for (let i = 0; i < item.length; i++) stack.push(item[i]);
    } else {
      bound += 2;
      for (const key in item) {
        bound += 6 * key.length + 4;
        if (!illFormed && !wellFormed.call(key)) illFormed = true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
    if (bound > limit) return { surelyWithin: false, illFormed, bound };
  }
  return { surelyWithin: true, illFormed, bound };
}

/**
 * The walk's upper bound of the UTF-8 size of `value` as JSON text, or -1 when a string or key
 * is not well-formed Unicode; once the bound passes `limit` the walk stops and returns it.
 */
export function textBound(value: unknown, limit: number): number {
  const found = walk(value, limit);
  return found.surelyWithin && found.illFormed ? -1 : found.bound;
}

/** The pointer of the first string or key with a lone surrogate (depth-first, keys before values). */
function firstIllFormed(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, pointer] = stack.pop()!;
    if (typeof item === 'string') {
      if (!wellFormed.call(item)) return pointer;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${pointer}/${i}`]);
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item).reverse();
      for (const key of keys) {
        const child = `${pointer}/${escapeToken(key)}`;
        if (!wellFormed.call(key)) return child;
        stack.push([(item as Record<string, unknown>)[key], child]);
      }
    }
  }
  return undefined;
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

function tooLarge(size: number, limit: number): Diagnostic {
  return {
    code: 'input/payload-too-large',
    severity: 'error',
    pointer: '',
    message: `the payload is ${size} bytes (${mib(size)}) as JSON, over the limit of ${limit} bytes (${mib(limit)}); the service refuses it with 413. A consent request is a few kilobytes: send fewer languages, purposes or categories, or shorter texts`,
    source: 'input',
    params: { size, limit },
  };
}

function loneSurrogate(pointer: string): Diagnostic {
  return {
    code: 'input/lone-surrogate',
    severity: 'error',
    pointer: cutPointer(pointer),
    message:
      'this text has half of a UTF-16 surrogate pair with no other half (an escape such as \\ud800); no UTF-8 text can carry it, so remove it or write the whole character',
    source: 'input',
  };
}

/**
 * The too-large and lone-surrogate diagnostics of a payload (none for an ordinary one).
 * `knownBound` is the walk's bound worked out another way for a value whose shape is known (see
 * generated/text-bound.ts), or -1 when that found a string to look at closer (such as a lone
 * surrogate): within the limit, there is nothing to report; otherwise the walk here settles what.
 */
export function payloadTextDiagnostics(value: unknown, limit: number, knownBound?: number): readonly Diagnostic[] {
  if (knownBound !== undefined && knownBound >= 0 && knownBound <= limit) return none;
  const found = walk(value, limit);
  const diagnostics: Diagnostic[] = [];
  if (!found.surelyWithin) {
    const size = serialisedBytes(value);
    if (size !== undefined && size > limit) diagnostics.push(tooLarge(size, limit));
  }
  if (found.illFormed) {
    const pointer = firstIllFormed(value);
    if (pointer !== undefined) diagnostics.push(loneSurrogate(pointer));
  }
  return diagnostics;
}

/** The too-large diagnostic, or undefined when the payload fits (or is not JSON data at all). */
export function payloadSizeDiagnostic(value: unknown, limit: number): Diagnostic | undefined {
  return payloadTextDiagnostics(value, limit).find((d) => d.code === 'input/payload-too-large');
}
