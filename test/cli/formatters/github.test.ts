import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithub } from '../../../src/cli/formatters/github.js';
import { sampleReports } from './sample-reports.js';

describe('github format', () => {
  it('escapes data and properties as the Actions toolkit does', () => {
    expect(escapeData('50% a\r\nb')).toBe('50%25 a%0D%0Ab');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('also escapes the other C0 controls and DEL in properties, so a file name cannot carry escape sequences', () => {
    expect(escapeProperty('a\u001b[31m\u0000\t\u007fb')).toBe('a%1B[31m%00%09%7Fb');
    const out = formatGithub([{ ...sampleReports[2]!, file: 'evil\u001b]0;x\u0007.json' }], { cwd: '/repo', color: false });
    expect(out).toBe('::error file=evil%1B]0;x%07.json,title=consent-contract file/unreadable::cannot read the file\n');
  });

  it('shows control characters in a message as \\xNN, keeping CR and LF as GitHub escapes them', () => {
    const report = sampleReports[2]!;
    const diagnostic = { ...report.diagnostics[0]!, message: 'first seen in evil\u001b[2J.json\nsecond line' };
    const out = formatGithub([{ ...report, diagnostics: [diagnostic] }], { cwd: '/repo', color: false });
    expect(out).toBe('::error file=missing.json,title=consent-contract file/unreadable::first seen in evil\\x1b[2J.json%0Asecond line\n');
    expect(out).not.toContain('\u001b');
  });

  it('prints one annotation per diagnostic with file, full region and title', () => {
    const lines = formatGithub(sampleReports, { cwd: '/repo', color: false }).trimEnd().split('\n');
    expect(lines).toEqual([
      '::error file=consent/bad%2C file%3A1.json,line=42,col=27,endLine=42,endColumn=28,title=consent-contract retention-range::retention of 6 years is out of range for unit year (1 to 5) (at /content/languages/0/purposes/0/retention/duration)',
      '::warning file=consent/bad%2C file%3A1.json,line=2,col=14,endLine=2,endColumn=17,title=consent-contract known-version::100%25 wrong,%0D%0Areally: "2" (at /version)',
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
