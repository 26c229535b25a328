/**
 * What makes a run's traffic recognisable on a real deployment: every requestId is
 * `conformance-<run>-<n>`, and every payload names the same test Data Principal.
 */
import { randomBytes } from 'node:crypto';

/** The dpHash of every payload a run sends: a fixed hash that stands for no one (SHA-256 of "consent-contract conformance"). */
export const conformanceDpHash = '537fdb6eb867b919cfa4998599149ac1b8deedffef53657dbf4672960d8c306c';

/** A short random id of one run. */
export function newRunId(): string {
  return randomBytes(4).toString('hex');
}

/** Hands out the requestIds of one run. */
export function requestIds(runId: string): () => string {
  let n = 0;
  return () => `conformance-${runId}-${++n}`;
}

/** The payload with a fresh marked requestId, the test dpHash and the run's fidId and service id (changed in place). */
export function markPayload<T>(payload: T, requestId: string, fidId: string, serviceId: string): T {
  const p = payload as {
    requestId?: unknown;
    dataPrincipal?: { dpHash?: unknown };
    fiduciary?: { fidId?: unknown };
    service?: { id?: unknown };
  };
  p.requestId = requestId;
  if (typeof p.dataPrincipal === 'object' && p.dataPrincipal !== null) p.dataPrincipal.dpHash = conformanceDpHash;
  if (typeof p.fiduciary === 'object' && p.fiduciary !== null) p.fiduciary.fidId = fidId;
  if (typeof p.service === 'object' && p.service !== null) p.service.id = serviceId;
  return payload;
}
