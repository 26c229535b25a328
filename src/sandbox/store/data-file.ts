/**
 * The optional data file: read once at start, rewritten whole after every change by writing a
 * temporary file beside it, flushing it to disk and renaming it over the old one, so that the
 * file is always either the old or the new state, never half of one.
 */
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { entryProblem } from './data-file-check.js';
import { payloadOf, type StoredRequest } from './store.js';

/** The `format` member of a data file; another value is refused. */
export const dataFormat = 'consent-contract-sandbox/v1';

/** A request as the file holds it: the payload as JSON, not as text, so the file is readable. */
interface FileRequest extends Omit<StoredRequest, 'payloadJson'> {
  readonly payload: unknown;
}

interface FileShape {
  readonly format: string;
  readonly requests: FileRequest[];
}

/** Where a bad entry is: its index, and its crId when it has a string one. */
function entryName(entry: unknown, i: number): string {
  const crId = (entry as { record?: { crId?: unknown } } | null)?.record?.crId;
  return `requests[${i}]${typeof crId === 'string' ? ` (crId ${JSON.stringify(crId.slice(0, 100))})` : ''}`;
}

/** Throws an Error naming the file, the first bad entry and its first problem; never touches the file. */
function checkEntries(file: string, requests: readonly unknown[]): asserts requests is FileRequest[] {
  const seen = new Set<string>();
  for (const [i, entry] of requests.entries()) {
    let problem = entryProblem(entry);
    // Once entryProblem passed, the entry has a valid record, so its crId is a string.
    if (problem === undefined && seen.has((entry as FileRequest).record.crId)) problem = 'its crId appears earlier in the file too';
    if (problem !== undefined) {
      throw new Error(`the data file ${file} has a bad entry ${entryName(entry, i)}: ${problem}; fix or move the file away, or pass another --data file`);
    }
    seen.add((entry as FileRequest).record.crId);
  }
}

/** The requests in the file; [] when it does not exist yet. Throws an Error naming the file when it is not a data file. */
export async function loadDataFile(file: string): Promise<StoredRequest[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`cannot read the data file ${file}: ${(error as Error).message}`);
  }
  let parsed: Partial<FileShape>;
  try {
    parsed = JSON.parse(text) as Partial<FileShape>;
  } catch (error) {
    throw new Error(`the data file ${file} is not JSON (${(error as Error).message}); move it away or pass another --data file`);
  }
  if (parsed?.format !== dataFormat || !Array.isArray(parsed.requests)) {
    throw new Error(`${file} is not a consent-contract sandbox data file (expected format "${dataFormat}"); move it away or pass another --data file`);
  }
  checkEntries(file, parsed.requests);
  return parsed.requests.map(({ payload, ...rest }) => ({ ...rest, payloadJson: Buffer.from(JSON.stringify(payload)) }));
}

/** Serialises writes; each save() resolves once a write that includes the state at call time is on disk. */
export class DataFileWriter {
  readonly #file: string;
  readonly #snapshot: () => StoredRequest[];
  #tail: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;

  constructor(file: string, snapshot: () => StoredRequest[]) {
    this.#file = file;
    this.#snapshot = snapshot;
  }

  save(): Promise<void> {
    // A write not started yet will read the state when it starts, so it covers this change too.
    if (this.#queued !== undefined) return this.#queued;
    const next = this.#tail.then(() => {
      this.#queued = undefined;
      return this.#write();
    });
    this.#queued = next;
    this.#tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves when every save so far has finished (successfully or not). */
  idle(): Promise<void> {
    return this.#tail;
  }

  async #write(): Promise<void> {
    const requests = this.#snapshot().map((stored): FileRequest => {
      const { payloadJson: _json, ...rest } = stored;
      return { ...rest, payload: payloadOf(stored) };
    });
    const text = `${JSON.stringify({ format: dataFormat, requests } satisfies FileShape, null, 2)}\n`;
    const temp = join(dirname(this.#file), `.${basename(this.#file)}.${process.pid}.${randomUUID()}.tmp`);
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.#file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
