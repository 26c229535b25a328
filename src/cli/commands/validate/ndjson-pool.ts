/**
 * The worker threads of `validate --ndjson --jobs N`: a fixed set of workers, each sent blocks of
 * lines in turn. node:worker_threads rather than piscina or tinypool: this needs a fixed pool, one
 * kind of task, no cancellation and no task queue of its own (the reader in ndjson.ts bounds the
 * blocks in flight), and one idle pool per size kept for the next check (takePool, releasePool),
 * which is some 100 lines; a pool package would be a runtime dependency of a package whose cold
 * start is benchmarked. Loaded only with --jobs > 1.
 */
import { Worker } from 'node:worker_threads';
import { WorkerFailure, type BlockResult } from './ndjson-block.js';

/** A block of whole lines to check. */
export interface BlockTask {
  readonly id: number;
  /** Whole lines; its buffer holds nothing else (the worker writes the keys after the text). */
  readonly block: Uint8Array;
  readonly strict: boolean;
  /** How many diagnostics to place at most (see checkBlock). */
  readonly budget: number;
}

/** A worker's answer to one task. */
export type BlockReply =
  | { readonly id: number; readonly result: BlockResult; readonly block: Uint8Array }
  | { readonly id: number; readonly error: string };

/** A checked block: what was found, and its bytes back (moved to the worker and back). */
export interface CheckedBlock {
  readonly result: BlockResult;
  /** The block's bytes, back; result's keys may sit in its buffer after them (merge before reusing it). */
  readonly block: Uint8Array;
}

interface Waiting {
  readonly resolve: (checked: CheckedBlock) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The worker script sits beside this module: ndjson-worker.cjs beside the bundled bin (main.cjs),
 * ndjson-worker.js beside the compiled module. From the TypeScript source (the tests run it) the
 * worker loads the .ts file through tsx, a development dependency.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const url = JSON.stringify(new URL('ndjson-worker.ts', here).href);
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); })`, {
      eval: true,
      resourceLimits,
    });
  }
  return new Worker(new URL(here.endsWith('.cjs') ? 'ndjson-worker.cjs' : 'ndjson-worker.js', here), {
    execArgv: [],
    resourceLimits,
  });
}

/**
 * A worker's young generation, fixed small: V8 doubles an isolate's semi-spaces whenever the bytes
 * that survived scavenges since the last doubling exceed them, so in a long run each worker's heap
 * grew by 4 MiB, then 8, up to V8's maximum (16 MiB semi-spaces), long after the first 100,000
 * lines: memory that grew with the input's length. A line's objects die young, so a scavenge
 * costs about what its few survivors do, whatever the semi-space's size: 2 MiB semi-spaces (6 MiB
 * young generation, V8's rule of three semi-spaces' worth) cost no measurable CPU time and keep
 * the heap flat from the first blocks on.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 6 };

/** A pool of `size` workers. */
export class BlockPool {
  private readonly workers: Worker[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private closing = false;
  private failure: WorkerFailure | undefined;
  /** Closes the pool when it has been idle too long (see releasePool). */
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) {
      const worker = startWorker();
      worker.on('message', (reply: BlockReply) => this.answer(reply));
      worker.on('error', (error) => this.fail(new WorkerFailure(`an NDJSON worker thread failed: ${error.message}`)));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new WorkerFailure(`an NDJSON worker thread stopped (exit code ${code})`));
      });
      this.workers.push(worker);
    }
  }

  /**
   * Checks `block` (whole lines, ending with a newline) in the next worker in turn. The block's
   * buffer is moved to the worker, not copied (so `block` is empty here until the answer comes):
   * the block must be the only view of its buffer (BlockBuilder.take). The worker moves it back.
   */
  check(block: Uint8Array, strict: boolean, budget: number): Promise<CheckedBlock> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const worker = this.workers[id % this.workers.length]!;
    return new Promise<CheckedBlock>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, block, strict, budget } satisfies BlockTask, [block.buffer as ArrayBuffer]);
    });
  }

  /** How many blocks are being checked (sent, not yet answered). */
  get inFlight(): number {
    return this.waiting.size;
  }

  /** Whether the pool can take more blocks: no worker has failed and it is not closed. */
  get usable(): boolean {
    return this.failure === undefined && !this.closing;
  }

  /** Stops every worker; blocks still being checked fail. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.idleTimer);
    this.fail(new WorkerFailure('the NDJSON worker threads were stopped'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  /**
   * Idle: its workers no longer keep the process alive, and it closes itself after `idleMs`
   * unless taken again first (takePool).
   */
  rest(idleMs: number, onClose: () => void): void {
    for (const worker of this.workers) worker.unref();
    this.idleTimer = setTimeout(() => {
      onClose();
      void this.close();
    }, idleMs);
    this.idleTimer.unref();
  }

  /** Busy again: its workers keep the process alive while they hold blocks. */
  wake(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    for (const worker of this.workers) worker.ref();
  }

  private answer(reply: BlockReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if ('result' in reply) waiting.resolve(reply);
    else waiting.reject(new WorkerFailure(`an NDJSON worker thread failed: ${reply.error}`));
  }

  /** A worker that dies fails every task in flight, and every later one. */
  private fail(error: WorkerFailure): void {
    this.failure ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
  }
}

/**
 * Idle pools by size, kept for the next check of the same size: starting a worker costs more than
 * a small input's check (it loads the validator; from the TypeScript source, tsx too), and a
 * command line with several NDJSON inputs, or a host that checks one after another, would pay it
 * per input. One per size at most.
 */
const idlePools = new Map<number, BlockPool>();

/** How long an idle pool waits for another check before its workers stop (they hold memory). */
export const poolIdleMs = 5_000;

/** A pool of `size` workers: an idle one of that size when there is one, else a new one. */
export function takePool(size: number): BlockPool {
  const idle = idlePools.get(size);
  idlePools.delete(size);
  if (idle?.usable) {
    idle.wake();
    return idle;
  }
  // A worker of it died while it was idle: its other workers stop now.
  if (idle !== undefined) void idle.close();
  return new BlockPool(size);
}

/**
 * Gives back a pool taken with takePool: kept idle (its workers do not keep the process alive,
 * and stop after `idleMs`) when it is sound and holds no block, else closed.
 */
export async function releasePool(pool: BlockPool, idleMs = poolIdleMs): Promise<void> {
  if (!pool.usable || pool.inFlight > 0) return pool.close();
  const replaced = idlePools.get(pool.size);
  idlePools.set(pool.size, pool);
  pool.rest(idleMs, () => {
    if (idlePools.get(pool.size) === pool) idlePools.delete(pool.size);
  });
  if (replaced !== undefined && replaced !== pool) await replaced.close();
}

/** Stops every idle pool's workers now (a host that wants its threads gone before it exits). */
export async function closeIdlePools(): Promise<void> {
  const pools = [...idlePools.values()];
  idlePools.clear();
  await Promise.all(pools.map((pool) => pool.close()));
}
