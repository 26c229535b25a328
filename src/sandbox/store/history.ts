/**
 * A record's status history, bounded: the first entry (`created`) and the latest ones are
 * kept, so a record that is granted and revoked thousands of times stays small.
 */
import type { HistoryEntry } from './store.js';

/** Most entries one record's history keeps: `created` and the 49 latest changes. */
export const maxHistoryEntries = 50;

/**
 * Appends the entry; beyond the cap, drops the oldest entries after the first. Returns the
 * entries dropped (oldest first), so that a rolled-back change can put them back.
 */
export function appendCapped(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  history.push(entry);
  return history.length > maxHistoryEntries ? history.splice(1, history.length - maxHistoryEntries) : [];
}

/** Bytes one entry counts toward the storage budget: its JSON as written to the data file. */
export function entryBytes(entry: HistoryEntry): number {
  return Buffer.byteLength(JSON.stringify(entry));
}

/** What entryBytes adds to the length of the `at` text of a `created` entry. */
const createdEntryOverhead = entryBytes({ event: 'created', status: 'pending', at: '' });

/**
 * entryBytes of the `created` entry at `at`, without writing its JSON: `at` is an ISO 8601 time,
 * ASCII that JSON writes as it is, one byte per character.
 */
export function createdEntryBytes(at: string): number {
  return createdEntryOverhead + at.length;
}
