/**
 * A set of fixed-width byte keys, each with one number, in typed arrays rather than a Map: a Map
 * of 44-character strings costs some 100 bytes an entry on the JavaScript heap, and a large heap
 * lets V8 keep more garbage; here an entry costs its key's bytes, 8 bytes for its number and 8 to
 * 16 bytes of index, outside the heap. Entries live in pages of a fixed number of entries, so
 * that growing never copies them (nor holds two copies at once); only the index doubles, and is
 * rebuilt from the entries. Open addressing with linear probing over a power-of-two index at most
 * half full. The index grows in place, in a resizable ArrayBuffer: a new index per doubling left
 * the old ones (4 MiB, 2 MiB, ... at a million keys) as garbage that the main thread's small heap
 * collected late or never, so a long run held up to twice the index it needed.
 */

/** Entries per page: 2^16 (2.2 MB of 33-byte keys, 0.5 MB of numbers). */
const pageBits = 16;
const pageSize = 1 << pageBits;
const pageMask = pageSize - 1;

export class KeyTable {
  private readonly keyPages: Uint8Array[] = [];
  private readonly valuePages: Float64Array[] = [];
  /** Where the index lives; it grows in place (see reindex). */
  private readonly index = indexBuffer(initialSlots);
  /** Entry number + 1 per slot; 0 is an empty slot. */
  private slots: Int32Array = new Int32Array(this.index, 0, initialSlots);
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

  /** Places every entry in an empty index of `length` slots, grown in place when it can be. */
  private reindex(length: number): void {
    const { index } = this;
    if (index.resizable && length * 4 <= index.maxByteLength) {
      index.resize(length * 4);
      this.slots = new Int32Array(index, 0, length);
      this.slots.fill(0);
    } else {
      this.slots = new Int32Array(length);
    }
    for (let entry = 0; entry < this.count; entry++) this.place(entry);
  }
}

const initialSlots = 1024;

/**
 * The largest index grown in place: 2^28 slots (1 GiB of address space, reserved but only used as
 * the index grows), room for 2^27 keys; past that (or where the reservation fails) a new index is
 * allocated per doubling.
 */
const maxIndexBytes = 2 ** 30;

/** An ArrayBuffer that may be resizable (ES2024; Node.js 20 has it, the project's TypeScript lib does not). */
interface MaybeResizable extends ArrayBuffer {
  readonly resizable?: boolean;
  readonly maxByteLength: number;
  resize(byteLength: number): void;
}

const Resizable = ArrayBuffer as unknown as new (
  byteLength: number,
  options?: { maxByteLength: number },
) => MaybeResizable;

function indexBuffer(slots: number): MaybeResizable {
  try {
    return new Resizable(slots * 4, { maxByteLength: maxIndexBytes });
  } catch {
    return new Resizable(slots * 4);
  }
}

/** FNV-1a over a key's bytes: short keys are not random, digests are. */
function hash(source: Uint8Array, at: number, width: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < width; i++) h = Math.imul(h ^ source[at + i]!, 0x01000193);
  return h >>> 0;
}
