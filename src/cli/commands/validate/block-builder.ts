/**
 * Gathers NDJSON input into blocks of whole lines, each in an ArrayBuffer of its own that can be
 * moved to a worker thread and back, and reused once the block is merged: in a long run the
 * reader allocates nothing per block, so its memory stays flat (fresh 1 MiB buffers per block were
 * tens of MiB of garbage that V8 frees only when it gets round to it).
 */

/** A new buffer's size: a block is about one read (1 MiB) and the part-line before it. */
const initialBytes = 2 << 20;

/** Buffers kept for reuse: more than the blocks in flight of a few workers. */
const maxSpare = 32;

export class BlockBuilder {
  private bytes: Uint8Array;
  private used = 0;
  private readonly spare: ArrayBuffer[] = [];

  constructor() {
    this.bytes = new Uint8Array(initialBytes);
  }

  /** How many bytes are gathered. */
  get length(): number {
    return this.used;
  }

  /** Adds `chunk` to the bytes gathered (growing the buffer by doubling when it is full). */
  append(chunk: Uint8Array): void {
    const needed = this.used + chunk.length;
    if (needed > this.bytes.length) {
      let size = this.bytes.length * 2;
      while (size < needed) size *= 2;
      const bytes = new Uint8Array(size);
      bytes.set(this.bytes.subarray(0, this.used));
      this.bytes = bytes;
    }
    this.bytes.set(chunk, this.used);
    this.used = needed;
  }

  /** Forgets the bytes gathered. */
  clear(): void {
    this.used = 0;
  }

  /** The bytes gathered, as a block that owns its buffer (from byte 0); gathering starts again. */
  take(): Uint8Array {
    const block = this.bytes.subarray(0, this.used);
    const buffer = this.spare.pop();
    this.bytes = buffer === undefined ? new Uint8Array(initialBytes) : new Uint8Array(buffer);
    this.used = 0;
    return block;
  }

  /** Gives a merged block's buffer back for a later block. */
  recycle(block: Uint8Array): void {
    const buffer = block.buffer as ArrayBuffer;
    if (this.spare.length < maxSpare && buffer.byteLength === initialBytes) this.spare.push(buffer);
  }
}
