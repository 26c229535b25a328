/** create-valid-payload: a valid payload is created, pending, echoed, and its redirectUrl opens a page. */
import type { Check } from '../check.js';
import { cite } from '../cite.js';
import { describeAnswer, expectRecord } from '../expect.js';
import { mediaEssence } from '../openapi/judge.js';
import { create } from './requests.js';

/** The check. */
export const createValidPayload: Check = {
  id: 'create-valid-payload',
  title:
    'A valid payload is answered 2xx with a valid record: status pending, requestId, dpHash, fidId and service id echoed, redirectUrl {base}/consent?cr_id=<crId>, which opens a 200 HTML page',
  why: `${cite.created}; ${cite.page}`,
  requests: ['POST /api/cm/v1/df/consent-requests with a valid payload', 'GET <redirectUrl> (not with --no-page)'],
  cost: 2,
  needsToken: true,
  async run(ctx) {
    const payload = ctx.payload();
    const record = expectRecord(ctx, await create(ctx, payload), payload, cite.created);
    if (record === undefined || !ctx.options.page) return;
    const page = await ctx.send({
      method: 'GET',
      url: record.redirectUrl,
      headers: { accept: 'text/html' },
      follow: true,
    });
    const media = mediaEssence(page.headers.get('content-type'));
    ctx.expect(page.status === 200 && media === 'text/html', {
      message: `the redirectUrl answered ${describeAnswer(page)}`,
      expected: '200 text/html: the consent notice',
      why: cite.page,
    });
  },
};
