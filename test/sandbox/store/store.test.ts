import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/sandbox/store/canonical.js';
import { RequestLog } from '../../../src/sandbox/http/request-log.js';
import {
  historyOf,
  payloadOf,
  recordOf,
  recordText,
  RecordStore,
  type HistoryEntry,
  type StoreChange,
  type StoredRequest,
} from '../../../src/sandbox/store/store.js';
import { putLine } from '../../../src/sandbox/store/journal-lines.js';
import { entryBytes, maxHistoryEntries } from '../../../src/sandbox/store/history.js';
import { adultPayload } from '../support.js';

const create = (store: RecordStore, payload = adultPayload(), clientId = 'df') =>
  store.create(clientId, payload, Buffer.from(JSON.stringify(payload)), 'http://127.0.0.1:1', Date.now());

const limits = (maxRecords: number, maxStoredBytes = Number.MAX_SAFE_INTEGER) => ({ maxRecords, maxStoredBytes });
const size = (payload: object) => Buffer.byteLength(JSON.stringify(payload));

describe('RecordStore', () => {
  it('keeps the stored payload bytes within maxStoredBytes, dropping the oldest and their requestIds', () => {
    const payloads = Array.from({ length: 6 }, () => adultPayload());
    const one = size(payloads[0]);
    const store = new RecordStore(limits(1000, Math.floor(2.5 * one)));
    const createdList = payloads.map((p) => create(store, p));
    const created3 = createdList[3];
    expect(store.size).toBe(2);
    const created = (i: number) => entryBytes(createdList[i]!.stored.history[0]!);
    expect(store.storedBytes).toBe(2 * one + created(4) + created(5));
    expect(store.storedBytes).toBeLessThanOrEqual(2.5 * one);
    expect(store.get(created3!.stored.record.crId)).toBeUndefined();
    expect(store.all().map((s) => s.record.requestId)).toEqual([payloads[4].requestId, payloads[5].requestId]);
    expect(create(store, payloads[0]).kind).toBe('created'); // forgotten, so a new record
    expect(create(store, payloads[5]).kind).toBe('replayed');
  });

  it('keeps the newest record even when it alone is over the byte budget', () => {
    const store = new RecordStore(limits(10, 10));
    create(store);
    const newest = create(store);
    expect(store.all()).toEqual([newest.stored]);
  });

  it('takes back a removed record: its requestId and bytes are forgotten, the others stay', () => {
    const store = new RecordStore(limits(10));
    const kept = create(store);
    const payload = adultPayload();
    const removed = create(store, payload);
    store.remove(removed.stored);
    expect(store.all()).toEqual([kept.stored]);
    expect(store.storedBytes).toBe(kept.stored.payloadJson.length + entryBytes(kept.stored.history[0]!));
    expect(create(store, payload).kind).toBe('created');
  });

  it('keeps at most maxRecords, dropping the oldest and its requestId', () => {
    const store = new RecordStore(limits(3));
    const payloads = Array.from({ length: 5 }, () => adultPayload());
    const created = payloads.map((p) => create(store, p));
    expect(store.size).toBe(3);
    expect(store.get(created[0]!.stored.record.crId)).toBeUndefined();
    expect(store.get(created[1]!.stored.record.crId)).toBeUndefined();
    expect(store.get(created[4]!.stored.record.crId)).toBeDefined();
    expect(create(store, payloads[0]).kind).toBe('created'); // forgotten, so a new record
    expect(create(store, payloads[4]).kind).toBe('replayed');
    expect(store.all().map((s) => s.record.requestId)).toEqual([
      payloads[3].requestId,
      payloads[4].requestId,
      payloads[0].requestId,
    ]);
  });

  it('stays bounded over many evictions', () => {
    const store = new RecordStore(limits(10));
    for (let i = 0; i < 10_000; i++) create(store);
    expect(store.size).toBe(10);
    expect(store.all()).toHaveLength(10);
  });

  it('scopes requestIds per client', () => {
    const store = new RecordStore(limits(10));
    const payload = adultPayload();
    expect(create(store, payload, 'a').kind).toBe('created');
    expect(create(store, payload, 'b').kind).toBe('created');
    expect(create(store, { ...payload, supersedesPrevious: false }, 'a').kind).toBe('conflict');
  });

  it('evicts oldest first while its queue of crIds wraps around and grows, skipping removed records', () => {
    const store = new RecordStore(limits(20));
    const created = Array.from({ length: 30 }, () => create(store).stored);
    // Removed records stay queued until eviction reaches them: the queue outgrows its ring mid-way.
    for (const r of created.slice(-20)) store.remove(r);
    const fresh: StoredRequest[] = [];
    for (let i = 0; i < 45; i++) {
      fresh.push(create(store).stored);
      expect(store.all()).toEqual(fresh.slice(-20));
    }
    expect(store.all().map((s) => store.get(s.record.crId))).toEqual(fresh.slice(-20));
  });

  it('keeps a created record compact: its text, record, history and journal line are what objects would give', () => {
    const store = new RecordStore(limits(10));
    const { stored } = create(store);
    // Before anyone asks for the record or the history: what they will be.
    const record = recordOf(stored);
    const history = historyOf(stored);
    const line = putLine(stored).toString();
    expect(recordText(stored)).toBe(JSON.stringify(record));
    expect(history).toEqual([{ event: 'created', status: 'pending', at: record.createdAt }]);
    expect(stored.record).toEqual(record);
    expect(stored.history).toEqual(history);
    const { clientId, parentVerified } = stored;
    const expected = (r: object, h: object) =>
      `${JSON.stringify({ put: { clientId, parentVerified, record: r, history: h } }).slice(0, -2)},"payload":`;
    expect(line.startsWith(expected(record, history))).toBe(true);
    // After a change, the text follows the record.
    store.record(stored, granted(1));
    expect(recordText(stored)).toBe(JSON.stringify(stored.record));
    expect(JSON.parse(recordText(stored)).status).toBe('granted');
    expect(putLine(stored).toString().startsWith(expected(stored.record, stored.history))).toBe(true);
  });

  it('keeps the payload as received', () => {
    const store = new RecordStore(limits(10));
    const payload = adultPayload();
    expect(payloadOf(create(store, payload).stored)).toEqual(payload);
  });
});

const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
const granted = (i: number): HistoryEntry => ({
  event: 'granted',
  status: 'granted',
  at: at(i),
  categories: { p: ['a'] },
});
const revoked = (i: number): HistoryEntry => ({ event: 'revoked', status: 'revoked', at: at(i) });

describe('RecordStore history', () => {
  it(`keeps at most ${maxHistoryEntries} entries: created and the latest, and counts them in storedBytes`, () => {
    const store = new RecordStore(limits(10));
    const { stored } = create(store);
    for (let i = 0; i < 200; i++) store.record(stored, i % 2 === 0 ? granted(i) : revoked(i));
    expect(stored.history).toHaveLength(maxHistoryEntries);
    expect(stored.history[0]?.event).toBe('created');
    expect(stored.history[1]?.at).toBe(at(200 - maxHistoryEntries + 1));
    expect(stored.history.at(-1)?.at).toBe(at(199));
    expect(stored.record.status).toBe('revoked');
    expect(store.storedBytes).toBe(
      stored.payloadJson.length + stored.history.reduce((sum, e) => sum + entryBytes(e), 0),
    );
  });

  it('evicts older records when history outgrows the byte budget, but never the record being changed', () => {
    const first = create(new RecordStore(limits(10))).stored;
    const budget = 2 * first.payloadJson.length + 20 * entryBytes(granted(0));
    const store = new RecordStore(limits(10, budget));
    const older = create(store);
    const newer = create(store);
    for (let i = 0; i < 10; i++) store.record(older.stored, granted(i));
    expect(store.size).toBe(2);
    for (let i = 0; i < 30; i++) store.record(newer.stored, i % 2 === 0 ? granted(i) : revoked(i));
    expect(store.get(older.stored.record.crId)).toBeUndefined();
    expect(store.get(newer.stored.record.crId)).toBe(newer.stored);
    // The only record stays, whatever its history weighs.
    for (let i = 0; i < 60; i++) store.record(newer.stored, i % 2 === 0 ? granted(i) : revoked(i));
    expect(store.size).toBe(1);
  });

  it('undoes changes in any order: history, dropped entries, status and parent flag come back', () => {
    const store = new RecordStore(limits(10));
    const { stored } = create(store);
    for (let i = 0; i < maxHistoryEntries - 1; i++) store.record(stored, i % 2 === 0 ? granted(i) : revoked(i));
    const before = structuredClone({ history: stored.history, record: stored.record, bytes: store.storedBytes });
    const parent = store.record(stored, { event: 'parent-verified', status: 'granted', at: at(100) });
    const grant = store.record(stored, revoked(101));
    expect(stored.history).toHaveLength(maxHistoryEntries);
    store.undo(parent);
    store.undo(grant);
    expect({ history: stored.history, record: stored.record, bytes: store.storedBytes }).toEqual(before);
    expect(stored.parentVerified).toBe(false);
  });

  it('tells every change to its listener, in order', () => {
    const store = new RecordStore(limits(1));
    const changes: StoreChange[] = [];
    store.onChange((c) => changes.push(c));
    const a = create(store).stored;
    const change = store.record(a, granted(1));
    store.undo(change);
    const b = create(store).stored;
    store.remove(b);
    expect(changes.map((c) => [c.kind, c.kind === 'put' ? c.stored.record.crId : c.crId])).toEqual([
      ['put', a.record.crId],
      ['event', a.record.crId],
      ['put', a.record.crId],
      ['put', b.record.crId],
      ['drop', a.record.crId],
      ['drop', b.record.crId],
    ]);
  });
});

describe('sameJson', () => {
  it.each([
    [{ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: {} }, { a: [] }, false],
    [null, null, true],
    [null, {}, false],
    ['1', 1, false],
  ])('%j vs %j: %s', (a, b, same) => {
    expect(sameJson(a, b)).toBe(same);
  });
});

describe('RequestLog', () => {
  it('keeps the last entries, oldest first, across wrap-around', () => {
    const log = new RequestLog(3);
    const ids = Array.from({ length: 7 }, () => randomUUID());
    for (const [i, requestId] of ids.entries())
      log.add({ time: i * 1000, method: 'POST', path: '/p', status: 201, requestId, fault: undefined });
    expect(log.entries().map((e) => e.requestId)).toEqual(ids.slice(-3));
    expect(log.entries()[0]).toEqual({
      at: '1970-01-01T00:00:04.000Z',
      method: 'POST',
      path: '/p',
      status: 201,
      requestId: ids[4],
    });
    expect(new RequestLog(3).entries()).toEqual([]);
  });
});
