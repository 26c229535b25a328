/**
 * The data file's lines (format consent-contract-sandbox/v2, one JSON object per line):
 *   {"format":"consent-contract-sandbox/v2"}                     first line
 *   {"put":{clientId,parentVerified,record,history,payload}}       a record's whole state
 *   {"event":{"crId":…,"entry":{event,status,at,categories?}}}     a history entry appended
 *   {"drop":"cr_…"}                                                a record forgotten
 * A change costs one appended line; compaction rewrites the file as one put per record.
 */
import { historyOf, recordText, type StoreChange, type StoredRequest } from './store.js';

/** The `format` of a journal data file. */
export const journalFormat = 'consent-contract-sandbox/v2';

/** The first line of every journal. */
export const headerLine = Buffer.from(`${JSON.stringify({ format: journalFormat })}\n`);

const newline = 0x0a;
const carriageReturn = 0x0d;
const space = 0x20;

/**
 * The payload bytes as received, on one line. JSON strings cannot hold a raw CR or LF, so every
 * one in valid JSON text is whitespace between tokens: a space means the same, at the same length.
 */
function oneLine(json: Buffer): Buffer {
  if (json.indexOf(newline) < 0 && json.indexOf(carriageReturn) < 0) return json;
  const copy = Buffer.from(json);
  for (let i = 0; i < copy.length; i++) if (copy[i] === newline || copy[i] === carriageReturn) copy[i] = space;
  return copy;
}

/** A put line: the record's state with its payload spliced in as received (no re-serialising). */
export function putLine(stored: StoredRequest): Buffer {
  // What JSON.stringify({ clientId, parentVerified, record, history }) writes, from the record's kept text.
  const { clientId, parentVerified } = stored;
  const history = JSON.stringify(historyOf(stored));
  const head = `{"put":{"clientId":${JSON.stringify(clientId)},"parentVerified":${parentVerified},"record":${recordText(stored)},"history":${history},"payload":`;
  return Buffer.concat([Buffer.from(head), oneLine(stored.payloadJson), Buffer.from('}}\n')]);
}

/** The line of one change. */
export function changeLine(change: StoreChange): Buffer {
  if (change.kind === 'put') return putLine(change.stored);
  if (change.kind === 'event')
    return Buffer.from(`${JSON.stringify({ event: { crId: change.crId, entry: change.entry } })}\n`);
  return Buffer.from(`${JSON.stringify({ drop: change.crId })}\n`);
}
