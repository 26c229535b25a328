/**
 * npm run generate: the only writer of generated/. With --check it writes nothing and exits 1
 * when any generated file is missing or differs from what the sources in schema/ produce.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { generatedDir } from './generate/sources.js';
import { generateOpenApi } from './generate/openapi.js';
import { generateTypes } from './generate/types.js';
import { generateStandaloneValidators, generateValidatorTypes } from './generate/validators.js';
import { generateSchemas } from './generate/schemas.js';

export interface Output {
  /** Path below generated/. */
  readonly path: string;
  readonly render: () => Promise<string>;
}

export const outputs: readonly Output[] = [
  { path: 'openapi.json', render: generateOpenApi },
  { path: 'types.ts', render: generateTypes },
  { path: 'standalone-validators.js', render: generateStandaloneValidators },
  { path: 'validators.ts', render: generateValidatorTypes },
  { path: 'schemas.js', render: generateSchemas },
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
    const target = generatedDir + output.path;
    const text = await output.render();
    const current = await readOrNull(target);
    if (current === text) continue;
    if (check) {
      stale.push(`generated/${output.path}`);
    } else {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
      console.log(`wrote generated/${output.path}`);
    }
  }
  if (check && stale.length > 0) {
    console.error(`generated/ is stale: ${stale.join(', ')}\nRun npm run generate and commit the result.`);
    return 1;
  }
  if (check) console.log(`generated/ is fresh (${outputs.length} files)`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('generate failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
