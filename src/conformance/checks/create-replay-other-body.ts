/** create-replay-other-body: a used requestId with another body gets 409. */
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectProblem, expectRecord } from '../expect.js';
import { create } from './requests.js';

/** The check. */
export const createReplayOtherBody: Check = {
  id: 'create-replay-other-body',
  title: 'A used requestId with a different payload is refused: 409 with a problem body',
  why: cite.conflict,
  requests: [
    'POST /api/cm/v1/df/consent-requests with a valid payload',
    'the same requestId with another service name',
  ],
  cost: 2,
  needsToken: true,
  async run(ctx) {
    const payload = ctx.payload();
    if (expectRecord(ctx, await create(ctx, payload), payload, cite.created) === undefined) return;
    const other = { ...payload, service: { ...payload.service, name: `${payload.service.name} (changed)` } };
    expectProblem(ctx, await create(ctx, other), 409, cite.conflict);
  },
};
