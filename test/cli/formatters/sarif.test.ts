import type { Log } from 'sarif';
import { describe, expect, it } from 'vitest';
import { consentRequestRules } from '../../../src/index.js';
import { artifactUri, formatSarif, sarifRules } from '../../../src/cli/formatters/sarif.js';
import { codeCatalogue, toolInfo } from '../../../src/cli/report/catalogue.js';
import { sampleReports } from './sample-reports.js';
import { validateSarif } from './sarif-schema.js';

const tool = toolInfo();
const render = (): Log => JSON.parse(formatSarif(sampleReports, { cwd: '/repo', color: false, tool })) as Log;

describe('sarif format', () => {
  it('is valid against the SARIF 2.1.0 JSON schema', () => {
    expect(validateSarif(render())).toEqual([]);
  });

  it('the schema check can fail (it is not vacuous)', () => {
    const log = render();
    (log.runs[0]!.results![0]! as { level: string }).level = 'fatal';
    expect(validateSarif(log).length).toBeGreaterThan(0);
  });

  it('lists every business rule in tool.driver.rules, with description, help and level', () => {
    const rules = render().runs[0]!.tool.driver.rules!;
    for (const rule of consentRequestRules) {
      const descriptor = rules.find((r) => r.id === rule.id);
      expect(descriptor?.shortDescription?.text).toBe(rule.description);
      expect(descriptor?.help?.text).toBe(rule.rationale);
      expect(descriptor?.defaultConfiguration?.level).toBe(rule.severity);
    }
    expect(rules.map((r) => r.id)).toContain('schema/required');
    expect(rules.map((r) => r.id)).toContain('json/syntax');
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it('has stable rule ids and indices that point at them', () => {
    const run = render().runs[0]!;
    expect(sarifRules({ ...tool, homepage: '' }).map((r) => r.id)).toEqual(run.tool.driver.rules!.map((r) => r.id));
    for (const result of run.results!) expect(run.tool.driver.rules![result.ruleIndex!]!.id).toBe(result.ruleId);
  });

  it('gives relative, percent-encoded URIs under %SRCROOT% and full regions', () => {
    const run = render().runs[0]!;
    const first = run.results![0]!.locations![0]!.physicalLocation!;
    expect(first.artifactLocation).toEqual({ uri: 'consent/bad%2C%20file%3A1.json', uriBaseId: '%SRCROOT%', index: 1 });
    expect(first.region).toEqual({ startLine: 42, startColumn: 27, endLine: 42, endColumn: 28 });
    expect(run.originalUriBaseIds?.['%SRCROOT%']?.uri).toBe('file:///repo/');
    expect(run.results![0]!.locations![0]!.logicalLocations).toEqual([
      { fullyQualifiedName: '/content/languages/0/purposes/0/retention/duration' },
    ]);
    expect(run.results!.map((r) => r.level)).toEqual(['error', 'warning', 'error']);
  });

  it('makes paths relative to the working directory', () => {
    expect(artifactUri('/repo/a/b c.json', '/repo')).toBe('a/b%20c.json');
    expect(artifactUri('a/b.json', '/repo')).toBe('a/b.json');
  });

  it('names the tool and its version', () => {
    const driver = render().runs[0]!.tool.driver;
    expect(driver.name).toBe('consent-contract');
    expect(driver.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is pure: the tool, its version and its rules come from the context only', () => {
    const given = {
      name: 'other-tool',
      version: '9.8.7',
      homepage: 'https://example.test/tool',
      codes: codeCatalogue().slice(0, 2),
    };
    const run = (JSON.parse(formatSarif([sampleReports[0]!], { cwd: '/repo', color: false, tool: given })) as Log)
      .runs[0]!;
    expect(run.tool.driver).toMatchObject({
      name: 'other-tool',
      version: '9.8.7',
      informationUri: 'https://example.test/tool',
    });
    expect(run.tool.driver.rules!.map((r) => r.id)).toEqual(given.codes.map((c) => c.id));
    expect(run.tool.driver.rules![0]!.helpUri).toBe('https://example.test/tool#rules');
  });
});
