/** The shape of the rejection checks: one change to a valid payload, answered 400 with its diagnostic. */
import type { ConsentRequest } from '../../../generated/types.js';
import type { Check } from '../check.js';
import { expectRejected } from '../expect.js';
import { create } from './requests.js';

// The payload as free-form JSON: a rejection check breaks it on purpose.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What one rejection check is. */
export interface RejectionCase {
  readonly id: string;
  readonly title: string;
  readonly why: string;
  /** What is changed, for --list. */
  readonly change: string;
  /** Breaks the payload (a fresh copy); returns it. */
  readonly breakPayload: (payload: Json) => Json;
  readonly code: string;
  readonly pointer: string;
}

/** A check that the broken payload gets 400, a problem body and the diagnostic at its pointer. */
export function rejectionCheck(c: RejectionCase): Check {
  return {
    id: c.id,
    title: c.title,
    why: c.why,
    requests: [`POST /api/cm/v1/df/consent-requests with a valid payload but ${c.change}`],
    cost: 1,
    needsToken: true,
    async run(ctx) {
      const payload: ConsentRequest = c.breakPayload(ctx.payload());
      expectRejected(ctx, await create(ctx, payload), c.code, c.pointer, c.why);
    },
  };
}
