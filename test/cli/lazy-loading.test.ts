/**
 * The cold path stays cold: what the command's entry point and `validate` load by static imports
 * (what Node loads before anything runs) reaches neither the notice modules (diff, fingerprint,
 * preview) nor playwright-core; those load through `import()` only when their command runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './run-cli.js';
import { reachable } from '../support/import-graph.js';
import { runProcess } from '../support/run-process.js';

/** Every module reachable from `entry` through static imports (type-only imports excluded). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith(repoRoot)) return;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
      const specifier = match[1] as string;
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      const source = target.replace(/\.js$/, '.ts');
      visit(existsSync(source) ? source : target);
    }
  };
  visit(entry);
  return seen;
}

const offending = (graph: Set<string>): string[] =>
  [...graph].filter(
    (m) =>
      m.includes('/src/notice') ||
      m.includes('/commands/diff/') ||
      m.includes('/commands/preview/') ||
      m === 'playwright-core',
  );

describe('lazy loading', () => {
  it('the entry point and validate load nothing of diff, fingerprint, preview or playwright', () => {
    for (const entry of ['src/cli/main.ts', 'src/cli/commands/validate/run.ts']) {
      const graph = staticGraph(join(repoRoot, entry));
      expect(graph.size, entry).toBeGreaterThan(entry.endsWith('main.ts') ? 1 : 10);
      expect(offending(graph), entry).toEqual([]);
    }
  });

  it('would see a static import of them (the check can fail)', () => {
    const graph = staticGraph(join(repoRoot, 'src/cli/commands/diff/run.ts'));
    expect(offending(graph).length).toBeGreaterThan(0);
  });

  it('validate places findings in the text (src/document/locate, jsonc-parser) only for a file that has some', () => {
    const slow = (entry: string) =>
      [...reachable(join(repoRoot, entry))].filter((m) => m === 'jsonc-parser' || m.includes('/src/document/locate/'));
    expect(slow('src/cli/commands/validate/run.ts')).toEqual([]);
    expect(slow('src/cli/document/locate-document.ts').length).toBeGreaterThan(1);
  });

  it('the bundled bin checking one file never loads node:crypto, even for a long requestId', async () => {
    const bin = join(repoRoot, 'generated/bin/consent-contract.cjs');
    const probe = join(repoRoot, 'test/fixtures/cli/report-crypto.cjs');
    const cryptoLoaded = async (...files: string[]): Promise<string | undefined> => {
      const run = await runProcess(process.execPath, ['--require', probe, bin, 'validate', ...files], {
        cwd: repoRoot,
      });
      expect(run.code, run.stderr).toBe(0);
      return /crypto-loaded=(true|false)/.exec(run.stderr)?.[1];
    };
    // adult.json's requestId is a UUID: longer than a key holds whole, so comparing it needs SHA-256.
    expect(await cryptoLoaded('schema/examples/adult.json')).toBe('false');
    expect(await cryptoLoaded('schema/examples/adult.json', 'schema/examples/minor-with-delegation.json')).toBe('true');
  });
});
