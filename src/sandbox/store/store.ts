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

const idempotencyKey = (clientId: string, requestId: string): string => `${clientId}\u0000${requestId}`;

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
  readonly #byRequestId = new Map<string, string>();
  readonly #limits: StoreLimits;
  /** Where the payloads of created records are kept. */
  readonly #slabs: PayloadSlabs;
  /** Bytes of the payloads and histories held: a count alone would let ~1 MiB payloads use gigabytes. */
  #storedBytes = 0;
  /**
   * What each record counts toward #storedBytes. A Map, not a WeakMap: the store holds its records
   * anyway and forgets them itself, and a WeakMap's ephemerons cost the garbage collector on every
   * creation.
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
   * crIds oldest first, from #head on. Eviction reads this queue rather than iterating the Map,
   * whose iteration from the start slows down as deleted entries pile up.
   */
  #order: string[] = [];
  #head = 0;

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
    const key = idempotencyKey(clientId, payload.requestId);
    const known = this.#byRequestId.get(key);
    const existing = known === undefined ? undefined : this.#byCrId.get(known);
    if (existing !== undefined)
      return { kind: sameJson(payloadOf(existing), payload) ? 'replayed' : 'conflict', stored: existing };
    const crId = `cr_${randomUUID().replaceAll('-', '')}`;
    const createdAt = isoTime(now);
    const stored: StoredRequest = {
      clientId,
      payloadJson: this.#slabs.copy(payloadJson),
      record: {
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
      history: [{ event: 'created', status: 'pending', at: createdAt }],
      parentVerified: false,
    };
    this.#add(stored, key, stored.payloadJson.length + createdEntryBytes(createdAt));
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
    this.#onChange?.({ kind: 'event', crId: stored.record.crId, entry });
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
    if (this.#byCrId.get(stored.record.crId) !== stored) return;
    this.#reweigh(stored);
    // The journal may hold the failed event: the whole record, as it is now, supersedes it.
    this.#onChange?.({ kind: 'put', stored });
  }

  /** Takes back a record just created (its save failed), so that a retry creates it anew. */
  remove(stored: StoredRequest): void {
    if (this.#byCrId.get(stored.record.crId) !== stored) return;
    this.#forget(stored);
  }

  /** Everything, oldest first, for the data file. */
  all(): StoredRequest[] {
    return [...this.#byCrId.values()];
  }

  /** `weight`: what the record counts toward #storedBytes, when the caller knows it without writing JSON. */
  #add(stored: StoredRequest, key = idempotencyKey(stored.clientId, stored.record.requestId), weight?: number): void {
    this.#byCrId.set(stored.record.crId, stored);
    this.#byRequestId.set(key, stored.record.crId);
    this.#order.push(stored.record.crId);
    for (let i = 1; i < stored.history.length; i++) this.#seq.set(stored.history[i] as HistoryEntry, this.#nextSeq++);
    // A record just added has no weight counted yet.
    const counted = weight ?? weightOf(stored);
    this.#storedBytes += counted;
    this.#weights.set(stored, counted);
    this.#onChange?.({ kind: 'put', stored });
    this.#evict(stored);
  }

  /** Evicts the oldest records while a limit is exceeded, but never `keep` (the one just added or changed). */
  #evict(keep: StoredRequest): void {
    while (
      this.#byCrId.size > this.#limits.maxRecords ||
      (this.#storedBytes > this.#limits.maxStoredBytes && this.#byCrId.size > 1)
    ) {
      // Entries whose record was removed already are skipped (the queue keeps their crIds).
      const oldest = this.#byCrId.get(this.#order[this.#head] as string);
      // The record just changed is the oldest: it stays, over budget by at most its history, until the next creation.
      if (oldest === keep) break;
      this.#head++;
      if (oldest !== undefined) this.#forget(oldest);
    }
    if (this.#head > 4096 && this.#head * 2 > this.#order.length) {
      this.#order = this.#order.slice(this.#head);
      this.#head = 0;
    }
  }

  /** Counts the record's current payload and history bytes in #storedBytes. */
  #reweigh(stored: StoredRequest): void {
    // A record no longer held must not be weighed again (the Map would then keep it alive).
    if (this.#byCrId.get(stored.record.crId) !== stored) return;
    const weight = weightOf(stored);
    this.#storedBytes += weight - (this.#weights.get(stored) ?? 0);
    this.#weights.set(stored, weight);
  }

  #forget(stored: StoredRequest): void {
    this.#byCrId.delete(stored.record.crId);
    this.#byRequestId.delete(idempotencyKey(stored.clientId, stored.record.requestId));
    this.#storedBytes -= this.#weights.get(stored) ?? 0;
    this.#weights.delete(stored);
    this.#onChange?.({ kind: 'drop', crId: stored.record.crId });
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
