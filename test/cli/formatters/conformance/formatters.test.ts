/** The conformance formatters: what each prints for a report with a passed, a failed and a skipped check. */
import { describe, expect, it } from 'vitest';
import { formatConformanceGithub } from '../../../../src/cli/formatters/conformance/github.js';
import { formatConformanceJson } from '../../../../src/cli/formatters/conformance/json.js';
import { formatConformanceJunit } from '../../../../src/cli/formatters/conformance/junit.js';
import { formatConformanceStylish } from '../../../../src/cli/formatters/conformance/stylish.js';
import { sampleReport } from './sample-report.js';

const context = { color: false, version: '0.1.0' };

describe('conformance formatters', () => {
  it('stylish: a line per check, the failure with what was expected, why, what was sent and what came back', () => {
    const text = formatConformanceStylish(sampleReport, context);
    expect(text).toContain('✔ token-valid-credentials');
    expect(text).toContain('✖ create-replay-other-body');
    expect(text).toContain('expected 409 with a problem body');
    expect(text).toContain('why      DECISIONS.md, "requestId reused"');
    expect(text).toContain('sent  POST https://consent.staging.example/api/cm/v1/df/consent-requests');
    expect(text).toContain('authorization: Bearer [redacted]');
    expect(text).toContain('got   201');
    expect(text).toContain('- reject-body-too-large  skipped: no access token: 401');
    expect(text).toContain('✖ 3 checks: 1 passed, 1 failed, 1 skipped; 3 requests in 1.2 s');
    expect(text).toContain('--seed 42 --runs 5');
    // Text from the service cannot drive the terminal.
    expect(text).not.toContain('\u001b');
    expect(text).toContain('\\u001b[31m');
  });

  it('stylish colours only when asked', () => {
    expect(formatConformanceStylish(sampleReport, { ...context, color: true })).toContain('\u001b[31m✖\u001b[39m');
  });

  it('json: the documented shape, checks first by id, status, message, requests', () => {
    const parsed = JSON.parse(formatConformanceJson(sampleReport, context));
    expect(Object.keys(parsed).slice(0, 4)).toEqual(['passed', 'failed', 'skipped', 'checks']);
    expect(parsed.checks.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      ['token-valid-credentials', 'passed'],
      ['create-replay-other-body', 'failed'],
      ['reject-body-too-large', 'skipped'],
    ]);
    expect(Object.keys(parsed.checks[1]).slice(0, 4)).toEqual(['id', 'status', 'message', 'requests']);
    expect(parsed.seed).toBe(42);
  });

  it('junit: one testcase per check, <failure> and <skipped>, everything escaped, nothing XML cannot hold', () => {
    const xml = formatConformanceJunit(sampleReport, context);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="consent-contract conformance" tests="3" failures="1" errors="0" skipped="1"',
      ),
    ).toBe(true);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain(
      '<failure message="answered 201 &quot;bad\ufffd[31m title&quot;; expected 409" type="conformance">',
    );
    expect(xml).toContain('A used requestId &lt;with&gt; another body is refused &amp; answered 409');
    expect(xml).toContain('<skipped message="no access token: 401"/>');
    expect(xml).toContain('{&quot;a&quot;:&quot;&lt;&amp;&gt;&quot;}');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udfff]/);
    expect(xml).not.toContain(']]>');
    // Balanced elements.
    for (const tag of ['testsuites', 'testsuite', 'testcase', 'failure', 'system-out', 'properties']) {
      const open =
        (xml.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length -
        (xml.match(new RegExp(`<${tag}[^>]*/>`, 'g')) ?? []).length;
      expect((xml.match(new RegExp(`</${tag}>`, 'g')) ?? []).length, tag).toBe(open);
    }
  });

  it('github: an error annotation per failed check and a notice with the totals', () => {
    const lines = formatConformanceGithub(sampleReport, context).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^::error title=consent-contract conformance create-replay-other-body::A used requestId/);
    expect(lines[0]).toContain('%0A');
    expect(lines[0]).not.toContain('\u001b');
    expect(lines[1]).toBe(
      '::notice title=consent-contract conformance::1 passed, 1 failed, 1 skipped against https://consent.staging.example (seed 42)',
    );
  });
});
