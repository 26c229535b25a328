/**
 * --ndjson: one payload per line, streamed in blocks of whole lines, so memory stays flat
 * whatever the input's size. Diagnostics carry the line number in the NDJSON input; the report
 * keeps the first `maxKept` of them and counts the rest.
 */
import { checkDocument } from '../../document/check-document.js';
import { fileReport, type CheckedInput } from '../../report/file-report.js';
import { bomDiagnostic, invalidUtf8Diagnostic, tooLarge, unreadable } from '../../input/input-problems.js';
import { locateDocument } from '../../document/locate/locate-document.js';
import type { LocatedDiagnostic } from '../../report/located.js';
import { hasBom, maxInputBytes, toBuffer } from '../../input/read-input.js';
import type { RequestIdRegistry } from './request-ids.js';
import type { DocumentRules } from '../../config/rules-for-file.js';

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
  readonly seen: RequestIdRegistry;
  /** The configured rules of this input (default: no configuration). */
  readonly rules?: DocumentRules;
  /** Called after each block of lines. */
  readonly onProgress?: (lines: number, bytes: number) => void;
}

const newline = 0x0a;
const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Accumulates one NDJSON input's diagnostics within the memory bound. */
class Collector {
  readonly kept: LocatedDiagnostic[] = [];
  errors = 0;
  warnings = 0;
  failing = false;
  omitted = 0;

  constructor(private readonly options: NdjsonOptions) {}

  add(diagnostic: LocatedDiagnostic): void {
    if (diagnostic.severity === 'error') this.errors++;
    else this.warnings++;
    if (diagnostic.severity === 'error' || this.options.strict) this.failing = true;
    if (!this.options.keep(diagnostic)) return;
    if (this.kept.length < this.options.maxKept) this.kept.push(diagnostic);
    else this.omitted++;
  }
}

const shifted = (d: LocatedDiagnostic, line: number): LocatedDiagnostic =>
  d.line === undefined ? { ...d, line, column: 1, endLine: line, endColumn: 1 } : { ...d, line: d.line + line - 1, endLine: (d.endLine ?? d.line) + line - 1 };

/** Validates every non-blank line of `source`. */
export async function checkNdjson(source: AsyncIterable<Uint8Array | string>, options: NdjsonOptions): Promise<CheckedInput> {
  const out = new Collector(options);
  let lineNo = 0;
  let bytesRead = 0;
  let pending: Buffer = Buffer.alloc(0);
  let skippingLongLine = false;
  let first = true;

  const checkLine = (line: string): void => {
    lineNo++;
    let text = line;
    if (text.charCodeAt(text.length - 1) === 13) text = text.slice(0, -1);
    const c = text.charCodeAt(0);
    if (text.length === 0 || ((c <= 32 || c === 0xa0 || c === 0xfeff) && text.trim() === '')) return;
    const check = checkDocument(text, options.strict, options.seen, options.name, lineNo, options.rules);
    if (check === undefined) return;
    for (const d of locateDocument(check)) out.add(shifted(d, lineNo));
  };

  const checkBlock = (block: Buffer): void => {
    let text: string | undefined;
    try {
      text = fatal.decode(block);
    } catch {
      text = undefined;
    }
    if (text !== undefined) {
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        checkLine(text.slice(start, end));
        start = end + 1;
      }
      return;
    }
    // Some line is not UTF-8: decode line by line to say which.
    let start = 0;
    for (let end = block.indexOf(newline); end !== -1; end = block.indexOf(newline, start)) {
      const bytes = block.subarray(start, end);
      start = end + 1;
      try {
        checkLine(fatal.decode(bytes));
      } catch {
        lineNo++;
        out.add(shifted(invalidUtf8Diagnostic(bytes), lineNo));
      }
    }
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
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        if (pending.length > maxInputBytes) {
          out.add({ ...tooLarge(pending.length, true), line: lineNo + 1, column: 1, endLine: lineNo + 1, endColumn: 1 });
          pending = Buffer.alloc(0);
          skippingLongLine = true;
        }
        continue;
      }
      let head = chunk.subarray(0, last + 1);
      const firstEnd = head.indexOf(newline);
      if (skippingLongLine) {
        head = head.subarray(firstEnd + 1);
        lineNo++;
        skippingLongLine = false;
      } else if (pending.length + firstEnd > maxInputBytes) {
        lineNo++;
        out.add({ ...tooLarge(pending.length + firstEnd, false), line: lineNo, column: 1, endLine: lineNo, endColumn: 1 });
        pending = Buffer.alloc(0);
        head = head.subarray(firstEnd + 1);
      }
      checkBlock(pending.length === 0 ? head : Buffer.concat([pending, head]));
      pending = Buffer.from(chunk.subarray(last + 1));
      options.onProgress?.(lineNo, bytesRead);
    }
  } catch (error) {
    return fileReport(options.name, [unreadable(error)], options.strict, true);
  }
  if (!skippingLongLine && pending.length > 0) checkBlock(Buffer.concat([pending, Buffer.from([newline])]));
  options.onProgress?.(lineNo, bytesRead);

  const diagnostics = out.kept;
  if (out.omitted > 0) {
    diagnostics.push({
      code: 'diagnostics/truncated',
      severity: out.failing ? 'error' : 'warning',
      pointer: '',
      message: `${out.omitted} more diagnostics not shown; fix the ones above and validate again`,
      source: 'input',
      params: { omitted: out.omitted },
    });
  }
  return {
    report: { file: options.name, valid: !out.failing, diagnostics },
    totals: { errors: out.errors, warnings: out.warnings },
    unreadable: false,
  };
}

