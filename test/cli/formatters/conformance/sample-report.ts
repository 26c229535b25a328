/** A conformance report with one check of each status and hostile text from the service. */
import type { ConformanceReport } from '../../../../src/conformance/report.js';

export const sampleReport: ConformanceReport = {
  passed: 1,
  failed: 1,
  skipped: 1,
  baseUrl: 'https://consent.staging.example',
  runId: '0a1b2c3d',
  seed: 42,
  runs: 5,
  requestsSent: 3,
  durationMs: 1234,
  checks: [
    {
      id: 'token-valid-credentials',
      title: 'Token ok',
      why: 'spec §4.1',
      status: 'passed',
      message: '',
      failures: [],
      requests: [],
      durationMs: 5,
    },
    {
      id: 'create-replay-other-body',
      title: 'A used requestId <with> another body is refused & answered 409',
      why: 'DECISIONS.md, "requestId reused"',
      status: 'failed',
      message: 'answered 201 "bad\u001b[31m title"; expected 409',
      failures: [
        {
          message: 'answered 201 "bad\u001b[31m title ]]> \ud800"',
          expected: '409 with a problem body',
          why: 'DECISIONS.md, "requestId reused"',
        },
      ],
      requests: [
        {
          request: {
            method: 'POST',
            url: 'https://consent.staging.example/api/cm/v1/df/consent-requests',
            headers: { authorization: 'Bearer [redacted]' },
            body: '{"a":"<&>"}',
          },
          response: { status: 201, headers: { 'content-type': 'application/json' }, body: '{"crId":"x"}' },
        },
      ],
      durationMs: 20,
    },
    {
      id: 'reject-body-too-large',
      title: 'Too large',
      why: 'DECISIONS.md',
      status: 'skipped',
      message: 'no access token: 401',
      failures: [],
      requests: [],
      durationMs: 0,
    },
  ],
};
