/**
 * The entries of a data file, checked at load as strictly as the routes check what they store:
 * a hand-edited or damaged entry that loaded would only fail later, as a 500 on some request.
 */
import { validateConsentRequest, validateConsentRequestRecord } from '../../validate/contracts.js';
import type { Diagnostic } from '../../diagnostic.js';

const events = new Set(['created', 'parent-verified', 'granted', 'revoked']);
const statuses = new Set(['pending', 'granted', 'revoked']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstError = (diagnostics: readonly Diagnostic[]): Diagnostic | undefined =>
  diagnostics.find((d) => d.severity === 'error');
const describe = (where: string, d: Diagnostic): string => `${where}${d.pointer} ${d.message}`;

/** The first problem of one history entry (`at` says where it is, for the message), or undefined. */
export function historyProblem(entry: unknown, at: string): string | undefined {
  if (!isObject(entry)) return `${at} is not an object`;
  if (typeof entry.event !== 'string' || !events.has(entry.event))
    return `${at}/event is not one of ${[...events].join(', ')}`;
  if (typeof entry.status !== 'string' || !statuses.has(entry.status))
    return `${at}/status is not one of ${[...statuses].join(', ')}`;
  if (typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at))) return `${at}/at is not a date-time`;
  const categories = entry.categories;
  if (
    categories !== undefined &&
    !(
      isObject(categories) &&
      Object.values(categories).every((c) => Array.isArray(c) && c.every((id) => typeof id === 'string'))
    )
  ) {
    return `${at}/categories is not an object of string arrays`;
  }
  return undefined;
}

/** The first problem of one entry of `requests`, or undefined when it can be loaded. */
export function entryProblem(entry: unknown): string | undefined {
  if (!isObject(entry)) return 'the entry is not an object';
  if (typeof entry.clientId !== 'string' || entry.clientId === '') return 'clientId is not a non-empty string';
  if (typeof entry.parentVerified !== 'boolean') return 'parentVerified is not a boolean';
  const payloadError = firstError(validateConsentRequest(entry.payload).diagnostics);
  if (payloadError !== undefined) return describe('payload', payloadError);
  const recordError = firstError(validateConsentRequestRecord(entry.record).diagnostics);
  if (recordError !== undefined) return describe('record', recordError);
  const record = entry.record as { requestId: unknown; status: unknown };
  if (record.requestId !== (entry.payload as { requestId: unknown }).requestId)
    return 'record/requestId differs from payload/requestId';
  if (typeof record.status !== 'string' || !statuses.has(record.status))
    return `record/status is not one of ${[...statuses].join(', ')}`;
  if (!Array.isArray(entry.history) || entry.history.length === 0) return 'history is not a non-empty array';
  for (const [i, h] of entry.history.entries()) {
    const problem = historyProblem(h, `history/${i}`);
    if (problem !== undefined) return problem;
  }
  if ((entry.history.at(-1) as { status: string }).status !== record.status)
    return 'record/status differs from the status of the last history entry';
  return undefined;
}
