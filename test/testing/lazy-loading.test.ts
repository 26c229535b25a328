/**
 * fast-check is a dependency of consent-contract/testing and of the conformance command only:
 * the modules the main entry, the client, the sandbox and `validate` load statically never reach
 * it (commands and formatters are loaded by dynamic import). A static walk of the import graph.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';

/** The static, non-type imports of a module, resolved to files (packages as their names). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const specifier = match[1] as string;
    found.push(specifier.startsWith('.') ? resolve(dirname(file), specifier).replace(/\.js$/, '.ts') : specifier);
  }
  return found;
}

/** Every module reachable by static imports from the entry. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('/')) continue;
    let path = file;
    try {
      readFileSync(path);
    } catch {
      path = file.replace(/\.ts$/, '.js');
      seen.add(path);
    }
    if (path.endsWith('.ts') || path.endsWith('.js')) queue.push(...staticImports(path).filter((f) => !seen.has(f)));
  }
  return seen;
}

describe('fast-check is loaded only by conformance and consent-contract/testing', () => {
  it.each([
    'src/index.ts',
    'src/cli/main.ts',
    'src/cli/commands/validate/run.ts',
    'src/client/index.ts',
    'src/sandbox/index.ts',
  ])('%s does not reach it', (entry) => {
    const modules = reachable(resolve(rootDir, entry));
    expect(modules.size).toBeGreaterThan(1);
    expect(
      [...modules].filter((m) => m === 'fast-check' || m.includes('/src/testing/') || m.includes('/src/conformance/')),
    ).toEqual([]);
  });

  it('the conformance entry and consent-contract/testing do reach it (the walk sees it)', () => {
    expect(reachable(resolve(rootDir, 'src/conformance/index.ts'))).toContain('fast-check');
    expect(reachable(resolve(rootDir, 'src/testing/index.ts'))).toContain('fast-check');
  });
});
