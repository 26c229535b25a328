/**
 * The data file as an append-only journal: each change is one line, written in batches (every
 * change made while a write is under way goes into the next write, so concurrent changes share
 * one flush). A save resolves once its line is flushed to disk. When the lines appended since the
 * last compaction outweigh the state they describe, the next write is a compaction instead: the
 * whole state, one put line per record, replaces the file atomically. Each write then costs O(1)
 * amortised per change, whatever the number of records.
 */
import { open, stat, type FileHandle } from 'node:fs/promises';
import { replaceFile } from './data-dir.js';
import { changeLine, headerLine, putLine } from './journal-lines.js';
import type { StoreChange, StoredRequest } from './store.js';

/** Appended bytes that never trigger a compaction, however small the state (4 MiB by default). */
export const defaultMinCompactionBytes = 4 * 1024 * 1024;

/** Appends the store's changes to the data file; see the module comment. */
export class Journal {
  readonly #file: string;
  readonly #snapshot: () => readonly StoredRequest[];
  #handle: FileHandle | undefined;
  /** The file's inode: a file deleted or replaced under the sandbox is noticed, not written blind. */
  #inode = 0;
  #size = 0;
  #compactedSize = 0;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** Set when a failed write may have left a partial line: the next write rewrites the file. */
  #mustCompact = true;
  readonly #minCompactionBytes: number;
  #tail: Promise<void> = Promise.resolve();
  /** Flushes under way: a compaction or close waits for them before it closes the file. */
  readonly #flushing = new Set<Promise<void>>();
  #queued: Promise<void> | undefined;

  /** `snapshot` lists the records for a compaction, oldest first. The first save() compacts. */
  constructor(file: string, snapshot: () => readonly StoredRequest[], minCompactionBytes = defaultMinCompactionBytes) {
    this.#file = file;
    this.#snapshot = snapshot;
    this.#minCompactionBytes = minCompactionBytes;
  }

  #compactions = 0;

  /** How many compactions have run (the first save's included). */
  get compactions(): number {
    return this.#compactions;
  }

  /** Takes one change; it reaches the disk with the next save(). */
  append(change: StoreChange): void {
    const line = changeLine(change);
    this.#pending.push(line);
    this.#pendingBytes += line.length;
  }

  /** Resolves once every change appended so far is on disk; rejects when the write failed. */
  save(): Promise<void> {
    // A write not started yet takes the pending lines when it starts, so it covers this change too.
    if (this.#queued !== undefined) return this.#queued;
    // The chain orders the writes; the flush of one write overlaps the next write and its flush,
    // so a change waits for about one flush, not for the one before it as well.
    const written = this.#tail.then(() => {
      this.#queued = undefined;
      return this.#write();
    });
    this.#tail = written.then(
      () => undefined,
      () => undefined,
    );
    const durable = written.then((w) => w.flushed);
    this.#queued = durable;
    return durable;
  }

  /** Resolves when every save so far has finished (successfully or not). */
  async idle(): Promise<void> {
    await this.#tail;
    await Promise.all(this.#flushing);
  }

  /** Waits for the writes, then closes the file. */
  async close(): Promise<void> {
    await this.idle();
    await this.#handle?.close().catch(() => undefined);
    this.#handle = undefined;
  }

  #write(): Promise<{ flushed: Promise<void> }> {
    // Taken synchronously: a compaction's snapshot covers exactly the pending lines it discards.
    const lines = this.#pending;
    const bytes = this.#pendingBytes;
    this.#pending = [];
    this.#pendingBytes = 0;
    const compact =
      this.#mustCompact ||
      this.#size - this.#compactedSize + bytes > Math.max(this.#compactedSize, this.#minCompactionBytes);
    if (!compact) return this.#append(lines, bytes);
    return this.#compact(this.#snapshot().map(putLine)).then(() => ({ flushed: Promise.resolve() }));
  }

  async #compact(lines: Buffer[]): Promise<void> {
    this.#mustCompact = true;
    // Flushes of earlier writes still use the old file.
    await Promise.all(this.#flushing);
    await this.#handle?.close().catch(() => undefined);
    this.#handle = undefined;
    const chunks = [headerLine, ...lines];
    await replaceFile(this.#file, chunks);
    const handle = await open(this.#file, 'a', 0o600);
    this.#handle = handle;
    this.#inode = (await handle.stat()).ino;
    this.#size = chunks.reduce((sum, c) => sum + c.length, 0);
    this.#compactedSize = this.#size;
    this.#mustCompact = false;
    this.#compactions++;
  }

  /** Appends the lines (in the chain); resolves with their flush, which runs outside the chain. */
  async #append(lines: Buffer[], bytes: number): Promise<{ flushed: Promise<void> }> {
    const handle = this.#handle as FileHandle;
    try {
      for (let i = 0; i < lines.length; i += 512) await handle.writev(lines.slice(i, i + 512));
    } catch (error) {
      // Cut the failed lines off again, so that an answer of "not saved" holds after a restart
      // too; and rewrite the whole file from memory next time (the file may be gone or torn).
      await handle.truncate(this.#size).catch(() => undefined);
      this.#mustCompact = true;
      throw error;
    }
    this.#size += bytes;
    // A deleted or replaced file takes appends without complaint; they would be lost. The
    // check runs beside the flush (both wait in libuv's thread pool), not after it.
    const flushed = Promise.all([handle.datasync(), stat(this.#file)]).then(
      ([, now]) => {
        if (now.ino !== this.#inode) throw new Error(`the data file ${this.#file} was replaced by another file`);
      },
      (error: unknown) => {
        // Later writes may already be on their way, so the lines stay; the next write rewrites
        // the file from memory, where the failed changes are taken back.
        this.#mustCompact = true;
        throw error;
      },
    );
    const settled = flushed.then(
      () => undefined,
      () => {
        this.#mustCompact = true;
      },
    );
    this.#flushing.add(settled);
    void settled.then(() => this.#flushing.delete(settled));
    return { flushed };
  }
}
