import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithub } from '../../../src/cli/formatters/github.js';
import { sampleReports } from './sample-reports.js';

describe('github format', () => {
  it('escapes data and properties as the Actions toolkit does', () => {
    expect(escapeData('50% a\r\nb')).toBe('50%25 a%0D%0Ab');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('shows control characters of a file name (C1 included) by the one policy, then escapes it as a property', () => {
    const out = formatGithub([{ ...sampleReports[2]!, file: 'evil\u001b]0;x\u0007\u009b.json' }], {
      cwd: '/repo',
      color: false,
    });
    expect(out).toBe(
      '::error file=evil\\u001b]0;x\\u0007\\u009b.json,title=consent-contract file/unreadable::cannot read the file\n',
    );
  });

  it('shows control characters of a message by the one policy, CR and LF included, so it stays one line', () => {
    const report = sampleReports[2]!;
    const diagnostic = { ...report.diagnostics[0]!, message: 'first seen in evil\u001b[2J.json\n::error::second line' };
    const out = formatGithub([{ ...report, diagnostics: [diagnostic] }], { cwd: '/repo', color: false });
    expect(out).toBe(
      '::error file=missing.json,title=consent-contract file/unreadable::first seen in evil\\u001b[2J.json\\u000a::error::second line\n',
    );
    expect(out).not.toContain('\u001b');
  });

  it('prints one annotation per diagnostic with file, full region and title', () => {
    const lines = formatGithub(sampleReports, { cwd: '/repo', color: false }).trimEnd().split('\n');
    expect(lines).toEqual([
      '::error file=consent/bad%2C file%3A1.json,line=42,col=27,endLine=42,endColumn=28,title=consent-contract retention-range::retention of 6 years is out of range for unit year (1 to 5) (at /content/languages/0/purposes/0/retention/duration)',
      '::warning file=consent/bad%2C file%3A1.json,line=2,col=14,endLine=2,endColumn=17,title=consent-contract known-version::100%25 wrong,\\u000d\\u000areally: "2" (at /version)',
      '::error file=missing.json,title=consent-contract file/unreadable::cannot read the file',
    ]);
  });

  it('prints nothing when there is nothing to say', () => {
    expect(formatGithub([sampleReports[0]!], { cwd: '/repo', color: false })).toBe('');
  });

  it('makes absolute paths under the working directory relative', () => {
    const out = formatGithub([{ ...sampleReports[2]!, file: '/repo/sub/x.json' }], { cwd: '/repo', color: false });
    expect(out).toContain('file=sub/x.json,');
  });
});
