import { describe, expect, it } from 'vitest';
import { formatStylish } from '../../../src/cli/formatters/stylish.js';
import { sampleReports } from './sample-reports.js';

describe('stylish format', () => {
  it('prints file:line:col  severity  message  code, grouped per file, then a summary', () => {
    const out = formatStylish(sampleReports, { cwd: '/repo', color: false });
    expect(out).toBe(
      [
        'consent/bad, file:1.json:42:27  error    retention of 6 years is out of range for unit year (1 to 5)  retention-range  at /content/languages/0/purposes/0/retention/duration',
        'consent/bad, file:1.json:2:14   warning  100% wrong,\\u000d\\u000areally: "2"  known-version  at /version',
        '',
        'missing.json  error    cannot read the file  file/unreadable',
        '',
        '✖ 3 problems (2 errors, 1 warning) in 2 inputs; 3 inputs checked',
        '',
      ].join('\n'),
    );
  });

  it('shows control characters of file names and messages by the one policy, never raw', () => {
    const report = {
      file: 'evil\u001b[2J\u001b]0;pwned\u0007.json',
      valid: false,
      diagnostics: [{ ...sampleReports[2]!.diagnostics[0]!, message: 'also in x\u001b[31m.json' }],
    };
    const out = formatStylish([report], { cwd: '/', color: false });
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(out).toContain(
      'evil\\u001b[2J\\u001b]0;pwned\\u0007.json  error    also in x\\u001b[31m.json  file/unreadable',
    );
  });

  it('says so when there are no problems', () => {
    expect(formatStylish([sampleReports[0]!], { cwd: '/', color: false })).toBe('✔ 1 input checked, no problems\n');
  });

  it('counts payloads when an input holds many (NDJSON), and says how many warnings --quiet hid', () => {
    const clean = [{ file: 'a.ndjson', valid: true, diagnostics: [] }];
    expect(formatStylish(clean, { cwd: '/', color: false, payloads: 300 })).toBe(
      '✔ 300 payloads in 1 input checked, no problems\n',
    );
    expect(formatStylish(clean, { cwd: '/', color: false, payloads: 1, hiddenWarnings: 1 })).toBe(
      '✔ 1 input checked, no errors; 1 warning hidden by --quiet\n',
    );
  });

  it('colours only when asked', () => {
    expect(formatStylish(sampleReports, { cwd: '/', color: false })).not.toContain('\u001b[');
    const coloured = formatStylish(sampleReports, { cwd: '/', color: true });
    expect(coloured).toContain('\u001b[31merror  \u001b[39m');
    expect(coloured).toContain('\u001b[33mwarning\u001b[39m');
  });
});
