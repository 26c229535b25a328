/** The sandbox's consent requests: records, their payloads and status history, in memory. */
import { randomUUID } from 'node:crypto';
import type { ConsentRequest, ConsentRequestRecord } from '../../../generated/types.js';
import { sameJson } from './canonical.js';
import { paths } from '../http/paths.js';

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

const idempotencyKey = (clientId: string, requestId: string): string => `${clientId}\u0000${requestId}`;

/** How much a store keeps before it evicts the oldest records. */
export interface StoreLimits {
  readonly maxRecords: number;
  /** Budget for the stored payload bytes; the newest record is kept even when it alone exceeds it. */
  readonly maxStoredBytes: number;
}

/**
 * Records by crId, plus an index by (client, requestId) for idempotency; the oldest are evicted
 * first once either the record count or the payload bytes exceed their limit.
 */
export class RecordStore {
  readonly #byCrId = new Map<string, StoredRequest>();
  readonly #byRequestId = new Map<string, string>();
  readonly #limits: StoreLimits;
  /** Bytes of the payloads held: a count alone would let ~1 MiB payloads use gigabytes. */
  #storedBytes = 0;
  /**
   * crIds oldest first, from #head on. Eviction reads this queue rather than iterating the Map,
   * whose iteration from the start slows down as deleted entries pile up.
   */
  #order: string[] = [];
  #head = 0;

  constructor(limits: StoreLimits, initial: readonly StoredRequest[] = []) {
    this.#limits = limits;
    for (const stored of initial) this.#add(stored);
  }

  get size(): number {
    return this.#byCrId.size;
  }

  /** Bytes of the stored payloads. */
  get storedBytes(): number {
    return this.#storedBytes;
  }

  get(crId: string): StoredRequest | undefined {
    return this.#byCrId.get(crId);
  }

  /** Creates a pending record, or finds the one this client already made with this requestId. */
  create(clientId: string, payload: ConsentRequest, payloadJson: Buffer, baseUrl: string, now: number): CreateOutcome {
    const known = this.#byRequestId.get(idempotencyKey(clientId, payload.requestId));
    const existing = known === undefined ? undefined : this.#byCrId.get(known);
    if (existing !== undefined) return { kind: sameJson(payloadOf(existing), payload) ? 'replayed' : 'conflict', stored: existing };
    const crId = `cr_${randomUUID().replaceAll('-', '')}`;
    const createdAt = new Date(now).toISOString();
    const stored: StoredRequest = {
      clientId,
      payloadJson,
      record: {
        crId,
        createdAt,
        dpHash: payload.dataPrincipal.dpHash,
        fidId: payload.fiduciary.fidId,
        redirectUrl: `${baseUrl}${paths.consentPage}?cr_id=${encodeURIComponent(crId)}`,
        requestId: payload.requestId,
        serviceId: payload.service.id,
        status: 'pending',
      },
      history: [{ event: 'created', status: 'pending', at: createdAt }],
      parentVerified: false,
    };
    this.#add(stored);
    return { kind: 'created', stored };
  }

  /** Appends an event and moves the record to its status. */
  record(stored: StoredRequest, entry: HistoryEntry): void {
    stored.history.push(entry);
    stored.record = { ...stored.record, status: entry.status };
    if (entry.event === 'parent-verified') stored.parentVerified = true;
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

  #add(stored: StoredRequest): void {
    this.#byCrId.set(stored.record.crId, stored);
    this.#byRequestId.set(idempotencyKey(stored.clientId, stored.record.requestId), stored.record.crId);
    this.#order.push(stored.record.crId);
    this.#storedBytes += stored.payloadJson.length;
    // size > 1: the record just added stays, whatever its size, so creation always succeeds.
    while (this.#byCrId.size > this.#limits.maxRecords || (this.#storedBytes > this.#limits.maxStoredBytes && this.#byCrId.size > 1)) {
      // Entries whose record was removed already are skipped (the queue keeps their crIds).
      const oldest = this.#byCrId.get(this.#order[this.#head++] as string);
      if (oldest !== undefined) this.#forget(oldest);
    }
    if (this.#head > 4096 && this.#head * 2 > this.#order.length) {
      this.#order = this.#order.slice(this.#head);
      this.#head = 0;
    }
  }

  #forget(stored: StoredRequest): void {
    this.#byCrId.delete(stored.record.crId);
    this.#byRequestId.delete(idempotencyKey(stored.clientId, stored.record.requestId));
    this.#storedBytes -= stored.payloadJson.length;
  }
}
