/**
 * The order test files start in. Vitest hands each free worker the next file of one queue, so the
 * run ends when the longest chain of files does: the files that take longest must start first.
 * Vitest orders by the durations of the previous run when it has them, which a fresh clone (CI)
 * has not: it then starts the largest files first, which put the package tests (minutes of npm,
 * pre-commit and tsc) at the end of the run. These files, measured slowest from a cold start,
 * start first in the order listed; the rest follow in vitest's own order.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Slowest first (measured by each file's wall time from a cold start, see DECISIONS.md; third round). */
export const slowFiles: readonly string[] = [
  'test/package/tarball.test.ts',
  'test/package/git-install.test.ts',
  'test/package/pre-commit.test.ts',
  'test/sandbox/store/kill.test.ts',
  'test/docs/docs-html.test.ts',
  'test/notice-page/browser.test.ts',
  'test/validate/hostile-input.test.ts',
  'test/cli/commands/validate/ndjson.test.ts',
  'test/schema/formats.test.ts',
  'test/meta/import-graph.test.ts',
  'test/cli/commands/sandbox.test.ts',
  'test/openapi/spectral.test.ts',
  'test/sandbox/browser.test.ts',
  'test/baseline/verdict.test.ts',
];

/**
 * Vitest's order, with the files of `slowFiles` moved to the front in their listed order and the
 * files of an isolated project (fresh modules) to the end. Vitest puts those first among the rest;
 * a worker that shares its modules stops when the next file is isolated, and the one started after
 * loads every module again (seconds of CPU, mid-run).
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      if (spec.project.config.isolate !== false) return slowFiles.length + 1;
      const at = slowFiles.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll('\\', '/'));
      return at < 0 ? slowFiles.length : at;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
