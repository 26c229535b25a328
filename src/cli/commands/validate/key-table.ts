/**
 * A set of fixed-width byte keys, each with one number, in three typed arrays rather than a Map:
 * a Map of 44-character strings costs some 100 bytes an entry on the JavaScript heap, and a large
 * heap lets V8 keep more garbage; here an entry costs its key's bytes, 8 bytes for its number and
 * 8 to 16 bytes of index, outside the heap. Open addressing with linear probing over a power-of-two
 * index kept at most half full; the arrays grow by doubling.
 */
export class KeyTable {
  private keys: Uint8Array;
  private values: Float64Array;
  /** Entry number + 1 per slot; 0 is an empty slot. */
  private slots: Int32Array;
  private count = 0;

  /** A table of `width`-byte keys with room for `capacity` entries before it first grows. */
  constructor(
    private readonly width: number,
    capacity = 1024,
  ) {
    this.keys = new Uint8Array(capacity * width);
    this.values = new Float64Array(capacity);
    this.slots = new Int32Array(capacity * 2);
  }

  /** How many keys the table holds. */
  get size(): number {
    return this.count;
  }

  /** The bytes the table holds now (its arrays, whatever part of them is in use). */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength + this.slots.byteLength;
  }

  /**
   * The number kept for the key at `source[at .. at + width)`; when the table has no such key, adds
   * it with `value` and answers undefined.
   */
  getOrAdd(source: Uint8Array, at: number, value: number): number | undefined {
    const { width } = this;
    const mask = this.slots.length - 1;
    for (let slot = this.hash(source, at) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry === -1) break;
      if (this.equals(entry, source, at)) return this.values[entry];
    }
    if (this.count === this.values.length) this.grow();
    const entry = this.count++;
    this.keys.set(source.subarray(at, at + width), entry * width);
    this.values[entry] = value;
    this.place(entry);
    return undefined;
  }

  private equals(entry: number, source: Uint8Array, at: number): boolean {
    const { keys, width } = this;
    const base = entry * width;
    for (let i = 0; i < width; i++) if (keys[base + i] !== source[at + i]) return false;
    return true;
  }

  /** FNV-1a over the key's bytes: short keys are not random, digests are. */
  private hash(source: Uint8Array, at: number): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < this.width; i++) h = Math.imul(h ^ source[at + i]!, 0x01000193);
    return h >>> 0;
  }

  private place(entry: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hash(this.keys, entry * this.width) & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry + 1;
  }

  private grow(): void {
    const capacity = this.values.length * 2;
    const keys = new Uint8Array(capacity * this.width);
    keys.set(this.keys);
    const values = new Float64Array(capacity);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
    this.slots = new Int32Array(capacity * 2);
    for (let entry = 0; entry < this.count; entry++) this.place(entry);
  }
}
