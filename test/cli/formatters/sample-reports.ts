/** Reports that exercise every branch of the formatters. */
import type { FileReport } from '../../../src/cli/report/located.js';

export const sampleReports: FileReport[] = [
  { file: 'consent/valid.json', valid: true, diagnostics: [] },
  {
    file: 'consent/bad, file:1.json',
    valid: false,
    diagnostics: [
      {
        code: 'retention-range',
        severity: 'error',
        pointer: '/content/languages/0/purposes/0/retention/duration',
        message: 'retention of 6 years is out of range for unit year (1 to 5)',
        source: 'rule',
        params: { duration: 6 },
        line: 42,
        column: 27,
        endLine: 42,
        endColumn: 28,
      },
      {
        code: 'known-version',
        severity: 'warning',
        pointer: '/version',
        message: '100% wrong,\r\nreally: "2"',
        source: 'rule',
        line: 2,
        column: 14,
        endLine: 2,
        endColumn: 17,
      },
    ],
  },
  {
    file: 'missing.json',
    valid: false,
    diagnostics: [
      { code: 'file/unreadable', severity: 'error', pointer: '', message: 'cannot read the file', source: 'input' },
    ],
  },
];
