/**
 * Where the store keeps the payload bytes it holds: copied into shared slabs rather than one
 * buffer each. A buffer of its own per record costs the garbage collector an external allocation
 * to track, count toward external memory and free; with ten thousand records held under load that
 * was a large part of a creation's cost. A slab is one such allocation for dozens of payloads,
 * each of which is a view of it.
 *
 * Records leave the store oldest first, so the live payloads fill a run of consecutive slabs: the
 * slabs beyond the budget are at most the oldest (partly evicted) and the newest (partly filled).
 * A record taken back after a failed save leaves its bytes unused in its slab until the slab's
 * other records are gone.
 */

/**
 * Largest slab, and the share of the byte budget one slab may take (so a small budget gets small
 * slabs). Under glibc's threshold for mapping memory of its own (128 KiB): larger slabs were new
 * pages from the kernel every time, and their page faults cost more than the copy.
 */
const maxSlabBytes = 64 * 1024;
const budgetShare = 16;
/** A payload larger than this share of a slab gets a buffer of its own (slabs stay well used). */
const ownBufferShare = 4;

/** Copies payload bytes into slabs; each copy is a view that stays valid while it is referenced. */
export class PayloadSlabs {
  readonly #slabBytes: number;
  #slab: Buffer | undefined;
  #used = 0;

  /** `budgetBytes`: the store's byte budget, which bounds the slab size to a sixteenth of it. */
  constructor(budgetBytes: number) {
    this.#slabBytes = Math.min(maxSlabBytes, Math.floor(budgetBytes / budgetShare));
  }

  /** A copy of `bytes` that shares no memory with them (nor with Node's shared pool or socket buffers). */
  copy(bytes: Buffer): Buffer {
    const length = bytes.length;
    if (length * ownBufferShare > this.#slabBytes) {
      const own = Buffer.allocUnsafeSlow(length);
      own.set(bytes);
      return own;
    }
    if (this.#slab === undefined || this.#used + length > this.#slabBytes) {
      this.#slab = Buffer.allocUnsafeSlow(this.#slabBytes);
      this.#used = 0;
    }
    const start = this.#used;
    // TypedArray#set is one memmove; Buffer#copy adds argument checks that cost more for a few KB.
    this.#slab.set(bytes, start);
    this.#used += length;
    return this.#slab.subarray(start, this.#used);
  }
}
