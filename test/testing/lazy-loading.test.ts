/**
 * fast-check is a dependency of consent-contract/testing and of the conformance command only:
 * the modules the main entry, the client, the sandbox and `validate` load statically never reach
 * it (commands and formatters are loaded by dynamic import). A static walk of the import graph.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { reachable } from '../support/import-graph.js';

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
