/**
 * Where the configuration is: the first consent-contract.config.{json,mjs,js} from the working
 * directory upward, stopping at the repository root (the folder with .git), so that a payload
 * repository never picks up a configuration from the folder it was cloned into.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The names looked for in each folder, in this order. */
export const configFileNames = [
  'consent-contract.config.json',
  'consent-contract.config.mjs',
  'consent-contract.config.js',
] as const;

/** The path of the configuration that applies in `cwd`, or undefined. */
export function findConfigFile(cwd: string): string | undefined {
  for (let dir = cwd; ; ) {
    for (const name of configFileNames) {
      const path = join(dir, name);
      if (existsSync(path)) return path;
    }
    const parent = dirname(dir);
    if (parent === dir || existsSync(join(dir, '.git'))) return undefined;
    dir = parent;
  }
}
