/** The sandbox's consent requests: records, their payloads and status history, in memory. */
import { randomUUID } from 'node:crypto';
import type { ConsentRequest, ConsentRequestRecord } from '../../../generated/types.js';
import { sameJson } from './canonical.js';
import { appendCapped, createdEntryBytes, entryBytes, maxHistoryEntries } from './history.js';
import { PayloadSlabs } from './payload-slabs.js';
import { paths } from '../http/paths.js';
import { isoTime } from './iso-time.js';

/** Statuses the sandbox uses; the interface documents only pending (see DECISIONS.md). */
export type SandboxStatus = 'pending' | 'granted' | 'revoked';

/** One step in a consent request's life. */
export interface HistoryEntry {
  readonly event: 'created' | 'parent-verified' | 'granted' | 'revoked';
  /** The status after this event. */
  readonly status: SandboxStatus;
  readonly at: string;
  /** For granted: the data category ids chosen per purposeId (mandatory ones always included). */
  readonly categories?: Readonly<Record<string, readonly string[]>>;
}

/** A stored consent request. */
export interface StoredRequest {
  readonly clientId: string;
  /**
   * The payload as received (UTF-8 JSON bytes): one buffer outside the JS heap per record,
   * instead of a tree of small objects, keeps garbage collection cheap when thousands are held.
   */
  readonly payloadJson: Buffer;
  record: ConsentRequestRecord;
  readonly history: HistoryEntry[];
  parentVerified: boolean;
}

/** What creation found: a new record, a replay of the same payload, or a conflicting reuse. */
export type CreateOutcome =
  | { readonly kind: 'created'; readonly stored: StoredRequest }
  | { readonly kind: 'replayed'; readonly stored: StoredRequest }
  | { readonly kind: 'conflict'; readonly stored: StoredRequest };

/** The stored payload, parsed (it was validated before it was stored). */
export function payloadOf(stored: StoredRequest): ConsentRequest {
  return JSON.parse(stored.payloadJson.toString('utf8')) as ConsentRequest;
}

/** Where `{"crId":"` ends in the JSON text of a record (its first key). */
const crIdStart = '{"crId":"'.length;

/**
 * A record the store created, kept as few objects as possible: under load ten thousand are held,
 * each promoted to the old generation and then dropped, and every object of theirs costs the
 * garbage collector (a record as plain objects was about fifteen: the record, its strings, its
 * history, a buffer view). Kept: the record's JSON text as created (what the creation answers),
 * its crId (a slice of that text), the requestId, and where the payload's bytes sit. The record
 * and the history are made from the text the first time someone asks for them (the consent page,
 * an event, an inspection, a replay), and kept from then on.
 */
export class CreatedRequest implements StoredRequest {
  readonly clientId: string;
  /** The record's crId and requestId: the store's keys. */
  readonly crId: string;
  readonly requestId: string;
  parentVerified = false;
  /** What the record counts toward the store's byte budget; the store keeps it up to date. */
  weight = 0;
  /** JSON.stringify of the record as created. */
  readonly #text: string;
  readonly #bytes: ArrayBufferLike;
  readonly #offset: number;
  readonly #length: number;
  #record: ConsentRequestRecord | undefined;
  #history: HistoryEntry[] | undefined;

  constructor(clientId: string, record: ConsentRequestRecord, payloadJson: Buffer) {
    this.clientId = clientId;
    this.#text = JSON.stringify(record);
    this.crId = this.#text.slice(crIdStart, crIdStart + record.crId.length);
    this.requestId = record.requestId;
    this.#bytes = payloadJson.buffer;
    this.#offset = payloadJson.byteOffset;
    this.#length = payloadJson.length;
  }

  /** The payload as received: a new view of the stored bytes on each read. */
  get payloadJson(): Buffer {
    return Buffer.from(this.#bytes, this.#offset, this.#length);
  }

  get record(): ConsentRequestRecord {
    this.#record ??= this.peekRecord();
    return this.#record;
  }

  set record(record: ConsentRequestRecord) {
    this.#record = record;
  }

  get history(): HistoryEntry[] {
    this.#history ??= this.peekHistory();
    return this.#history;
  }

  /** The record's JSON text (as JSON.stringify writes it), without keeping a record object. */
  recordText(): string {
    return this.#record === undefined ? this.#text : JSON.stringify(this.#record);
  }

  /** The record, without keeping it (a new object when none is kept). */
  peekRecord(): ConsentRequestRecord {
    return this.#record ?? (JSON.parse(this.#text) as ConsentRequestRecord);
  }

  /** The history, without keeping it (a new array when none is kept). */
  peekHistory(): HistoryEntry[] {
    return this.#history ?? [{ event: 'created', status: 'pending', at: this.peekRecord().createdAt }];
  }
}

/** The record's JSON text, as `JSON.stringify(stored.record)` writes it. */
export function recordText(stored: StoredRequest): string {
  return stored instanceof CreatedRequest ? stored.recordText() : JSON.stringify(stored.record);
}

/** The record, without making a compact record keep one. */
export function recordOf(stored: StoredRequest): ConsentRequestRecord {
  return stored instanceof CreatedRequest ? stored.peekRecord() : stored.record;
}

/** The history, without making a compact record keep one. */
export function historyOf(stored: StoredRequest): readonly HistoryEntry[] {
  return stored instanceof CreatedRequest ? stored.peekHistory() : stored.history;
}

const crIdOf = (stored: StoredRequest): string => (stored instanceof CreatedRequest ? stored.crId : stored.record.crId);
const requestIdOf = (stored: StoredRequest): string =>
  stored instanceof CreatedRequest ? stored.requestId : stored.record.requestId;

/**
 * A change to the store, in the order it happened: what a data file journal appends. `put` is a
 * record's whole state (a creation, or a record put back as it was after a failed save).
 */
export type StoreChange =
  | { readonly kind: 'put'; readonly stored: StoredRequest }
  | { readonly kind: 'event'; readonly crId: string; readonly entry: HistoryEntry }
  | { readonly kind: 'drop'; readonly crId: string };

/** What {@link RecordStore.record} changed, so that {@link RecordStore.undo} can take it back. */
export interface RecordedChange {
  readonly stored: StoredRequest;
  readonly entry: HistoryEntry;
  /** Old entries the cap dropped to make room. */
  readonly dropped: readonly HistoryEntry[];
}

/** How much a store keeps before it evicts the oldest records. */
export interface StoreLimits {
  readonly maxRecords: number;
  /**
   * Budget for the stored bytes: payloads as received plus history entries as JSON. The newest
   * record (or the one just changed) is kept even when it alone exceeds it.
   */
  readonly maxStoredBytes: number;
}

/**
 * Records by crId, plus an index by (client, requestId) for idempotency; the oldest are evicted
 * first once either the record count or the stored bytes exceed their limit. Every change is
 * told to `onChange` (the data file's journal) as it happens.
 */
export class RecordStore {
  readonly #byCrId = new Map<string, StoredRequest>();
  /**
   * Records by requestId, one Map per client: the requestId itself is the key, so no key string
   * is made and kept per record.
   */
  readonly #byRequestId = new Map<string, Map<string, StoredRequest>>();
  readonly #limits: StoreLimits;
  /** Where the payloads of created records are kept. */
  readonly #slabs: PayloadSlabs;
  /** Bytes of the payloads and histories held: a count alone would let ~1 MiB payloads use gigabytes. */
  #storedBytes = 0;
  /**
   * What each record given at construction counts toward #storedBytes (a created record keeps
   * its own). A Map, not a WeakMap: the store holds its records anyway and forgets them itself,
   * and a WeakMap's ephemerons cost the garbage collector.
   */
  readonly #weights = new Map<StoredRequest, number>();
  #onChange: ((change: StoreChange) => void) | undefined;
  /**
   * The order in which history entries were added, so an undone change puts dropped ones back in
   * place. Only entries after the first (`created`, which is never dropped) get a number.
   */
  readonly #seq = new WeakMap<HistoryEntry, number>();
  #nextSeq = 0;
  /**
   * crIds oldest first: a ring (#head, #queued) that doubles when full, so that steady traffic
   * allocates nothing for it (a growing array, sliced now and then, was a large allocation that
   * lived long enough to be promoted). Eviction reads this queue rather than iterating the Map,
   * whose iteration from the start slows down as deleted entries pile up.
   */
  #order: Array<string | undefined> = new Array<string | undefined>(16).fill(undefined);
  #head = 0;
  #queued = 0;

  constructor(limits: StoreLimits, initial: readonly StoredRequest[] = []) {
    this.#limits = limits;
    this.#slabs = new PayloadSlabs(limits.maxStoredBytes);
    for (const stored of initial) {
      const over = stored.history.length - maxHistoryEntries;
      if (over > 0) stored.history.splice(1, over);
      this.#add(stored);
    }
  }

  /** Sets the one listener told of every change from now on (records loaded at construction are not). */
  onChange(listener: (change: StoreChange) => void): void {
    this.#onChange = listener;
  }

  get size(): number {
    return this.#byCrId.size;
  }

  /** Bytes of the stored payloads and histories. */
  get storedBytes(): number {
    return this.#storedBytes;
  }

  get(crId: string): StoredRequest | undefined {
    return this.#byCrId.get(crId);
  }

  /**
   * Creates a pending record, or finds the one this client already made with this requestId. A
   * new record keeps a copy of `payloadJson` (the caller's buffer may be a view of a socket's).
   */
  create(clientId: string, payload: ConsentRequest, payloadJson: Buffer, baseUrl: string, now: number): CreateOutcome {
    const existing = this.#byRequestId.get(clientId)?.get(payload.requestId);
    if (existing !== undefined)
      return { kind: sameJson(payloadOf(existing), payload) ? 'replayed' : 'conflict', stored: existing };
    const crId = `cr_${randomUUID().replaceAll('-', '')}`;
    const createdAt = isoTime(now);
    const stored = new CreatedRequest(
      clientId,
      {
        crId,
        createdAt,
        dpHash: payload.dataPrincipal.dpHash,
        fidId: payload.fiduciary.fidId,
        // A crId (cr_ and hex digits) needs no percent-encoding.
        redirectUrl: `${baseUrl}${paths.consentPage}?cr_id=${crId}`,
        requestId: payload.requestId,
        serviceId: payload.service.id,
        status: 'pending',
      },
      this.#slabs.copy(payloadJson),
    );
    this.#add(stored, payloadJson.length + createdEntryBytes(createdAt));
    return { kind: 'created', stored };
  }

  /**
   * Appends an event (the history keeps `created` and the latest entries) and moves the record
   * to its status; then evicts older records while the byte budget is exceeded.
   */
  record(stored: StoredRequest, entry: HistoryEntry): RecordedChange {
    this.#seq.set(entry, this.#nextSeq++);
    const dropped = applyEvent(stored, entry);
    this.#reweigh(stored);
    this.#onChange?.({ kind: 'event', crId: crIdOf(stored), entry });
    this.#evict(stored);
    return { stored, entry, dropped };
  }

  /**
   * Takes back a recorded change whose save failed: the entry leaves the history, the entries
   * the cap dropped for it come back, and status and parent flag follow. Order-independent, so
   * two changes of one failed write can be undone in any order.
   */
  undo(change: RecordedChange): void {
    const { stored, entry, dropped } = change;
    const at = stored.history.indexOf(entry);
    if (at < 0) return;
    stored.history.splice(at, 1);
    // Each dropped entry goes back where it was: before the first entry that came after it.
    for (const back of dropped) {
      const seq = this.#seq.get(back) ?? 0;
      const i = stored.history.findIndex((e, j) => j > 0 && (this.#seq.get(e) ?? 0) > seq);
      stored.history.splice(i < 0 ? stored.history.length : i, 0, back);
    }
    if (stored.history.length > maxHistoryEntries) stored.history.splice(1, stored.history.length - maxHistoryEntries);
    stored.record = { ...stored.record, status: (stored.history.at(-1) as HistoryEntry).status };
    if (entry.event === 'parent-verified') stored.parentVerified = false;
    if (!this.#holds(stored)) return;
    this.#reweigh(stored);
    // The journal may hold the failed event: the whole record, as it is now, supersedes it.
    this.#onChange?.({ kind: 'put', stored });
  }

  /** Takes back a record just created (its save failed), so that a retry creates it anew. */
  remove(stored: StoredRequest): void {
    if (!this.#holds(stored)) return;
    this.#forget(stored);
  }

  /** Everything, oldest first, for the data file. */
  all(): StoredRequest[] {
    return [...this.#byCrId.values()];
  }

  /** Whether `stored` is held (not evicted or removed). */
  #holds(stored: StoredRequest): boolean {
    return this.#byCrId.get(crIdOf(stored)) === stored;
  }

  /** `weight`: what the record counts toward #storedBytes, when the caller knows it without writing JSON. */
  #add(stored: StoredRequest, weight?: number): void {
    this.#byCrId.set(crIdOf(stored), stored);
    let ofClient = this.#byRequestId.get(stored.clientId);
    if (ofClient === undefined) this.#byRequestId.set(stored.clientId, (ofClient = new Map()));
    ofClient.set(requestIdOf(stored), stored);
    this.#enqueue(crIdOf(stored));
    // A created record's history is only `created`, which gets no number.
    if (!(stored instanceof CreatedRequest))
      for (let i = 1; i < stored.history.length; i++) this.#seq.set(stored.history[i] as HistoryEntry, this.#nextSeq++);
    // A record just added has no weight counted yet.
    const counted = weight ?? weightOf(stored);
    this.#storedBytes += counted;
    this.#setWeight(stored, counted);
    this.#onChange?.({ kind: 'put', stored });
    this.#evict(stored);
  }

  #weightOf(stored: StoredRequest): number {
    return stored instanceof CreatedRequest ? stored.weight : (this.#weights.get(stored) ?? 0);
  }

  #setWeight(stored: StoredRequest, weight: number): void {
    if (stored instanceof CreatedRequest) stored.weight = weight;
    else this.#weights.set(stored, weight);
  }

  #enqueue(crId: string): void {
    if (this.#queued === this.#order.length) {
      // Full: the same order in a ring twice the size.
      const order = this.#order;
      this.#order = Array.from({ length: order.length * 2 }, (_, i) =>
        i < order.length ? order[(this.#head + i) % order.length] : undefined,
      );
      this.#head = 0;
    }
    this.#order[(this.#head + this.#queued) % this.#order.length] = crId;
    this.#queued++;
  }

  /** Evicts the oldest records while a limit is exceeded, but never `keep` (the one just added or changed). */
  #evict(keep: StoredRequest): void {
    while (
      this.#byCrId.size > this.#limits.maxRecords ||
      (this.#storedBytes > this.#limits.maxStoredBytes && this.#byCrId.size > 1)
    ) {
      // crIds of records removed already are skipped (the queue still lists them).
      const oldest = this.#byCrId.get(this.#order[this.#head] as string);
      // The record just changed is the oldest: it stays, over budget by at most its history, until the next creation.
      if (oldest === keep) break;
      this.#order[this.#head] = undefined;
      this.#head = (this.#head + 1) % this.#order.length;
      this.#queued--;
      if (oldest !== undefined) this.#forget(oldest);
    }
  }

  /** Counts the record's current payload and history bytes in #storedBytes. */
  #reweigh(stored: StoredRequest): void {
    // A record no longer held must not be weighed again (the Map would then keep it alive).
    if (!this.#holds(stored)) return;
    const weight = weightOf(stored);
    this.#storedBytes += weight - this.#weightOf(stored);
    this.#setWeight(stored, weight);
  }

  #forget(stored: StoredRequest): void {
    const crId = crIdOf(stored);
    this.#byCrId.delete(crId);
    this.#byRequestId.get(stored.clientId)?.delete(requestIdOf(stored));
    this.#storedBytes -= this.#weightOf(stored);
    this.#weights.delete(stored);
    this.#onChange?.({ kind: 'drop', crId });
  }
}

/** What a record counts toward the byte budget: its payload and its history entries as JSON. */
function weightOf(stored: StoredRequest): number {
  let weight = stored.payloadJson.length;
  for (const entry of stored.history) weight += entryBytes(entry);
  return weight;
}

/**
 * Applies an event to a record (history, status, parent flag); returns the entries the history
 * cap dropped. Shared by the store and the data file's replay, so both keep the same history.
 */
export function applyEvent(
  stored: Pick<StoredRequest, 'history' | 'record' | 'parentVerified'>,
  entry: HistoryEntry,
): HistoryEntry[] {
  const dropped = appendCapped(stored.history, entry);
  stored.record = { ...stored.record, status: entry.status };
  if (entry.event === 'parent-verified') stored.parentVerified = true;
  return dropped;
}
