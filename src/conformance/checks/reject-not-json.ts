/** reject-not-json: a body that is not JSON gets 400 with a json/syntax diagnostic. */
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectRejected } from '../expect.js';
import { create } from './requests.js';

/** The check. */
export const rejectNotJson: Check = {
  id: 'reject-not-json',
  title: 'A body that is not JSON is rejected: 400, a problem body with json/syntax at the root',
  why: `${cite.invalid}; ${cite.malformed}`,
  requests: ['POST /api/cm/v1/df/consent-requests, Content-Type: application/json, body {"requestId": (cut short)'],
  cost: 1,
  needsToken: true,
  async run(ctx) {
    expectRejected(ctx, await create(ctx, '{"requestId": '), 'json/syntax', '', cite.malformed);
  },
};
