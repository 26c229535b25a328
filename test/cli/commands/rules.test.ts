import { describe, expect, it } from 'vitest';
import { consentRequestRules } from '../../../src/index.js';
import { cliCodes } from '../../../src/cli/report/codes.js';
import { dpdpRules } from '../../../src/rules/index.js';
import { runCliInProcess as runCli } from '../run-in-process.js';

describe('consent-contract rules', () => {
  it('lists every rule with id, severity and description, then the input checks', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    for (const rule of consentRequestRules) {
      expect(
        lines.some(
          (l) => l.trim().startsWith(rule.id) && l.includes(` ${rule.severity} `) && l.endsWith(rule.description),
        ),
      ).toBe(true);
    }
    for (const code of Object.values(cliCodes)) expect(run.stdout).toContain(code.id);
  });

  it('prints the same as JSON', async () => {
    const run = await runCli(['rules', '--format', 'json']);
    const parsed = JSON.parse(run.stdout) as {
      configFile: null;
      rules: Array<{ id: string; severity: string; description: string }>;
    };
    expect(parsed.configFile).toBeNull();
    expect(parsed.rules).toEqual(
      [...consentRequestRules, ...dpdpRules].map(({ id, severity, description, enforcedByService }) => ({
        id,
        severity: dpdpRules.some((r) => r.id === id) ? 'off' : severity,
        description,
        defaultSeverity: severity,
        enforcedByService: enforcedByService === true,
        custom: false,
      })),
    );
  });

  it('exits 2 on a bad option', async () => {
    const run = await runCli(['rules', '--format', 'xml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown --format value "xml"; use one of: text, json');
    expect((await runCli(['rules', '--fromat', 'json'])).stderr).toContain('did you mean --format?');
  });
});
