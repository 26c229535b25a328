/**
 * Quality gate: generated/openapi.json passes `redocly lint` with Redocly's recommended ruleset
 * (redocly.yaml) with no error and no warning. A warning that is accepted is switched off in
 * redocly.yaml with its reason, so that it is visible there rather than tolerated here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';
import { binPath, runNode } from './run-bin.js';
import { breakRequestBodyRef, brokenCopy, bundledDocument, shippedDocument } from './broken-copy.js';

interface RedoclyReport {
  readonly totals: { readonly errors: number; readonly warnings: number; readonly ignored: number };
  readonly version: string;
  readonly problems: ReadonlyArray<{ readonly ruleId: string; readonly severity: string; readonly message: string }>;
}

async function lint(file: string): Promise<{ code: number | null; report: RedoclyReport; stderr: string }> {
  const args = ['lint', file, '--config', join(rootDir, 'redocly.yaml'), '--format', 'json'];
  const result = await runNode(binPath('@redocly/cli', 'redocly'), args);
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint printed no report:\n${result.stderr}`);
  return { code: result.code, report: JSON.parse(result.stdout.slice(start)) as RedoclyReport, stderr: result.stderr };
}

const summary = (report: RedoclyReport): string[] =>
  report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);

describe('redocly lint generated/openapi.json and schema/openapi.yaml', () => {
  let broken: Awaited<ReturnType<typeof brokenCopy>>;
  let clean: Awaited<ReturnType<typeof lint>>;
  let shipped: Awaited<ReturnType<typeof lint>>;
  let brokenResult: Awaited<ReturnType<typeof lint>>;

  beforeAll(async () => {
    // A copy with one defect of each severity proves that the ruleset is loaded and bites.
    broken = await brokenCopy((document) => {
      delete document.info.license;
      breakRequestBodyRef(document);
    });
    [clean, shipped, brokenResult] = await Promise.all([
      lint(bundledDocument),
      lint(shippedDocument),
      lint(broken.path),
    ]);
  });

  afterAll(async () => {
    await broken?.remove();
  });

  it('reports no error and no warning', () => {
    expect(summary(clean.report)).toEqual([]);
    expect(clean.report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(clean.code).toBe(0);
  });

  it('reports no error and no warning on schema/openapi.yaml as shipped, on its own', () => {
    expect(summary(shipped.report)).toEqual([]);
    expect(shipped.report.totals).toMatchObject({ errors: 0, warnings: 0, ignored: 0 });
    expect(shipped.code).toBe(0);
  });

  it('ignores nothing through a .redocly.lint-ignore.yaml', () => {
    expect(clean.report.totals.ignored).toBe(0);
  });

  it('fails a document with an unresolved reference and warns about a missing license', () => {
    const rules = brokenResult.report.problems.map((p) => `${p.severity} ${p.ruleId}`);
    expect(rules).toEqual(expect.arrayContaining(['error no-unresolved-refs', 'warn info-license']));
    expect(brokenResult.code).not.toBe(0);
  });
});
