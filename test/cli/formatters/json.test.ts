import { describe, expect, it } from 'vitest';
import { formatJson } from '../../../src/cli/formatters/json.js';
import { sampleReports } from './sample-reports.js';

describe('json format', () => {
  it('prints one array, an entry per input in order, with file, valid and located diagnostics', () => {
    const out = formatJson(sampleReports, { cwd: '/repo', color: false });
    expect(out.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(out) as unknown[];
    expect(parsed).toEqual(sampleReports.map((r) => ({ file: r.file, valid: r.valid, diagnostics: r.diagnostics })));
    expect(Object.keys(parsed[1] as object)).toEqual(['file', 'valid', 'diagnostics']);
  });

  it('prints an empty array for no inputs', () => {
    expect(formatJson([], { cwd: '/', color: false })).toBe('[]\n');
  });
});
