/** reject-wrong-content-type: a payload sent as text/plain gets 415. */
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectProblem } from '../expect.js';
import { create } from './requests.js';

/** The check. */
export const rejectWrongContentType: Check = {
  id: 'reject-wrong-content-type',
  title: 'A valid payload sent with Content-Type text/plain is refused: 415 with a problem body',
  why: cite.mediaType,
  requests: ['POST /api/cm/v1/df/consent-requests, Content-Type: text/plain, a valid payload'],
  cost: 1,
  needsToken: true,
  async run(ctx) {
    expectProblem(
      ctx,
      await create(ctx, JSON.stringify(ctx.payload()), { contentType: 'text/plain' }),
      415,
      cite.mediaType,
    );
  },
};
