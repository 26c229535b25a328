/** The journal on its own: compaction keeps the file within about twice the state; a replay gives the state back. */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataFile } from '../../../src/sandbox/store/data-file.js';
import { Journal } from '../../../src/sandbox/store/journal.js';
import { RecordStore, type HistoryEntry } from '../../../src/sandbox/store/store.js';
import { adultPayload } from '../support.js';
import { journalLines } from './journal-file.js';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'sandbox-journal-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const toggle = (i: number): HistoryEntry =>
  i % 2 === 0
    ? { event: 'granted', status: 'granted', at: new Date(i * 1000).toISOString(), categories: {} }
    : { event: 'revoked', status: 'revoked', at: new Date(i * 1000).toISOString() };

async function opened(
  file: string,
  maxRecords: number,
  minCompactionBytes: number,
): Promise<{ store: RecordStore; journal: Journal }> {
  const store = new RecordStore({ maxRecords, maxStoredBytes: Number.MAX_SAFE_INTEGER }, await loadDataFile(file));
  const journal = new Journal(file, () => store.all(), minCompactionBytes);
  store.onChange((change) => journal.append(change));
  await journal.save();
  return { store, journal };
}

describe('Journal', () => {
  it('compacts once the appended lines outweigh the state: the file stays bounded; replay gives it back', async () => {
    const file = join(dir, 'data.json');
    const { store, journal } = await opened(file, 20, 64 * 1024);
    for (let i = 0; i < 300; i++) {
      const payload = adultPayload();
      const { stored } = store.create(
        'df',
        payload,
        Buffer.from(JSON.stringify(payload, null, 2)),
        'http://127.0.0.1:1',
        i,
      );
      store.record(stored, toggle(i));
      if (i % 7 === 0) await journal.save();
    }
    await journal.save();
    const state = store.all().reduce((sum, s) => sum + s.payloadJson.length + 1000, 0);
    expect(journal.compactions).toBeGreaterThan(3);
    expect((await stat(file)).size).toBeLessThan(2 * state + 64 * 1024 + 16 * 1024);
    await journal.close();
    const again = await opened(file, 20, 64 * 1024);
    expect(again.store.all().map((s) => [s.record, s.history, s.parentVerified])).toEqual(
      store.all().map((s) => [s.record, s.history, s.parentVerified]),
    );
    expect(again.store.storedBytes).toBeLessThanOrEqual(store.storedBytes);
    await again.journal.close();
  });

  it('writes a pretty-printed payload on one line, with its bytes as received', async () => {
    const file = join(dir, 'data.json');
    const { store, journal } = await opened(file, 20, 1024 * 1024);
    const payload = adultPayload();
    const raw = Buffer.from(JSON.stringify(payload, null, '\r\n'));
    store.create('df', payload, raw, 'http://127.0.0.1:1', 0);
    await journal.save();
    const [, put] = await journalLines(file);
    expect(put?.put.payload).toEqual(payload);
    await journal.close();
  });
});
