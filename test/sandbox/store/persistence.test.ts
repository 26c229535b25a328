import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateProblem } from '../../../src/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { adultPayload, credentials, postConsentRequest, startSandbox } from '../support.js';
import type { Json } from '../../support/examples.js';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'sandbox-data-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

async function grant(url: string, crId: string): Promise<number> {
  const res = await fetch(`${url}/consent/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cr_id: crId, lang: 'en' }).toString(),
    redirect: 'manual',
  });
  return res.status;
}

describe('--data FILE', () => {
  it('keeps records, status history and idempotency across a restart', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const payload = adultPayload();
    const first = await startSandbox({ dataFile });
    const record = await (await postConsentRequest(first.url, payload)).json() as Json;
    expect(await grant(first.url, record.crId)).toBe(303);
    await first.sandbox.close();

    // A new process would do the same: a fresh sandbox reading the same file.
    const second = await startSandbox({ dataFile, port: 0 });
    try {
      const inspected = await (await fetch(`${second.url}/sandbox/consent-requests/${record.crId}`)).json() as Json;
      expect(inspected.record).toEqual({ ...record, status: 'granted' });
      expect(inspected.history.map((h: { event: string }) => h.event)).toEqual(['created', 'granted']);
      expect(inspected.payload).toEqual(payload);
      const replay = await postConsentRequest(second.url, payload);
      expect(replay.status).toBe(200);
      expect((await replay.json() as Json).crId).toBe(record.crId);
      expect((await postConsentRequest(second.url, { ...payload, supersedesPrevious: false })).status).toBe(409);
    } finally {
      await second.sandbox.close();
    }
  });

  it('writes the file atomically: valid JSON after every change and no temporary file left behind', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const { sandbox, url } = await startSandbox({ dataFile });
    try {
      const created = await Promise.all(Array.from({ length: 8 }, () => postConsentRequest(url, adultPayload())));
      expect(created.map((r) => r.status)).toEqual(Array(8).fill(201));
      const saved = JSON.parse(await readFile(dataFile, 'utf8'));
      expect(saved.format).toBe('consent-contract-sandbox/v1');
      expect(saved.requests).toHaveLength(8);
      expect(await readdir(dir)).toEqual(['sandbox.json']);
    } finally {
      await sandbox.close();
    }
  });

  it('answers 500 with a problem when the data file cannot be written', async () => {
    const sub = join(dir, 'gone');
    await mkdir(sub);
    const { sandbox, url } = await startSandbox({ dataFile: join(sub, 'sandbox.json') });
    try {
      await rm(sub, { recursive: true });
      const res = await postConsentRequest(url, adultPayload());
      expect(res.status).toBe(500);
      const problem = (await res.json()) as Json;
      expect(validateProblem(problem).valid).toBe(true);
      expect(problem.type).toBe('urn:consent-contract:problem:storage-failed');
    } finally {
      await sandbox.close();
    }
  });

  it('starts empty when the file does not exist yet', async () => {
    const { sandbox } = await startSandbox({ dataFile: join(dir, 'new.json') });
    expect(sandbox.stats().records).toBe(0);
    await sandbox.close();
  });

  it.each([
    ['not JSON', '{oops', /is not JSON/],
    ['another JSON file', '{"hello": "world"}', /is not a consent-contract sandbox data file/],
  ])('refuses to start on a file that is %s, naming the file', async (_name, text, message) => {
    const dataFile = join(dir, 'bad.json');
    await writeFile(dataFile, text);
    const sandbox = createSandbox({ clients: [credentials], dataFile });
    await expect(sandbox.listen()).rejects.toThrow(message);
    await sandbox.close();
    expect(await readFile(dataFile, 'utf8')).toBe(text);
  });

  it('keeps the data file within maxStoredBytes: the oldest records and their requestIds go', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const payloads = Array.from({ length: 5 }, () => adultPayload());
    const one = Buffer.byteLength(JSON.stringify(payloads[0]));
    const { sandbox, url } = await startSandbox({ dataFile, maxStoredBytes: Math.floor(2.5 * one) });
    try {
      for (const p of payloads) expect((await postConsentRequest(url, p)).status).toBe(201);
      expect(sandbox.stats().records).toBe(2);
      const saved = JSON.parse(await readFile(dataFile, 'utf8'));
      expect(saved.requests.map((r: Json) => r.record.requestId)).toEqual([payloads[3].requestId, payloads[4].requestId]);
      expect((await postConsentRequest(url, payloads[0])).status).toBe(201);
      expect((await postConsentRequest(url, payloads[4])).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('creates the record on the retry after a failed save, and saves it (no false replay)', async () => {
    const sub = join(dir, 'gone');
    await mkdir(sub);
    const dataFile = join(sub, 'sandbox.json');
    const { sandbox, url } = await startSandbox({ dataFile });
    try {
      await rm(sub, { recursive: true });
      const payload = adultPayload();
      // Two at once: neither may answer 200 for a record that never reached the file.
      const failed = await Promise.all([postConsentRequest(url, payload), postConsentRequest(url, payload)]);
      expect(failed.map((r) => r.status)).toEqual([500, 500]);
      expect(sandbox.stats().records).toBe(0);
      await mkdir(sub);
      const retry = await postConsentRequest(url, payload);
      expect(retry.status).toBe(201);
      const record = (await retry.json()) as Json;
      const saved = JSON.parse(await readFile(dataFile, 'utf8'));
      expect(saved.requests.map((r: Json) => r.record.crId)).toEqual([record.crId]);
      expect((await postConsentRequest(url, payload)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});

describe('--data FILE with a damaged entry', () => {
  /** A real data file with two records, written by a sandbox. */
  async function validFile(): Promise<{ dataFile: string; saved: Json }> {
    const dataFile = join(dir, 'sandbox.json');
    const { sandbox, url } = await startSandbox({ dataFile });
    for (let i = 0; i < 2; i++) expect((await postConsentRequest(url, adultPayload())).status).toBe(201);
    await sandbox.close();
    return { dataFile, saved: JSON.parse(await readFile(dataFile, 'utf8')) };
  }

  it.each([
    ['an invalid payload', (f: Json) => delete f.requests[1].payload.dataPrincipal, /requests\[1\] \(crId "cr_[0-9a-f]+"\): payload/],
    ['an invalid record', (f: Json) => (f.requests[0].record.redirectUrl = 42), /requests\[0\] \(crId "cr_[0-9a-f]+"\): record\/redirectUrl/],
    ['an unknown history status', (f: Json) => (f.requests[1].history[0].status = 'lost'), /requests\[1\] .*: history\/0\/status is not one of/],
    ['a history that is not an array', (f: Json) => (f.requests[0].history = 'created'), /requests\[0\] .*: history is not a non-empty array/],
    ['a record of another payload', (f: Json) => (f.requests[0].record.requestId = f.requests[1].record.requestId), /requests\[0\] .*: record\/requestId differs/],
    ['a status the history does not end with', (f: Json) => (f.requests[1].record.status = 'granted'), /requests\[1\] .*: record\/status differs/],
    ['a duplicate crId', (f: Json) => (f.requests[1] = f.requests[0]), /requests\[1\] .*: its crId appears earlier/],
    ['an entry that is not an object', (f: Json) => (f.requests[1] = null), /requests\[1\]: the entry is not an object/],
  ])('refuses to start on %s, naming the file, the entry and the problem, and leaves the file alone', async (_name, damage, message) => {
    const { dataFile, saved } = await validFile();
    damage(saved);
    const text = JSON.stringify(saved);
    await writeFile(dataFile, text);
    const sandbox = createSandbox({ clients: [credentials], dataFile });
    const error = await sandbox.listen().then(() => undefined, (e: Error) => e);
    await sandbox.close();
    expect(error?.message).toMatch(message);
    expect(error?.message).toContain(dataFile);
    expect(await readFile(dataFile, 'utf8')).toBe(text);
  });
});
