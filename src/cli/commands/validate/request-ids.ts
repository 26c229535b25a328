/**
 * The across-inputs check that a requestId is unique. Memory grows with the number of distinct
 * requestIds only, and by a fixed amount for each however long it is: an id is kept as its
 * fixed-size key (writeRequestIdKey) in a compact table (key-table.ts), with where it was first
 * seen packed in one number.
 */
import { KeyTable } from './key-table.js';

/** Where a requestId was seen first, or undefined; remembers this sighting when it is the first. */
export type RequestIdRegistry = (requestId: string, input: string, line?: number) => string | undefined;

/** A registry that also takes requestIds already reduced to their keys (NDJSON workers do that). */
export interface KeyedRequestIdRegistry extends RequestIdRegistry {
  /** As the registry itself, for the key at `keys[at .. at + requestIdKeyBytes)`. */
  readonly byKey: (keys: Uint8Array, at: number, input: string, line?: number) => string | undefined;
  /** The bytes the registry's table holds now (the one part of a run's memory that grows). */
  readonly bytes: () => number;
}

/** Ids up to this many UTF-16 code units are their own key. */
export const maxWholeIdLength = 16;

/** The size of a key: a tag byte, then 32 bytes (the id's code units, or its SHA-256). */
export const requestIdKeyBytes = 33;

/** The tag of a key that is a digest; a whole id's tag is its length (0 to maxWholeIdLength). */
const digestTag = 0xff;

/** The SHA-256 of `data`, as a string of 32 Latin-1 characters, one per byte. */
let sha256: ((data: Uint8Array) => string) | undefined;

/**
 * Loaded on first use: a cold start with short ids never pays for node:crypto. The digest comes
 * back as a Latin-1 string, not a Buffer: a Buffer per id is an ArrayBuffer per line, memory
 * outside the heap that V8 frees late once an NDJSON worker's scavenges have promoted it.
 */
function loadSha256(): (data: Uint8Array) => string {
  const crypto = process.getBuiltinModule('node:crypto');
  return (data) => crypto.hash('sha256', data, 'binary');
}

/** Ids up to this many UTF-16 code units are hashed from one buffer used again (no allocation). */
const scratchUnits = 4096;
let scratch: Buffer | undefined;

/** The UTF-16LE code units of a long id, in the scratch buffer when they fit. */
function utf16Units(requestId: string): Uint8Array {
  if (requestId.length > scratchUnits) return Buffer.from(requestId, 'utf16le');
  scratch ??= Buffer.allocUnsafe(scratchUnits * 2);
  return scratch.subarray(0, scratch.write(requestId, 0, 'utf16le'));
}

/**
 * Writes the fixed-size key a requestId is remembered by into `into` at `at`: a short id is its
 * own key (its UTF-16 code units after a tag byte holding its length: exact); a longer one is the
 * SHA-256 of its UTF-16 code units (so lone surrogates stay distinct) after a tag no short id has.
 * Two long ids are taken for one when their digests are equal: that needs a SHA-256 collision,
 * which nobody has ever found (see DECISIONS.md).
 */
export function writeRequestIdKey(requestId: string, into: Uint8Array, at: number): void {
  const n = requestId.length;
  if (n <= maxWholeIdLength) {
    into[at] = n;
    into.fill(0, at + 1, at + requestIdKeyBytes);
    for (let i = 0; i < n; i++) {
      const c = requestId.charCodeAt(i);
      into[at + 1 + 2 * i] = c & 0xff;
      into[at + 2 + 2 * i] = c >>> 8;
    }
    return;
  }
  sha256 ??= loadSha256();
  into[at] = digestTag;
  const digest = sha256(utf16Units(requestId));
  for (let i = 0; i < 32; i++) into[at + 1 + i] = digest.charCodeAt(i);
}

/** The key of one requestId, on its own (see writeRequestIdKey). */
export function requestIdKey(requestId: string): Uint8Array {
  const key = new Uint8Array(requestIdKeyBytes);
  writeRequestIdKey(requestId, key, 0);
  return key;
}

/** A new, empty registry for one run. */
export function requestIdRegistry(): KeyedRequestIdRegistry {
  const first = new KeyTable(requestIdKeyBytes);
  const inputs: string[] = [];
  const inputIndex = new Map<string, number>();
  const lineSpan = 2 ** 32;
  const indexOf = (input: string): number => {
    let index = inputIndex.get(input);
    if (index === undefined) {
      index = inputs.push(input) - 1;
      inputIndex.set(input, index);
    }
    return index;
  };
  const byKey = (keys: Uint8Array, at: number, input: string, line = 0): string | undefined => {
    const before = first.getOrAdd(keys, at, indexOf(input) * lineSpan + line);
    if (before === undefined) return undefined;
    const where = inputs[Math.floor(before / lineSpan)]!;
    const seenAt = before % lineSpan;
    return seenAt === 0 ? where : `${where}:${seenAt}`;
  };
  const scratch = new Uint8Array(requestIdKeyBytes);
  const add = (requestId: string, input: string, line?: number): string | undefined => {
    writeRequestIdKey(requestId, scratch, 0);
    return byKey(scratch, 0, input, line);
  };
  // The first sighting waits as text until a second one comes: a run over one file, the common
  // cold start, then never computes a key (nor loads node:crypto for a long id).
  let waiting: [requestId: string, input: string, line: number | undefined] | undefined;
  const flush = (): void => {
    if (waiting !== undefined) add(...waiting);
    waiting = undefined;
  };
  let empty = true;
  const registry = (requestId: string, input: string, line?: number): string | undefined => {
    if (empty) {
      empty = false;
      waiting = [requestId, input, line];
      return undefined;
    }
    flush();
    return add(requestId, input, line);
  };
  const keyed = (keys: Uint8Array, at: number, input: string, line?: number): string | undefined => {
    empty = false;
    flush();
    return byKey(keys, at, input, line);
  };
  return Object.assign(registry, { byKey: keyed, bytes: () => first.bytes });
}
