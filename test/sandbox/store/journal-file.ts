/** Reading a sandbox data file (journal) in tests, independently of the sandbox's own loader. */
import { expect } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Json } from '../../support/examples.js';

/** The parsed lines of a journal: the header, then one operation per line. */
export async function journalLines(file: string): Promise<Json[]> {
  const text = await readFile(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
}

/** The records a journal describes, oldest first: puts, then events applied, drops removed. */
export async function journalState(file: string): Promise<Json[]> {
  const [header, ...ops] = await journalLines(file);
  expect(header).toEqual({ format: 'consent-contract-sandbox/v2' });
  const records = new Map<string, Json>();
  for (const op of ops) {
    if (op.put) records.set(op.put.record.crId, structuredClone(op.put));
    else if (op.event) {
      const target = records.get(op.event.crId);
      target.history.push(op.event.entry);
      target.record.status = op.event.entry.status;
    } else records.delete(op.drop);
  }
  return [...records.values()];
}
