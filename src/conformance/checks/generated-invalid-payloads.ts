/** generated-invalid-payloads: --runs generated invalid payloads are all rejected with their diagnostic. */
import { invalidConsentRequestArbitrary, type InvalidConsentRequest } from '../../testing/invalid.js';
import { cite } from '../cite.js';
import { expectRejected } from '../expect.js';
import { propertyCheck } from './property.js';
import { creationRequest } from './requests.js';

/** The check. */
export const generatedInvalidPayloads = propertyCheck<InvalidConsentRequest, InvalidConsentRequest>({
  id: 'generated-invalid-payloads',
  title:
    'Generated invalid payloads (one schema or rule error each) are all rejected: 400, a problem body listing the expected diagnostic at its pointer',
  why: cite.invalid,
  requests: [
    'POST /api/cm/v1/df/consent-requests with a generated payload broken in one way, --runs times (seeded by --seed), plus shrinking',
  ],
  arbitrary: (ctx) => invalidConsentRequestArbitrary({ severity: 'error', before: (payload) => ctx.mark(payload) }),
  prepare: (_ctx, value) => value,
  request: (ctx, sent) => creationRequest(ctx, sent.payload),
  judge: (sink, probe, value) =>
    expectRejected(sink, probe.answer, value.code, value.pointer, `${cite.invalid} (mutation: ${value.mutation})`),
});
