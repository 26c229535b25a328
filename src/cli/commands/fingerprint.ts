/** `consent-contract fingerprint PAYLOAD ...`: the notice's SHA-256 fingerprints, whole and per language. */
import { checkArgv, unknownValue } from '../argv.js';
import { isOneOf } from './validate/args.js';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { canonicalNotice } from '../../notice/canonical.js';
import { canonicalNoticeText, noticeFingerprint, type NoticeFingerprint } from '../../notice/fingerprint.js';
import { readFileBytes } from '../input/read-input.js';
import type { CliIo } from '../io.js';
import { printable } from '../../safe-text.js';
import { readSide } from './diff/read-side.js';

interface Printed {
  readonly file: string;
  readonly valid: boolean;
  readonly fingerprint: NoticeFingerprint | undefined;
  readonly problems: readonly string[];
}

function text(results: readonly Printed[]): string {
  return results
    .map((r) => {
      const lines = [printable(r.file)];
      if (r.fingerprint !== undefined) {
        const width = Math.max(6, ...Object.keys(r.fingerprint.languages).map((l) => l.length));
        lines.push(`  ${'notice'.padEnd(width)}  ${r.fingerprint.notice}`);
        for (const [lang, hash] of Object.entries(r.fingerprint.languages))
          lines.push(`  ${printable(lang).padEnd(width)}  ${hash}`);
      }
      for (const problem of r.problems) lines.push(`  ${printable(problem)}`);
      return lines.join('\n');
    })
    .join('\n\n');
}

/** Runs the command; returns the exit status. */
export async function runFingerprint(argv: readonly string[], io: CliIo): Promise<number> {
  const options = {
    format: { type: 'string' as const, short: 'f', default: 'text' },
    help: { type: 'boolean' as const, short: 'h', default: false },
  };
  const formats = ['text', 'json', 'canonical'] as const;
  let values;
  let positionals;
  try {
    // Our own sentences, with a did-you-mean, before parseArgs sees the arguments.
    const checked = checkArgv(argv, options, () => `one of ${formats.join(', ')}`);
    if (!checked.ok) throw new Error(checked.error);
    ({ values, positionals } = parseArgs({ args: checked.args, allowPositionals: true, options }));
    if (!isOneOf(formats, values.format)) throw new Error(unknownValue('--format', values.format, formats));
    if (!values.help && positionals.length === 0) throw new Error('no payload: pass one or more payload files');
  } catch (error) {
    io.stderr(
      `consent-contract fingerprint: ${(error as Error).message}\n` +
        "Run 'consent-contract fingerprint --help' for usage.\n",
    );
    return 2;
  }
  if (values.help) {
    io.stdout((await import('../help.js')).fingerprintHelp);
    return 0;
  }
  const results: Printed[] = [];
  const canonical: string[] = [];
  for (const file of positionals) {
    const side = await readSide(file, readFileBytes(resolve(io.cwd, file)), true);
    if (side.comparable) canonical.push(canonicalNoticeText(canonicalNotice(side.value)));
    const errors = side.diagnostics.filter((d) => d.severity === 'error');
    results.push({
      file,
      valid: side.comparable && errors.length === 0,
      fingerprint: side.comparable ? noticeFingerprint(side.value) : undefined,
      problems: errors.map(
        (d) => `${d.line === undefined ? '' : `${d.line}:${d.column ?? 1} `}error ${d.message} (${d.code})`,
      ),
    });
  }
  if (values.format === 'canonical') {
    // The exact text the notice's hash is taken over, one line per payload, to archive beside it.
    io.stdout(canonical.map((line) => `${line}\n`).join(''));
    for (const r of results)
      for (const problem of r.problems) io.stderr(`${printable(r.file)}: ${printable(problem)}\n`);
  } else io.stdout(values.format === 'json' ? `${JSON.stringify(results, null, 2)}\n` : `${text(results)}\n`);
  if (results.some((r) => r.fingerprint === undefined)) return 2;
  return results.every((r) => r.valid) ? 0 : 1;
}
