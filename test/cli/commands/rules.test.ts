import { describe, expect, it } from 'vitest';
import { consentRequestRules } from '../../../src/index.js';
import { cliCodes } from '../../../src/cli/report/codes.js';
import { runCliInProcess as runCli } from '../run-in-process.js';

describe('consent-contract rules', () => {
  it('lists every rule with id, severity and description, then the input checks', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    for (const rule of consentRequestRules) {
      expect(lines.some((l) => l.trim().startsWith(rule.id) && l.includes(` ${rule.severity} `) && l.endsWith(rule.description))).toBe(true);
    }
    for (const code of Object.values(cliCodes)) expect(run.stdout).toContain(code.id);
  });

  it('prints the same as JSON', async () => {
    const run = await runCli(['rules', '--format', 'json']);
    const parsed = JSON.parse(run.stdout) as { rules: Array<{ id: string; severity: string; description: string }> };
    expect(parsed.rules).toEqual(consentRequestRules.map(({ id, severity, description }) => ({ id, severity, description })));
  });

  it('exits 2 on a bad option', async () => {
    const run = await runCli(['rules', '--format', 'xml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown format "xml"');
  });
});
