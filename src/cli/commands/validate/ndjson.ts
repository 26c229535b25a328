/**
 * --ndjson: one payload per line, streamed in blocks of whole lines, so memory stays flat
 * whatever the input's size. Diagnostics carry the line number in the NDJSON input; the report
 * keeps the first `maxKept` of them and counts the rest. With --jobs the blocks are checked in
 * worker threads (ndjson-pool.ts) while this thread reads the next ones (and checks some itself
 * with two jobs or more, see workerThreads), and merged here in input order, where the
 * across-lines requestId check runs.
 */
import { fileReport, type CheckedInput } from '../../report/file-report.js';
import { bomDiagnostic, tooLarge, unreadable } from '../../input/input-problems.js';
import type { LocatedDiagnostic } from '../../report/located.js';
import { hasBom, maxInputBytes, toBuffer } from '../../input/read-input.js';
import { requestIdKeyBytes, type KeyedRequestIdRegistry, type RequestIdRegistry } from './request-ids.js';
import { BlockLines, checkBlock, checkLine, shiftDiagnostic, WorkerFailure, type BlockResult } from './ndjson-block.js';
import type { BlockPool } from './ndjson-pool.js';
import { BlockBuilder } from './block-builder.js';
import type { DocumentRules } from '../../config/rules-for-file.js';
import { validateConsentRequest } from '../../../validate/contracts.js';
import { plural } from '../../../describe-value.js';
import { cliCodes } from '../../report/codes.js';
import { consentRequestContract, type DocumentContract } from '../../document/check-document.js';

/** How to check an NDJSON input. */
export interface NdjsonOptions {
  /** The name reports use. */
  readonly name: string;
  readonly strict: boolean;
  /** Which diagnostics the report keeps (--quiet drops warnings). */
  readonly keep: (diagnostic: LocatedDiagnostic) => boolean;
  /** At most this many diagnostics are kept, plus one that counts the rest. */
  readonly maxKept: number;
  /** The across-inputs requestId check. */
  readonly seen: KeyedRequestIdRegistry;
  /** The configured rules of this input (default: no configuration). */
  readonly rules?: DocumentRules;
  /** Called after each block of lines. */
  readonly onProgress?: (lines: number, bytes: number) => void;
  /**
   * Worker threads that check blocks of lines while this thread reads, merges and reports; none
   * (the default) checks them in this thread.
   */
  readonly jobs?: number;
  /** What every line is checked as (--schema); a consent request when absent. */
  readonly contract?: DocumentContract;
}

/**
 * The worker threads of `jobs` jobs. One job is one worker, which checks while this thread reads
 * (a pipeline). With two jobs or more this thread is one of them: it reads, and checks a block
 * itself whenever the jobs - 1 workers have all the blocks they may hold (see submit). On two
 * cores, two workers and a reader were three busy threads: a second isolate compiling and
 * collecting the same code, and the reader's time taken from the workers (CPU time per line,
 * all threads: 7.0 to 7.9 s per 100,000 typical lines with two workers, 6.5 to 6.7 with one worker
 * and the reader; the reader and the worker then take about 2.7 s each).
 */
export function workerThreads(jobs: number): number {
  return jobs >= 2 ? jobs - 1 : jobs;
}

/** One diagnostic for a pretty-printed JSON document given as NDJSON, instead of one per line. */
function notNdjson(line: number, length: number): LocatedDiagnostic {
  return {
    code: cliCodes.notNdjson.id,
    severity: 'error',
    pointer: '',
    message:
      'this is pretty-printed JSON, not NDJSON (one payload per line): validate it without --ndjson, or write each payload on one line (jq -c)',
    source: 'input',
    line,
    column: 1,
    endLine: line,
    endColumn: length + 1,
  };
}

/** The line number (from 1) and text of a block's first non-blank line when it only opens an object or array. */
function openingLine(block: Buffer): { line: number; text: string } | undefined {
  let start = 0;
  for (let line = 1; start < block.length; line++) {
    const end = block.indexOf(newline, start);
    const text = block
      .subarray(start, end === -1 ? block.length : end)
      .toString('utf8')
      .trim();
    if (text !== '') return text === '{' || text === '[' ? { line, text } : undefined;
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

/**
 * Blocks being checked at once, per worker: enough to keep every worker busy while the reader
 * waits for the oldest, few enough that memory stays flat (back-pressure: the reader stops
 * reading until the oldest block is merged).
 */
const blocksInFlightPerJob = 2;

const newline = 0x0a;
const finalNewline = Uint8Array.of(newline);

/** Accumulates one NDJSON input's diagnostics within the memory bound. */
class Collector {
  readonly kept: LocatedDiagnostic[] = [];
  errors = 0;
  warnings = 0;
  failing = false;
  omitted = 0;

  constructor(private readonly options: NdjsonOptions) {}

  /** No more diagnostics will be kept: later ones are only counted. */
  get full(): boolean {
    return this.kept.length >= this.options.maxKept;
  }

  add(diagnostic: LocatedDiagnostic): void {
    if (diagnostic.severity === 'error') this.errors++;
    else this.warnings++;
    if (diagnostic.severity === 'error' || this.options.strict) this.failing = true;
    if (!this.options.keep(diagnostic)) return;
    if (this.kept.length < this.options.maxKept) this.kept.push(diagnostic);
    else this.omitted++;
  }
}

/** What a block of lines, or a line the reader judged itself, found. */
interface Checked {
  readonly result: BlockResult;
  /** The block's bytes, to check a line again and then to reuse; none for the reader's own lines. */
  readonly block?: Uint8Array;
}

/** A unit of input, in input order: checked, or being checked in a worker. */
type Unit = Checked | Promise<Checked>;

/** One line the reader judged itself (too long to read), with its diagnostic at line 1. */
const ownLine = (diagnostic: LocatedDiagnostic): Unit => ({
  result: {
    lines: 1,
    payloads: 1,
    keys: new Uint8Array(0),
    keyLines: new Uint32Array(0),
    diagnostics: [{ ...diagnostic, line: 1, column: 1, endLine: 1, endColumn: 1 }],
    unplacedFrom: Infinity,
  },
});

const ignore = (): void => {};

/**
 * Validates every non-blank line of `source`, in options.jobs worker threads when given. Each
 * chunk of `source` is copied before the next is asked for, so a source may reuse its buffer.
 */
export async function checkNdjson(
  source: AsyncIterable<Uint8Array | string>,
  options: NdjsonOptions,
): Promise<CheckedInput> {
  const out = new Collector(options);
  // Workers run the default rules: a configuration's validator (custom rules are functions)
  // cannot be sent to them, so a configured input is checked in this thread.
  const { rules } = options;
  const defaultRules =
    rules === undefined || (rules.validate === validateConsentRequest && rules.requestIds === 'warning');
  // Workers check consent requests only; another document kind (--schema) stays in this thread.
  const { contract } = options;
  const defaultContract = contract === undefined || contract === consentRequestContract;
  const jobs = defaultRules && defaultContract ? (options.jobs ?? 0) : 0;
  const workers = workerThreads(jobs);
  let payloads = 0;
  // Set when the first line only opens an object or array: the input is pretty-printed JSON.
  let prettyPrinted = false;
  let lineNo = 0;
  let bytesRead = 0;
  const pending = new BlockBuilder();
  let skippingLongLine = false;
  let first = true;
  const queue: Unit[] = [];
  let blocks = 0;
  let pool: BlockPool | undefined;

  /**
   * Adds a unit's diagnostics, and checks its requestIds against every earlier line. A line is
   * checked again here when its requestId was seen before (told where, so that all its
   * diagnostics, the repeat included, come in order and in place), and when its findings were
   * only counted but the report can still keep one of them. Both are rare: a repeat is a finding,
   * and the report keeps at most maxKept.
   */
  const merge = (result: BlockResult, block: Uint8Array | undefined): void => {
    const { lines, keys, keyLines, diagnostics, unplacedFrom } = result;
    const base = lineNo;
    const add = (d: LocatedDiagnostic): void => out.add(shiftDiagnostic(d, base + 1));
    let repeats: Map<number, string> | undefined;
    for (let i = 0; i < keyLines.length; i++) {
      const where = options.seen.byKey(keys, i * requestIdKeyBytes, options.name, base + keyLines[i]!);
      if (where !== undefined) (repeats ??= new Map()).set(keyLines[i]!, where);
    }
    if (repeats === undefined && unplacedFrom === Infinity) {
      for (const d of diagnostics) add(d);
    } else {
      const repeatLines = repeats ? [...repeats.keys()] : [];
      const blockLines = new BlockLines(block!);
      let r = 0;
      for (let i = 0; i < diagnostics.length || r < repeatLines.length; ) {
        const line = Math.min(diagnostics[i]?.line ?? Infinity, repeatLines[r] ?? Infinity);
        let end = i;
        while (end < diagnostics.length && diagnostics[end]!.line === line) end++;
        const where = repeats?.get(line);
        const keepsOne = line >= unplacedFrom && !out.full && diagnostics.slice(i, end).some(options.keep);
        const text = where !== undefined || keepsOne ? blockLines.text(line) : undefined;
        if (text !== undefined) {
          const told: RequestIdRegistry = () => where;
          for (const d of checkLine(text, options.strict, told, options.name, line, true, rules, contract) ?? [])
            add(d);
        } else {
          for (let k = i; k < end; k++) add(diagnostics[k]!);
        }
        i = end;
        if (repeatLines[r] === line) r++;
      }
    }
    lineNo += lines;
    payloads += result.payloads;
    options.onProgress?.(lineNo, bytesRead);
  };

  const mergeOldest = async (): Promise<void> => {
    const { result, block } = await queue.shift()!;
    merge(result, block);
    if (block !== undefined) pending.recycle(block);
  };

  /** Queues a unit; merges the oldest while too many are in flight. */
  const enqueue = async (unit: Unit): Promise<void> => {
    queue.push(unit);
    while (queue.length > (pool ? jobs * blocksInFlightPerJob : 0)) await mergeOldest();
  };

  /**
   * Checks a block of whole lines: in a worker, or in this thread without workers, for the first
   * block, and (with two jobs or more) when every worker has all the blocks it may hold.
   */
  const submit = async (block: Uint8Array): Promise<void> => {
    if (prettyPrinted) return;
    blocks++;
    const opening = blocks === 1 ? openingLine(toBuffer(block)) : undefined;
    if (opening !== undefined) {
      prettyPrinted = true;
      payloads = 1;
      out.add(notNdjson(lineNo + opening.line, opening.text.length));
      return;
    }
    // Workers start with the second block: a small input never pays for them.
    // An idle pool of the same size (a check just before) is taken rather than started anew.
    if (jobs > 0 && blocks === 2) pool = (await import('./ndjson-pool.js')).takePool(workers);
    // Findings past what the report can still keep are only counted: no need to place them.
    const budget = Math.max(0, options.maxKept - out.kept.length);
    if (pool === undefined || (workers < jobs && pool.inFlight >= workers * blocksInFlightPerJob))
      return enqueue({ block, result: checkBlock(block, options.strict, budget, rules, contract, true) });
    const checked = pool.check(block, options.strict, budget);
    checked.catch(ignore); // awaited in turn; a failure must not count as unhandled before that
    return enqueue(checked);
  };

  try {
    for await (const piece of source) {
      let chunk = toBuffer(piece);
      bytesRead += chunk.length;
      if (first) {
        first = false;
        if (hasBom(chunk)) {
          out.add(bomDiagnostic());
          chunk = chunk.subarray(3);
        }
      }
      const last = chunk.lastIndexOf(newline);
      if (last === -1) {
        if (skippingLongLine) continue;
        pending.append(chunk);
        if (pending.length > maxInputBytes) {
          await enqueue(ownLine(tooLarge(pending.length, true)));
          pending.clear();
          skippingLongLine = true;
        }
        continue;
      }
      let head = chunk.subarray(0, last + 1);
      const firstEnd = head.indexOf(newline);
      if (skippingLongLine) {
        // Its line was counted when it was found too long.
        head = head.subarray(firstEnd + 1);
        skippingLongLine = false;
      } else if (pending.length + firstEnd > maxInputBytes) {
        await enqueue(ownLine(tooLarge(pending.length + firstEnd, false)));
        pending.clear();
        head = head.subarray(firstEnd + 1);
      }
      // The block is copied out of the chunk, which the source may reuse for its next read.
      if (head.length > 0) {
        pending.append(head);
        await submit(pending.take());
      }
      pending.append(chunk.subarray(last + 1));
    }
    if (!skippingLongLine && pending.length > 0) {
      pending.append(finalNewline);
      await submit(pending.take());
    }
    while (queue.length > 0) await mergeOldest();
  } catch (error) {
    if (error instanceof WorkerFailure) throw error;
    return fileReport(options.name, [unreadable(error)], options.strict, true);
  } finally {
    if (pool !== undefined) await (await import('./ndjson-pool.js')).releasePool(pool);
  }
  options.onProgress?.(lineNo, bytesRead);

  const diagnostics = out.kept;
  if (out.omitted > 0) {
    diagnostics.push({
      code: 'diagnostics/truncated',
      severity: out.failing ? 'error' : 'warning',
      pointer: '',
      message: `${plural(out.omitted, 'more diagnostic')} not shown; fix the ones above and validate again`,
      source: 'input',
      params: { omitted: out.omitted },
    });
  }
  return {
    report: { file: options.name, valid: !out.failing, diagnostics },
    totals: { errors: out.errors, warnings: out.warnings },
    unreadable: false,
    payloads,
  };
}
