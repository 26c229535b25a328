/**
 * The import graph, read by dependency-cruiser with the rules of `.dependency-cruiser.cjs` (the
 * same ones `npm run lint` applies): no cycles, no root index inside src, and the layers
 * schema -> scripts -> generated -> src core -> src/{cli, client, sandbox} never run backwards.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

interface Cruised {
  readonly result: ICruiseResult;
  /** As `rule: from -> to`, sorted. */
  readonly violations: string[];
}

/** The cruise of the tree under `baseDir` with the rules. */
async function cruiseTree(baseDir: string, roots: readonly string[]): Promise<Cruised> {
  const { output } = await cruise([...roots], {
    ...config.options,
    baseDir,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
  });
  const result = output as ICruiseResult;
  const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  return { result, violations };
}

describe('the import graph', () => {
  it('has no cycles and its layers run one way', async () => {
    const { result, violations } = await cruiseTree(root, ['src', 'scripts', 'generated', 'bench']);
    expect(violations).toEqual([]);
    // The rules saw the whole tree: every relative import resolved to a file.
    const modules = result.modules.map((m) => m.source);
    expect(modules).toEqual(
      expect.arrayContaining(['src/cli/main.ts', 'generated/validators.ts', 'scripts/generate.ts']),
    );
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies
        .filter((d) => d.couldNotResolve && d.module.startsWith('.'))
        .map((d) => `${m.source} -> ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  }, 60_000);

  describe('on a broken tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    it('reports each backward arrow and each cycle', async () => {
      write('src/index.ts', "export { rule } from './rules/rule.js';\n");
      write('src/rules/rule.ts', "import { io } from '../cli/io.js';\nexport const rule = io;\n");
      write('src/cli/io.ts', "import { rule } from '../index.js';\nexport const io = 1;\nexport { rule };\n");
      write('src/client/client.ts', "import { start } from '../sandbox/server.js';\nexport const c = start;\n");
      write('src/sandbox/server.ts', "import { io } from '../cli/io.js';\nexport const start = io;\n");
      write('src/conformance/run.ts', "import { start } from '../sandbox/server.js';\nexport const run = start;\n");
      write('src/validate/a.ts', "import { b } from './b.js';\nexport const a = b;\n");
      write('src/validate/b.ts', "import { a } from './a.js';\nexport const b = () => a;\n");
      write(
        'src/problems/schema-read.ts',
        "import s from '../../schema/x.json' with { type: 'json' };\nexport default s;\n",
      );
      write('schema/x.json', '{}\n');
      write('generated/validators.ts', "export { rule } from '../src/rules/rule.js';\n");
      write('scripts/generate.ts', "export { io } from '../src/cli/io.js';\n");
      write('src/loads-a-script.ts', "export * from '../scripts/generate.js';\n");
      write('src/schema/text.ts', "export { locate } from '../document/locate.js';\n");
      write('src/document/locate.ts', 'export const locate = 1;\n');

      const found = (await cruiseTree(dir, ['src', 'scripts', 'generated'])).violations;
      const rules = new Set(found.map((v) => v.slice(0, v.indexOf(':'))));
      expect([...rules].sort()).toEqual((config.forbidden ?? []).map((r) => r.name).sort());
      expect(found).toContain('core-uses-no-edge: src/rules/rule.ts -> src/cli/io.ts');
      expect(found).toContain('no-root-index-in-src: src/cli/io.ts -> src/index.ts');
      expect(found).toContain('no-cycles: src/validate/a.ts -> src/validate/b.ts');
      expect(found).toContain('value-path-uses-no-text-entry: src/schema/text.ts -> src/document/locate.ts');
    }, 60_000);
  });
});
