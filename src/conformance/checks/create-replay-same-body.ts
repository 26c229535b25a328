/** create-replay-same-body: the same requestId and body again get the same record back. */
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectRecord } from '../expect.js';
import { create } from './requests.js';

/** The check. */
export const createReplaySameBody: Check = {
  id: 'create-replay-same-body',
  title:
    'The same requestId with the same payload again is answered 2xx with the same record (the same crId): no second consent request',
  why: cite.replay,
  requests: ['POST /api/cm/v1/df/consent-requests with a valid payload', 'the same request again'],
  cost: 2,
  needsToken: true,
  async run(ctx) {
    const payload = ctx.payload();
    const first = expectRecord(ctx, await create(ctx, payload), payload, cite.created);
    if (first === undefined) return;
    const again = expectRecord(ctx, await create(ctx, payload), payload, cite.replay);
    if (again === undefined) return;
    ctx.expect(again.crId === first.crId, {
      message: `the replay got crId ${JSON.stringify(again.crId)}, the first call ${JSON.stringify(first.crId)}`,
      expected: 'the same crId',
      why: cite.replay,
    });
  },
};
