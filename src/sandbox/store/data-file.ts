/**
 * Reading the optional data file at start: a journal (format v2, see journal-lines.ts) replayed
 * line by line, or a whole-state file of the earlier format v1, which the first compaction
 * turns into a journal. Every entry is checked as strictly as the routes check what they store;
 * a bad file stops the start with one message naming it, and is never written.
 */
import { readFile } from 'node:fs/promises';
import { historyProblem, entryProblem } from './data-file-check.js';
import { journalFormat } from './journal-lines.js';
import { applyEvent, type HistoryEntry, type StoredRequest } from './store.js';

/** The `format` of the earlier whole-file data file, still read (and then rewritten as a journal). */
export const dataFormat = 'consent-contract-sandbox/v1';

/** A request as the file holds it: the payload as JSON, not as text, so the file is readable. */
interface FileRequest extends Omit<StoredRequest, 'payloadJson'> {
  readonly payload: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const advice = 'fix or move the file away, or pass another --data file';

/** Where a bad entry is, with its crId when it has a string one. */
function entryName(where: string, entry: unknown): string {
  const crId = (entry as { record?: { crId?: unknown } } | null)?.record?.crId;
  return `${where}${typeof crId === 'string' ? ` (crId ${JSON.stringify(crId.slice(0, 100))})` : ''}`;
}

function bad(file: string, where: string, problem: string): Error {
  return new Error(`the data file ${file} has a bad ${where}: ${problem}; ${advice}`);
}

/** Replays a journal's complete lines (the text after the last newline is a write cut short by a crash). */
function replay(file: string, text: string): FileRequest[] {
  const records = new Map<string, FileRequest>();
  const end = text.lastIndexOf('\n');
  let start = text.indexOf('\n') + 1;
  for (let n = 2; start <= end; n++) {
    const stop = text.indexOf('\n', start);
    const line = text.slice(start, stop);
    start = stop + 1;
    let op: unknown;
    try {
      op = JSON.parse(line);
    } catch (error) {
      throw bad(file, `line ${n}`, `it is not JSON (${(error as Error).message})`);
    }
    if (isObject(op) && 'put' in op) {
      const problem = entryProblem(op.put);
      if (problem !== undefined) throw bad(file, entryName(`line ${n}`, op.put), problem);
      const put = op.put as unknown as FileRequest;
      records.set(put.record.crId, { ...put, history: [...put.history] });
    } else if (isObject(op) && isObject(op.event)) {
      const { crId, entry } = op.event;
      const target = typeof crId === 'string' ? records.get(crId) : undefined;
      if (target === undefined) throw bad(file, `line ${n}`, 'its event names a crId that no earlier line puts');
      const problem = historyProblem(entry, 'event/entry');
      if (problem !== undefined) throw bad(file, `line ${n}`, problem);
      applyEvent(target, entry as HistoryEntry);
    } else if (isObject(op) && typeof op.drop === 'string') records.delete(op.drop);
    else throw bad(file, `line ${n}`, 'it is not a put, event or drop line');
  }
  return [...records.values()];
}

/** The entries of a v1 file, checked; throws naming the first bad entry. */
function wholeFile(file: string, requests: readonly unknown[]): FileRequest[] {
  const seen = new Set<string>();
  for (const [i, entry] of requests.entries()) {
    let problem = entryProblem(entry);
    // Once the check passed, the entry has a valid record, so its crId is a string.
    if (problem === undefined && seen.has((entry as FileRequest).record.crId))
      problem = 'its crId appears earlier in the file too';
    if (problem !== undefined) throw bad(file, `entry ${entryName(`requests[${i}]`, entry)}`, problem);
    seen.add((entry as FileRequest).record.crId);
  }
  return requests as FileRequest[];
}

/** Whether the first line is a journal's header. */
function journalHeader(text: string): boolean {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')));
  try {
    return (JSON.parse(firstLine) as { format?: unknown } | null)?.format === journalFormat;
  } catch {
    return false;
  }
}

/**
 * The requests in the file; [] when it does not exist yet. Throws an Error naming the file when
 * it is not a data file.
 */
export async function loadDataFile(file: string): Promise<StoredRequest[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`cannot read the data file ${file}: ${(error as Error).message}`);
  }
  let requests: FileRequest[];
  if (journalHeader(text)) requests = replay(file, text);
  else {
    let parsed: { format?: unknown; requests?: unknown } | null;
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch (error) {
      throw new Error(
        `the data file ${file} is not JSON (${(error as Error).message}); move it away or pass another --data file`,
      );
    }
    if (parsed?.format !== dataFormat || !Array.isArray(parsed.requests)) {
      throw new Error(
        `${file} is not a consent-contract sandbox data file ` +
          `(expected format "${journalFormat}" or "${dataFormat}"); ` +
          'move it away or pass another --data file',
      );
    }
    requests = wholeFile(file, parsed.requests);
  }
  return requests.map(({ payload, ...rest }) => ({ ...rest, payloadJson: Buffer.from(JSON.stringify(payload)) }));
}
