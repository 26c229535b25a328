import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../src/sandbox/canonical.js';
import { RequestLog } from '../../src/sandbox/request-log.js';
import { payloadOf, RecordStore } from '../../src/sandbox/store.js';
import { adultPayload } from './support.js';

const create = (store: RecordStore, payload = adultPayload(), clientId = 'df') => store.create(clientId, payload, Buffer.from(JSON.stringify(payload)), 'http://127.0.0.1:1', Date.now());

describe('RecordStore', () => {
  it('keeps at most maxRecords, dropping the oldest and its requestId', () => {
    const store = new RecordStore(3);
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
    const store = new RecordStore(10);
    for (let i = 0; i < 10_000; i++) create(store);
    expect(store.size).toBe(10);
    expect(store.all()).toHaveLength(10);
  });

  it('scopes requestIds per client', () => {
    const store = new RecordStore(10);
    const payload = adultPayload();
    expect(create(store, payload, 'a').kind).toBe('created');
    expect(create(store, payload, 'b').kind).toBe('created');
    expect(create(store, { ...payload, supersedesPrevious: false }, 'a').kind).toBe('conflict');
  });

  it('keeps the payload as received', () => {
    const store = new RecordStore(10);
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
    ids.forEach((requestId, i) => log.add({ time: i * 1000, method: 'POST', path: '/p', status: 201, requestId, fault: undefined }));
    expect(log.entries().map((e) => e.requestId)).toEqual(ids.slice(-3));
    expect(log.entries()[0]).toEqual({ at: '1970-01-01T00:00:04.000Z', method: 'POST', path: '/p', status: 201, requestId: ids[4] });
    expect(new RequestLog(3).entries()).toEqual([]);
  });
});
