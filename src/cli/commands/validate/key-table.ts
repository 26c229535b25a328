/**
 * A set of fixed-width byte keys, each with one number, in typed arrays rather than a Map: a Map
 * of 44-character strings costs some 100 bytes an entry on the JavaScript heap, and a large heap
 * lets V8 keep more garbage; here an entry costs its key's bytes, 8 bytes for its number and 8 to
 * 16 bytes of index, outside the heap. Entries live in pages of a fixed number of entries, so
 * that growing never copies them (nor holds two copies at once); only the index doubles, and is
 * rebuilt. Open addressing with linear probing over a power-of-two index at most half full.
 */

/** Entries per page: 2^16 (2.2 MB of 33-byte keys, 0.5 MB of numbers). */
const pageBits = 16;
const pageSize = 1 << pageBits;
const pageMask = pageSize - 1;

export class KeyTable {
  private readonly keyPages: Uint8Array[] = [];
  private readonly valuePages: Float64Array[] = [];
  /** Entry number + 1 per slot; 0 is an empty slot. */
  private slots = new Int32Array(1024);
  private count = 0;

  /** A table of `width`-byte keys. */
  constructor(private readonly width: number) {}

  /** How many keys the table holds. */
  get size(): number {
    return this.count;
  }

  /** The bytes the table holds now (its pages and index, whatever part of them is in use). */
  get bytes(): number {
    return this.keyPages.length * pageSize * (this.width + 8) + this.slots.byteLength;
  }

  /**
   * The number kept for the key at `source[at .. at + width)`; when the table has no such key, adds
   * it with `value` and answers undefined.
   */
  getOrAdd(source: Uint8Array, at: number, value: number): number | undefined {
    const mask = this.slots.length - 1;
    for (let slot = hash(source, at, this.width) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry === -1) break;
      if (this.equals(entry, source, at)) return this.valuePages[entry >>> pageBits]![entry & pageMask];
    }
    const entry = this.count++;
    if ((entry & pageMask) === 0) {
      this.keyPages.push(new Uint8Array(pageSize * this.width));
      this.valuePages.push(new Float64Array(pageSize));
    }
    this.keyPages[entry >>> pageBits]!.set(source.subarray(at, at + this.width), (entry & pageMask) * this.width);
    this.valuePages[entry >>> pageBits]![entry & pageMask] = value;
    if (this.count * 2 <= this.slots.length) this.place(entry);
    else this.reindex(this.slots.length * 2);
    return undefined;
  }

  private equals(entry: number, source: Uint8Array, at: number): boolean {
    const { width } = this;
    const keys = this.keyPages[entry >>> pageBits]!;
    const base = (entry & pageMask) * width;
    for (let i = 0; i < width; i++) if (keys[base + i] !== source[at + i]) return false;
    return true;
  }

  private place(entry: number): void {
    const mask = this.slots.length - 1;
    const keys = this.keyPages[entry >>> pageBits]!;
    let slot = hash(keys, (entry & pageMask) * this.width, this.width) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  /** Places every entry in a new, empty index of `length` slots. */
  private reindex(length: number): void {
    this.slots = new Int32Array(length);
    for (let entry = 0; entry < this.count; entry++) this.place(entry);
  }
}

/** FNV-1a over a key's bytes: short keys are not random, digests are. */
function hash(source: Uint8Array, at: number, width: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < width; i++) h = Math.imul(h ^ source[at + i]!, 0x01000193);
  return h >>> 0;
}
