/**
 * Checks one block of whole NDJSON lines, in this thread or in a worker (ndjson-worker.ts): the
 * same code either way. The across-lines requestId check cannot run here, since it needs every
 * line before this one: each string requestId is handed back as its fixed-size key, and the
 * reader of the input checks the keys in input order (ndjson.ts).
 */
import { checkDocument, type DocumentCheck, type DocumentContract } from '../../document/check-document.js';
import { locateDocument } from '../../document/locate-document.js';
import { invalidUtf8Diagnostic } from '../../input/input-problems.js';
import type { LocatedDiagnostic } from '../../report/located.js';
import { requestIdKeyBytes, writeRequestIdKey, type RequestIdRegistry } from './request-ids.js';
import type { DocumentRules } from '../../config/rules-for-file.js';
import { decodeLines } from './decode-lines.js';

/**
 * What a block of lines holds; plain data, so that a worker can post it, and compact: a valid
 * line adds only its requestId's key and line to two typed arrays (moved, not copied, when posted).
 */
export interface BlockResult {
  /** How many lines the block has. */
  readonly lines: number;
  /** How many of them are payloads (not blank). */
  readonly payloads: number;
  /** The keys of the string requestIds, in line order, requestIdKeyBytes each (writeRequestIdKey). */
  readonly keys: Uint8Array;
  /** The line of each key, counted from 1 at the block's first line. */
  readonly keyLines: Uint32Array;
  /** Diagnostics, in line order, with lines counted from 1 at the block's first line. */
  readonly diagnostics: LocatedDiagnostic[];
  /**
   * From this line on, diagnostics were counted, not placed (checkLine): they have no positions
   * and stand in for the real ones in the totals. Infinity when every line's were placed.
   */
  readonly unplacedFrom: number;
}

/** A worker thread failed: a bug or a crash, never a finding about the input. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

const newline = 0x0a;
const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text to check of one line: without a trailing CR; undefined when the line is blank. */
export function lineText(line: string): string | undefined {
  const text = line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
  const c = text.charCodeAt(0);
  if (text.length === 0 || ((c <= 32 || c === 0xa0 || c === 0xfeff) && text.trim() === '')) return undefined;
  return text;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * `d` moved down by `lines` - 1 lines (a diagnostic without a position gets column 1 of line
 * `lines`). Changes `d` itself: every diagnostic here is fresh and has one owner, and copying
 * each one two or three times was most of the cost of a line with findings.
 */
export function shiftDiagnostic(d: LocatedDiagnostic, lines: number): LocatedDiagnostic {
  const m = d as Mutable<LocatedDiagnostic>;
  if (m.line === undefined) {
    m.line = lines;
    m.column = 1;
    m.endLine = lines;
    m.endColumn = 1;
  } else {
    m.endLine = (m.endLine ?? m.line) + lines - 1;
    m.line += lines - 1;
  }
  return m;
}

/** What a document's check costs past the report's limit: its findings counted, not placed. */
function unplaced(check: DocumentCheck): LocatedDiagnostic[] | undefined {
  if (check.maybeDuplicateKeys || check.maybeLoneSurrogate || check.repeatedRequestId) return undefined;
  if (check.syntaxError !== undefined || check.tooDeep) {
    return [{ code: 'json/syntax', severity: 'error', pointer: '', message: 'not placed', source: 'input' }];
  }
  return check.diagnostics;
}

/**
 * All diagnostics of one line's text, at line `line`; `seen` is the requestId check. Undefined
 * when there are none. With `place` false (the report keeps no more diagnostics, it only counts
 * them), a line gets its validator's diagnostics without positions, or one error for text that is
 * not JSON: the severities the counts need, without the slow path that places them.
 */
export function checkLine(
  text: string,
  strict: boolean,
  seen: RequestIdRegistry,
  input: string,
  line: number,
  place = true,
  rules?: DocumentRules,
  contract?: DocumentContract,
): LocatedDiagnostic[] | undefined {
  const check = checkDocument(text, strict, seen, input, line, rules, contract);
  if (check === undefined) return undefined;
  const found = (!place && unplaced(check)) || locateDocument(check);
  for (const d of found) shiftDiagnostic(d, line);
  return found;
}

/**
 * Checks every line of `block`, which ends with a newline. Places the findings of lines until
 * `budget` diagnostics are placed (what the report can still keep), and only counts those of the
 * lines after. With `ownsBuffer` (a block from BlockBuilder.take: its buffer holds nothing else),
 * the requestId keys go into the buffer's room after the block (see KeyList).
 */
export function checkBlock(
  block: Uint8Array,
  strict: boolean,
  budget = Infinity,
  rules?: DocumentRules,
  contract?: DocumentContract,
  ownsBuffer = false,
): BlockResult {
  const capacity = Math.min(countLines(block), Math.floor(block.length / shortestIdLine));
  const keys = new KeyList(ownsBuffer ? block : undefined, capacity);
  const diagnostics: LocatedDiagnostic[] = [];
  // Records each requestId for the reader to check, and answers "not seen".
  const seen: RequestIdRegistry = (requestId, _input, line = 0) => keys.add(requestId, line);
  let lines = 0;
  let payloads = 0;
  let unplacedFrom = Infinity;
  const check = (line: string): void => {
    lines++;
    const text = lineText(line);
    if (text === undefined) return;
    payloads++;
    const place = diagnostics.length < budget;
    const found = checkLine(text, strict, seen, '', lines, place, rules, contract);
    if (found === undefined) return;
    if (!place && unplacedFrom === Infinity) unplacedFrom = lines;
    for (const d of found) diagnostics.push(d);
  };
  const notUtf8 = (bytes: Uint8Array): void => {
    lines++;
    payloads++;
    diagnostics.push(shiftDiagnostic(invalidUtf8Diagnostic(bytes), lines));
  };
  decodeLines(block, check, notUtf8);
  return { lines, payloads, ...keys.arrays(), diagnostics, unplacedFrom };
}

/** The fewest bytes of a line with a requestId, newline included: at most this many ids a byte. */
const shortestIdLine = '{"requestId":""}\n'.length;

/** How many lines `block` has (newlines; it ends with one). */
function countLines(block: Uint8Array): number {
  const bytes = Buffer.from(block.buffer, block.byteOffset, block.byteLength);
  let count = 0;
  for (let at = bytes.indexOf(newline); at !== -1; at = bytes.indexOf(newline, at + 1)) count++;
  return count;
}

/**
 * The keys and lines of a block's requestIds, sized once for the block's lines (at most one
 * requestId each), written into the spare room of the block's own buffer after its text when it
 * has room (BlockBuilder leaves some), else into arrays of their own. The block's buffer travels
 * to the worker and back and is then read into again, so in a long run the keys cost no memory
 * of their own. Arrays per block, by contrast, lived through many scavenges, were promoted, and
 * once dead were freed only by a full collection, which V8 starts late: tens of MiB in each worker
 * and in the reader over a long run.
 */
class KeyList {
  private keys: Uint8Array;
  private lines: Uint32Array;
  private count = 0;

  /** Room for `capacity` keys, after the text in `block`'s buffer when it is given and has room. */
  constructor(block: Uint8Array | undefined, capacity: number) {
    const at = block ? (block.byteOffset + block.byteLength + 3) & ~3 : 0;
    if (block && block.buffer.byteLength - at >= capacity * (4 + requestIdKeyBytes)) {
      this.lines = new Uint32Array(block.buffer, at, capacity);
      this.keys = new Uint8Array(block.buffer, at + capacity * 4, capacity * requestIdKeyBytes);
    } else {
      this.keys = new Uint8Array(capacity * requestIdKeyBytes);
      this.lines = new Uint32Array(capacity);
    }
  }

  add(requestId: string, line: number): undefined {
    if (this.count === this.lines.length) {
      // Not expected (one id a line at most), but a key must never be lost.
      const keys = new Uint8Array(this.keys.length * 2 + requestIdKeyBytes);
      keys.set(this.keys);
      this.keys = keys;
      const lines = new Uint32Array(this.lines.length * 2 + 1);
      lines.set(this.lines);
      this.lines = lines;
    }
    writeRequestIdKey(requestId, this.keys, this.count * requestIdKeyBytes);
    this.lines[this.count++] = line;
    return undefined;
  }

  /** Views of what the arrays hold (in the block's buffer, or in buffers of their own to move with it). */
  arrays(): { keys: Uint8Array; keyLines: Uint32Array } {
    return {
      keys: this.keys.subarray(0, this.count * requestIdKeyBytes),
      keyLines: this.lines.subarray(0, this.count),
    };
  }
}

/** Reads lines of a block again by number (from 1), for the few lines checked twice. */
export class BlockLines {
  private readonly starts: number[] = [0];

  constructor(private readonly block: Uint8Array) {}

  /** The line's text to check (see lineText); undefined when it is blank or not UTF-8. */
  text(line: number): string | undefined {
    const { starts, block } = this;
    while (starts.length <= line) starts.push(block.indexOf(newline, starts[starts.length - 1]!) + 1);
    try {
      return lineText(fatal.decode(block.subarray(starts[line - 1]!, starts[line]! - 1)));
    } catch {
      return undefined;
    }
  }
}
