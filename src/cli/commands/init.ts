/**
 * `consent-contract init`: a configuration with the recommended preset, an example payload in
 * consent/, and the snippets that run validate before each commit. Never overwrites: a file that
 * exists is kept and named as kept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CliIo } from '../io.js';
import { configFileNames } from '../config/find-config.js';

const usage = `Usage: consent-contract init

Writes consent-contract.config.json (the recommended preset) and consent/example.json (a valid
consent request to start from) in the working directory, and prints the snippets that run
consent-contract validate in a pre-commit hook or with lint-staged. Existing files are kept.
`;

const config = `{
  "$schema": "./node_modules/consent-contract/schema/config.schema.json",
  "extends": ["recommended"],
  "rules": {}
}
`;

const snippets = `
Run it before each commit, with pre-commit (.pre-commit-config.yaml):

  repos:
    - repo: https://github.com/consent-contract/consent-contract
      rev: v0.1.0
      hooks:
        - id: consent-contract-validate
          files: ^consent/.*\\.json$

or with husky and lint-staged (package.json):

  "lint-staged": {
    "consent/**/*.json": "consent-contract validate"
  }

Then: consent-contract validate consent/
`;

/** The package's example payload: from generated/bin/ (the bin), src/cli/commands/ (source) or dist/src/cli/commands/. */
function examplePayload(): string {
  for (const up of ['../../', '../../../', '../../../../']) {
    try {
      return readFileSync(new URL(`${up}schema/examples/adult.json`, import.meta.url), 'utf8');
    } catch {
      // try the next place
    }
  }
  throw new Error(
    'the example payload schema/examples/adult.json is missing from the package; reinstall consent-contract',
  );
}

/** Writes `text` to `path` unless something is there; returns the line to print. */
function writeNew(cwd: string, name: string, text: () => string, exists = existsSync(join(cwd, name))): string {
  if (exists) return `  kept     ${name} (it exists)\n`;
  mkdirSync(dirname(join(cwd, name)), { recursive: true });
  writeFileSync(join(cwd, name), text(), { flag: 'wx' });
  return `  created  ${name}\n`;
}

/** Runs the command; returns the exit status. */
export function runInit(argv: readonly string[], io: CliIo): number {
  if (argv.includes('-h') || argv.includes('--help')) {
    io.stdout(usage);
    return 0;
  }
  if (argv.length > 0) {
    io.stderr(`consent-contract init: unexpected argument "${argv[0]}"\n${usage}`);
    return 2;
  }
  try {
    const existingConfig = configFileNames.find((name) => existsSync(join(io.cwd, name)));
    const lines =
      (existingConfig === undefined
        ? writeNew(io.cwd, configFileNames[0], () => config)
        : `  kept     ${existingConfig} (it exists)\n`) + writeNew(io.cwd, 'consent/example.json', examplePayload);
    io.stdout(`consent-contract init:\n${lines}${snippets}`);
    return 0;
  } catch (error) {
    io.stderr(`consent-contract init: ${(error as Error).message}\n`);
    return 2;
  }
}
