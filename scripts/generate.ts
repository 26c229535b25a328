/**
 * npm run generate: the only writer of generated/ (and of README.md's rules table). With --check
 * it writes nothing and exits 1 when any output is missing or differs from what the sources in
 * schema/ and src/ produce (src/rules/ for the rules table, src/cli/ for the bundled bin).
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { rootDir } from './generate/sources.js';
import { generateOpenApi } from './generate/openapi.js';
import { renderOpenApiComponents } from './generate/openapi-components.js';
import { generateTypes } from './generate/types.js';
import { generateStandaloneValidators, generateValidatorTypes } from './generate/validators.js';
import { generateSchemas } from './generate/schemas.js';
import { generateTextBound } from './generate/text-bound.js';
import { generatePaths } from './generate/paths.js';
import { generateDocsHtml } from './generate/docs-html.js';
import { generateReferenceMd } from './generate/reference/document.js';
import { renderReadmeRules } from './generate/readme-rules.js';
import { generateConfigSchema } from './generate/config-schema.js';
import {
  cliBundlePath,
  besideBinPath,
  commandsApart,
  generateCliBundle,
  generateCommandBundle,
  generateNdjsonWorkerBundle,
  generatePackageBundle,
  ndjsonWorkerBundlePath,
  packagesApart,
} from './generate/cli-bundle.js';

export interface Output {
  /** Path in the repository. */
  readonly path: string;
  /** The file's text; `current` is what the file holds now (null when missing), for sections. */
  readonly render: (current: string | null) => Promise<string>;
  /** File mode to write with (the bin is executable); default 0o644. */
  readonly mode?: number;
}

export const outputs: readonly Output[] = [
  // First: the bundle below reads the section of schema/openapi.yaml that this writes.
  { path: 'schema/openapi.yaml', render: renderOpenApiComponents },
  { path: 'generated/openapi.json', render: generateOpenApi },
  { path: 'generated/types.ts', render: generateTypes },
  { path: 'generated/standalone-validators.js', render: generateStandaloneValidators },
  { path: 'generated/validators.ts', render: generateValidatorTypes },
  { path: 'generated/text-bound.ts', render: generateTextBound },
  { path: 'generated/schemas.js', render: generateSchemas },
  { path: 'generated/paths.ts', render: generatePaths },
  { path: 'generated/docs/index.html', render: generateDocsHtml },
  { path: 'generated/docs/reference.md', render: generateReferenceMd },
  { path: 'README.md', render: renderReadmeRules },
  { path: 'schema/config.schema.json', render: generateConfigSchema },
  // Last: the bin bundles the validators written above.
  { path: cliBundlePath, render: generateCliBundle, mode: 0o755 },
  { path: ndjsonWorkerBundlePath, render: generateNdjsonWorkerBundle },
  ...Object.keys(commandsApart).map((name) => ({
    path: besideBinPath(name),
    render: () => generateCommandBundle(name),
  })),
  ...Object.keys(packagesApart).map((name) => ({
    path: besideBinPath(name),
    render: () => generatePackageBundle(name),
  })),
];

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--check');
  if (unknown.length > 0) {
    console.error(`generate: unknown argument ${unknown[0]}\nusage: npm run generate [-- --check]`);
    return 2;
  }
  const check = argv.includes('--check');
  const stale: string[] = [];
  for (const output of outputs) {
    const target = rootDir + output.path;
    const current = await readOrNull(target);
    const text = await output.render(current);
    if (current === text) continue;
    if (check) {
      stale.push(output.path);
    } else {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      if (output.mode !== undefined) await chmod(target, output.mode);
      console.log(`wrote ${output.path}`);
    }
  }
  if (check && stale.length > 0) {
    console.error(`stale: ${stale.join(', ')}\nRun npm run generate and commit the result.`);
    return 1;
  }
  if (check) console.log(`generated output is fresh (${outputs.length} files)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('generate failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
