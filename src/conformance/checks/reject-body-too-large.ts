/** reject-body-too-large: a body over the documented limit gets 413. */
import { maxBodyBytes } from '../../sandbox/options.js';
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { expectProblem } from '../expect.js';
import { create } from './requests.js';

/** A JSON object of exactly `bytes` bytes: a payload padded with one long member. */
export function oversizedBody(payload: object, bytes: number): string {
  const start = JSON.stringify({ ...payload, conformancePadding: '' });
  return `${start.slice(0, -2)}${'x'.repeat(Math.max(0, bytes - Buffer.byteLength(start)))}"}`;
}

/** The check. */
export const rejectBodyTooLarge: Check = {
  id: 'reject-body-too-large',
  title: `A body one byte over the documented limit (${maxBodyBytes} bytes) is refused: 413 with a problem body`,
  why: cite.bodyLimit,
  requests: [`POST /api/cm/v1/df/consent-requests with a JSON body of ${maxBodyBytes + 1} bytes`],
  cost: 1,
  needsToken: true,
  async run(ctx) {
    expectProblem(ctx, await create(ctx, oversizedBody(ctx.payload(), maxBodyBytes + 1)), 413, cite.bodyLimit);
  },
};
