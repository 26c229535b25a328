/**
 * `consent-contract preview PAYLOAD`: writes the consent page of each language as HTML (and with
 * --png a screenshot of each) into a directory, so that a team sees what the Data Principal sees.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ConsentRequest } from '../../../../generated/types.js';
import { previewPages } from '../../../notice-page/preview.js';
import { printableMessage, printableName } from '../../formatters/printable.js';
import { readFileBytes } from '../../input/read-input.js';
import type { CliIo } from '../../io.js';
import type { LocatedDiagnostic } from '../../report/located.js';
import { readSide } from '../diff/read-side.js';

interface PreviewOptions {
  readonly payload: string;
  readonly out: string;
  readonly lang: string | undefined;
  readonly png: boolean;
}

function parse(argv: readonly string[]): PreviewOptions | 'help' | string {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o', default: 'consent-preview' },
        lang: { type: 'string' },
        png: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) return 'help';
    if (positionals.length !== 1) return `expected one payload file (got ${positionals.length})`;
    if (values.out === '') return '--out needs a directory';
    return {
      payload: positionals[0] as string,
      out: values.out ?? 'consent-preview',
      lang: values.lang,
      png: values.png ?? false,
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/** One diagnostic as a line on stderr: `file:line:col  severity  message  code  at /pointer`. */
function line(file: string, d: LocatedDiagnostic): string {
  const where = d.line === undefined ? '' : `:${d.line}:${d.column ?? 1}`;
  const pointer = d.pointer === '' ? '' : `  at ${d.pointer}`;
  return `${printableName(file)}${where}  ${d.severity}  ${printableMessage(d.message)}  ${d.code}${pointer}\n`;
}
/** Runs the command; returns the exit status. */
export async function runPreview(argv: readonly string[], io: CliIo): Promise<number> {
  const options = parse(argv);
  if (options === 'help') {
    io.stdout((await import('../../help.js')).previewHelp);
    return 0;
  }
  if (typeof options === 'string') {
    io.stderr(`consent-contract preview: ${options}\nRun 'consent-contract preview --help' for usage.\n`);
    return 2;
  }
  const side = await readSide(options.payload, readFileBytes(resolve(io.cwd, options.payload)), true);
  const errors = side.diagnostics.filter((d) => d.severity === 'error');
  for (const d of errors) io.stderr(line(options.payload, d));
  if (!side.comparable || side.diagnostics.some((d) => d.source === 'input' && d.severity === 'error')) return 2;
  // The page needs the payload's shape; a rule error (a retention out of range) still renders.
  if (errors.some((d) => d.source === 'schema')) {
    io.stderr(
      'consent-contract preview: the payload does not follow the schema, so there is no page to show; ' +
        'fix the errors above\n',
    );
    return 1;
  }
  const pages = previewPages(side.value as ConsentRequest, options.lang);
  if (pages.length === 0) {
    const langs = (side.value as ConsentRequest).content.languages.map((l) => l.lang).join(', ');
    io.stderr(
      `consent-contract preview: the payload has no language "${printableName(options.lang ?? '')}"; ` +
        `it has: ${printableName(langs)}\n`,
    );
    return 2;
  }
  const out = resolve(io.cwd, options.out);
  try {
    mkdirSync(out, { recursive: true });
    for (const page of pages) writeFileSync(join(out, page.file), page.html);
  } catch (error) {
    io.stderr(`consent-contract preview: cannot write to ${printableName(options.out)}: ${(error as Error).message}\n`);
    return 2;
  }
  const shown = (file: string): string => printableName(relative(io.cwd, join(out, file)) || file);
  for (const page of pages) io.stdout(`${shown(page.file)}\n`);
  if (options.png) {
    const { screenshots } = await import('./screenshot.js');
    const taken = await screenshots(
      out,
      pages.map((p) => p.file),
      io.env,
    );
    if (!taken.ok) {
      io.stderr(`consent-contract preview: ${taken.error}\n`);
      return 2;
    }
    for (const file of taken.files) io.stdout(`${shown(file)}\n`);
  }
  return errors.length > 0 ? 1 : 0;
}
