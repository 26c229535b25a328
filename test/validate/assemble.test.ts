import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostic.js';
import { capDiagnostics } from '../../src/validate/assemble.js';
import { plural } from '../../src/describe-value.js';

const d = (severity: 'error' | 'warning'): Diagnostic => ({
  code: 'x',
  severity,
  pointer: '',
  message: 'm',
  source: 'rule',
});

describe('plurals in summaries', () => {
  it('says "1 more diagnostic (1 error, 0 warnings)"', () => {
    const capped = capDiagnostics([d('error'), d('error')], 1);
    expect(capped[1]?.message).toBe(
      '1 more diagnostic not shown (1 error, 0 warnings); fix the ones above and validate again',
    );
    expect(capDiagnostics([d('error'), d('warning'), d('warning')], 1)[1]?.message).toMatch(
      /^2 more diagnostics not shown \(0 errors, 2 warnings\)/,
    );
  });

  it('plural', () => {
    expect([plural(0, 'error'), plural(1, 'error'), plural(2, 'payload')]).toEqual([
      '0 errors',
      '1 error',
      '2 payloads',
    ]);
  });
});
