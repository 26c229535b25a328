import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateProblem } from '../../../src/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { adultPayload, credentials, postConsentRequest } from '../support.js';
import { startSandbox } from '../../support/sandbox.js';
import type { Json } from '../../support/examples.js';
import { journalLines, journalState } from './journal-file.js';
import { problemTypes } from '../../../src/problems/problem-types.js';

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
    const record = (await (await postConsentRequest(first.url, payload)).json()) as Json;
    expect(await grant(first.url, record.crId)).toBe(303);
    await first.sandbox.close();

    // A new process would do the same: a fresh sandbox reading the same file.
    const second = await startSandbox({ dataFile, port: 0 });
    try {
      const inspected = (await (await fetch(`${second.url}/sandbox/consent-requests/${record.crId}`)).json()) as Json;
      expect(inspected.record).toEqual({ ...record, status: 'granted' });
      expect(inspected.history.map((h: { event: string }) => h.event)).toEqual(['created', 'granted']);
      expect(inspected.payload).toEqual(payload);
      const replay = await postConsentRequest(second.url, payload);
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as Json).crId).toBe(record.crId);
      expect((await postConsentRequest(second.url, { ...payload, supersedesPrevious: false })).status).toBe(409);
    } finally {
      await second.sandbox.close();
    }
  });

  it('appends one line per change to a journal, and leaves no temporary file behind', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const { sandbox, url } = await startSandbox({ dataFile });
    try {
      const created = await Promise.all(Array.from({ length: 8 }, () => postConsentRequest(url, adultPayload())));
      expect(created.map((r) => r.status)).toEqual(Array(8).fill(201));
      const crId = ((await created[0]!.json()) as Json).crId;
      expect(await grant(url, crId)).toBe(303);
      const lines = await journalLines(dataFile);
      expect(lines[0]).toEqual({ format: 'consent-contract-sandbox/v2' });
      expect(lines.slice(1, 9).every((l) => l.put !== undefined)).toBe(true);
      expect(lines[9]).toEqual({
        event: { crId, entry: expect.objectContaining({ event: 'granted', status: 'granted' }) },
      });
      expect(lines).toHaveLength(10);
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

  it('rolls back a grant or revoke whose save fails, answers with the storage problem, and saves the retry', async () => {
    const sub = join(dir, 'gone');
    await mkdir(sub);
    const dataFile = join(sub, 'sandbox.json');
    const first = await startSandbox({ dataFile });
    const record = (await (await postConsentRequest(first.url, adultPayload())).json()) as Json;
    expect(await grant(first.url, record.crId)).toBe(303);
    await rm(sub, { recursive: true });
    const revoke = await fetch(`${first.url}/consent/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cr_id: record.crId }).toString(),
      redirect: 'manual',
    });
    expect(revoke.status).toBe(500);
    expect(await revoke.text()).toContain(`<h1>${problemTypes['storage-failed'].title}</h1>`);
    const seen = first.sandbox.inspect(record.crId);
    expect(seen?.record.status).toBe('granted');
    expect(seen?.history.map((h) => h.event)).toEqual(['created', 'granted']);
    expect(await grant(first.url, record.crId)).toBe(409); // still granted: the revoke never happened
    await mkdir(sub);
    // The next change rewrites the whole file from memory (the old one is gone with its directory).
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const again = await fetch(revoke.url, {
      method: 'POST',
      headers: form,
      body: `cr_id=${record.crId}`,
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    await first.sandbox.close();
    const second = await startSandbox({ dataFile });
    try {
      expect(second.sandbox.inspect(record.crId)?.history.map((h) => h.event)).toEqual([
        'created',
        'granted',
        'revoked',
      ]);
    } finally {
      await second.sandbox.close();
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
      const saved = await journalState(dataFile);
      expect(saved.map((r: Json) => r.record.requestId)).toEqual([payloads[3].requestId, payloads[4].requestId]);
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
      expect((await journalState(dataFile)).map((r: Json) => r.record.crId)).toEqual([record.crId]);
      expect((await postConsentRequest(url, payload)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});

describe('--data FILE with a damaged entry', () => {
  /** A real journal with two records, written by a sandbox. */
  async function validFile(): Promise<{ dataFile: string; lines: Json[] }> {
    const dataFile = join(dir, 'sandbox.json');
    const { sandbox, url } = await startSandbox({ dataFile });
    for (let i = 0; i < 2; i++) expect((await postConsentRequest(url, adultPayload())).status).toBe(201);
    await sandbox.close();
    return { dataFile, lines: await journalLines(dataFile) };
  }

  async function refusal(dataFile: string): Promise<Error | undefined> {
    const sandbox = createSandbox({ clients: [credentials], dataFile });
    const error = await sandbox.listen().then(
      () => undefined,
      (e: Error) => e,
    );
    await sandbox.close();
    return error;
  }

  type Damage = (requests: Json[]) => unknown;
  const damages: Array<[string, Damage, string]> = [
    ['an invalid payload', (r) => delete r[1].payload.dataPrincipal, '1 \\(crId "cr_[0-9a-f]+"\\): payload'],
    ['an invalid record', (r) => (r[0].record.redirectUrl = 42), '0 \\(crId "cr_[0-9a-f]+"\\): record/redirectUrl'],
    ['an unknown history status', (r) => (r[1].history[0].status = 'lost'), '1 .*: history/0/status is not one of'],
    ['a history that is not an array', (r) => (r[0].history = 'created'), '0 .*: history is not a non-empty array'],
    [
      'a record of another payload',
      (r) => (r[0].record.requestId = r[1].record.requestId),
      '0 .*: record/requestId differs',
    ],
    ['a status the history does not end with', (r) => (r[1].record.status = 'granted'), '1 .*: record/status differs'],
    ['an entry that is not an object', (r) => (r[1] = null), '1: the entry is not an object'],
  ];
  /** The message names the entry by its index: requests[i] in a v1 file, line i + 2 in a journal. */
  const naming = (where: string, version: 1 | 2): RegExp =>
    new RegExp(
      version === 1
        ? `requests\\[${where.replace(/^(\d)/, '$1]')}`
        : `line ${where.replace(/^(\d)/, (d) => String(Number(d) + 2))}`,
    );

  it.each(damages)(
    'refuses to start on a journal with %s, naming the file, the line and the problem, and leaves the file alone',
    async (_name, damage, where) => {
      const { dataFile, lines } = await validFile();
      const requests = lines.slice(1).map((l) => l.put);
      damage(requests);
      const text = `${[lines[0], ...requests.map((put) => ({ put }))].map((l) => JSON.stringify(l)).join('\n')}\n`;
      await writeFile(dataFile, text);
      const error = await refusal(dataFile);
      expect(error?.message).toMatch(naming(where, 2));
      expect(error?.message).toContain(dataFile);
      expect(error?.message.split('\n')).toHaveLength(1);
      expect(await readFile(dataFile, 'utf8')).toBe(text);
    },
  );

  it.each([
    ...damages,
    ['a duplicate crId', (r: Json[]) => (r[1] = r[0]), '1 .*: its crId appears earlier'] as [string, Damage, string],
  ])(
    'refuses to start on a v1 file with %s, naming the file, the entry and the problem, and leaves the file alone',
    async (_name, damage, where) => {
      const { dataFile, lines } = await validFile();
      const requests = lines.slice(1).map((l) => l.put);
      damage(requests);
      const text = JSON.stringify({ format: 'consent-contract-sandbox/v1', requests }, null, 2);
      await writeFile(dataFile, text);
      const error = await refusal(dataFile);
      expect(error?.message).toMatch(naming(where, 1));
      expect(error?.message).toContain(dataFile);
      expect(await readFile(dataFile, 'utf8')).toBe(text);
    },
  );

  const event = (crId: string, status: string): string =>
    JSON.stringify({ event: { crId, entry: { event: 'granted', status, at: '2026-01-01T00:00:00Z' } } });
  it.each([
    ['a line that is not JSON', '{"put":', /line 4: it is not JSON/],
    ['a line of no known kind', '{"move":"cr_1"}', /line 4: it is not a put, event or drop line/],
    ['an event for an unknown record', event('cr_nope', 'granted'), /line 4: its event names a crId/],
    ['a malformed event', event('CRID', 'gone'), /line 4: event\/entry\/status is not one of/],
  ])('refuses a journal with %s (a whole line, not a torn tail) and leaves it alone', async (_name, line, message) => {
    const { dataFile, lines } = await validFile();
    const text = `${lines.map((l) => JSON.stringify(l)).join('\n')}\n${line.replace('CRID', lines[1]?.put.record.crId)}\n`;
    await writeFile(dataFile, text);
    expect((await refusal(dataFile))?.message).toMatch(message);
    expect(await readFile(dataFile, 'utf8')).toBe(text);
  });
});

describe('--data FILE after a crash or an upgrade', () => {
  it('drops a last line cut short by a crash (never acknowledged), and rewrites the file whole', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const first = await startSandbox({ dataFile });
    const record = (await (await postConsentRequest(first.url, adultPayload())).json()) as Json;
    await first.sandbox.close();
    const whole = await readFile(dataFile, 'utf8');
    await writeFile(dataFile, `${whole}{"put":{"clientId":"df-te`);
    const second = await startSandbox({ dataFile });
    try {
      expect(second.sandbox.inspect(record.crId)?.record).toEqual(record);
      expect(second.sandbox.stats().records).toBe(1);
      expect(await readFile(dataFile, 'utf8')).toBe(whole);
    } finally {
      await second.sandbox.close();
    }
  });

  it('reads a v1 data file (one JSON document) and rewrites it as a journal', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const first = await startSandbox({ dataFile });
    const record = (await (await postConsentRequest(first.url, adultPayload())).json()) as Json;
    expect(await grant(first.url, record.crId)).toBe(303);
    await first.sandbox.close();
    const requests = await journalState(dataFile);
    await writeFile(dataFile, JSON.stringify({ format: 'consent-contract-sandbox/v1', requests }, null, 2));
    const second = await startSandbox({ dataFile });
    try {
      expect(second.sandbox.inspect(record.crId)?.history.map((h) => h.event)).toEqual(['created', 'granted']);
      expect(await journalState(dataFile)).toEqual(requests);
    } finally {
      await second.sandbox.close();
    }
  });

  it('removes temporary files left by a killed sandbox, but not those of a running one', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const dead = `.sandbox.json.999999999.${randomUUID()}.tmp`;
    const live = `.sandbox.json.${process.ppid}.${randomUUID()}.tmp`;
    const other = 'notes.txt';
    for (const name of [dead, live, other]) await writeFile(join(dir, name), 'x');
    const { sandbox } = await startSandbox({ dataFile });
    await sandbox.close();
    expect((await readdir(dir)).sort()).toEqual([live, other, 'sandbox.json'].sort());
  });

  it('refuses to start when the directory of the data file does not exist, and creates nothing', async () => {
    const dataFile = join(dir, 'missing', 'sandbox.json');
    const sandbox = createSandbox({ clients: [credentials], dataFile });
    const error = (await sandbox.listen().then(
      () => undefined,
      (e: Error) => e,
    )) as (Error & { code?: string }) | undefined;
    await sandbox.close();
    expect(error?.code).toBe('ERR_SANDBOX_DATA_DIRECTORY');
    expect(error?.message).toContain(`the directory of the data file ${dataFile} does not exist`);
    expect(await readdir(dir)).toEqual([]);
  });
});
