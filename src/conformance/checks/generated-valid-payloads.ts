/** generated-valid-payloads: --runs generated valid payloads are all created. */
import { consentRequestArbitrary } from '../../testing/arbitraries.js';
import { cite } from '../cite.js';
import { expectRecord } from '../expect.js';
import { propertyCheck } from './property.js';
import { creationRequest } from './requests.js';

/** The check. */
export const generatedValidPayloads = propertyCheck({
  id: 'generated-valid-payloads',
  title:
    'Generated valid payloads (1 to 4 languages, ADULT and MINOR, unicode text) are all created: 2xx, a valid pending record echoing them',
  why: `${cite.created}; the payload schema and business rules: a payload they accept must be accepted`,
  requests: [
    'POST /api/cm/v1/df/consent-requests with a generated valid payload, --runs times (seeded by --seed), plus shrinking',
  ],
  arbitrary: () => consentRequestArbitrary(),
  prepare: (ctx, value) => ctx.mark(structuredClone(value)),
  request: (ctx, sent) => creationRequest(ctx, sent),
  judge: (sink, probe, sent) => expectRecord(sink, probe.answer, sent, cite.created),
});
