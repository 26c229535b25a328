/**
 * generated/docs/index.html: the API docs as one self-contained page, rendered by Redoc through
 * `redocly build-docs` from the same OpenAPI document as generated/openapi.json. Redoc's script
 * is inlined (--inlineBundle), so the page needs no network; see docs-template.ts.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { generateOpenApi } from './openapi.js';
import { markupHeader } from './header.js';
import { rootDir } from './sources.js';
import { docsTemplate } from './docs-template.js';

const run = promisify(execFile);

/** The Redocly CLI installed with the package's dev dependencies. */
function redoclyCli(): string {
  const manifest = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin.redocly!);
}

/** The environment of the Redocly CLI: no usage data, no update check, no colours in messages. */
function quietEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
}

/**
 * Renders the page. Redoc reads the OpenAPI document as generate would write it now (not the
 * file on disk), so that `--check` compares against what the sources produce.
 */
export async function generateDocsHtml(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'consent-contract-docs-'));
  try {
    await writeFile(join(dir, 'openapi.json'), await generateOpenApi());
    await writeFile(join(dir, 'template.hbs'), docsTemplate);
    const args = [
      redoclyCli(),
      'build-docs',
      'openapi.json',
      '--inlineBundle',
      '--config',
      join(rootDir, 'redocly.yaml'),
      '--template',
      'template.hbs',
      '--output',
      'index.html',
    ];
    await run(process.execPath, args, { cwd: dir, env: quietEnv(), maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: unknown) => {
        const output = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr) : String(error);
        throw new Error(`redocly build-docs failed:\n${output}`);
      },
    );
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    return `${markupHeader('schema/openapi.yaml through redocly build-docs')}${html.endsWith('\n') ? html : `${html}\n`}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
