import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/sandbox/store/canonical.js';
import { RequestLog } from '../../../src/sandbox/http/request-log.js';
import { payloadOf, RecordStore } from '../../../src/sandbox/store/store.js';
import { adultPayload } from '../support.js';

const create = (store: RecordStore, payload = adultPayload(), clientId = 'df') => store.create(clientId, payload, Buffer.from(JSON.stringify(payload)), 'http://127.0.0.1:1', Date.now());

const limits = (maxRecords: number, maxStoredBytes = Number.MAX_SAFE_INTEGER) => ({ maxRecords, maxStoredBytes });
const size = (payload: object) => Buffer.byteLength(JSON.stringify(payload));

describe('RecordStore', () => {
  it('keeps the stored payload bytes within maxStoredBytes, dropping the oldest and their requestIds', () => {
    const payloads = Array.from({ length: 6 }, () => adultPayload());
    const one = size(payloads[0]);
    const store = new RecordStore(limits(1000, Math.floor(2.5 * one)));
    const created = payloads.map((p) => create(store, p));
    expect(store.size).toBe(2);
    expect(store.storedBytes).toBe(2 * one);
    expect(store.storedBytes).toBeLessThanOrEqual(2.5 * one);
    expect(store.get(created[3]!.stored.record.crId)).toBeUndefined();
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
    expect(store.storedBytes).toBe(kept.stored.payloadJson.length);
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
    expect(store.all().map((s) => s.record.requestId)).toEqual([payloads[3].requestId, payloads[4].requestId, payloads[0].requestId]);
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

  it('keeps the payload as received', () => {
    const store = new RecordStore(limits(10));
    const payload = adultPayload();
    expect(payloadOf(create(store, payload).stored)).toEqual(payload);
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
    for (const [i, requestId] of ids.entries()) log.add({ time: i * 1000, method: 'POST', path: '/p', status: 201, requestId, fault: undefined });
    expect(log.entries().map((e) => e.requestId)).toEqual(ids.slice(-3));
    expect(log.entries()[0]).toEqual({ at: '1970-01-01T00:00:04.000Z', method: 'POST', path: '/p', status: 201, requestId: ids[4] });
    expect(new RequestLog(3).entries()).toEqual([]);
  });
});
