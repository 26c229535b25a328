/** `consent-contract rules`: every rule with id, severity and description, from the rule metadata. */
import { parseArgs } from 'node:util';
import { consentRequestRules } from '../../rules/index.js';
import { cliCodes } from '../report/codes.js';
import type { CliIo } from '../io.js';
import { checkArgv, unknownValue } from '../argv.js';

interface Row {
  readonly id: string;
  readonly severity: string;
  readonly description: string;
}

const usage = 'Usage: consent-contract rules [--format text|json]\n\nLists every rule with its id, severity and description.\n';

function table(title: string, rows: readonly Row[]): string {
  const idWidth = Math.max(...rows.map((r) => r.id.length));
  return [title, ...rows.map((r) => `  ${r.id.padEnd(idWidth)}  ${r.severity.padEnd(7)}  ${r.description}`)].join('\n');
}

/** Runs the command; returns the exit status. */
export function runRules(argv: readonly string[], io: CliIo): number {
  let format: string;
  try {
    const options = { format: { type: 'string', short: 'f', default: 'text' }, help: { type: 'boolean', short: 'h', default: false } } as const;
    const checked = checkArgv(argv, options, () => 'text or json');
    if (!checked.ok) throw new Error(checked.error);
    const { values } = parseArgs({ args: checked.args, options });
    if (values.help) {
      io.stdout(usage);
      return 0;
    }
    format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new Error(unknownValue('--format', format, ['text', 'json']));
  } catch (error) {
    io.stderr(`consent-contract rules: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  const rules: Row[] = consentRequestRules.map(({ id, severity, description }) => ({ id, severity, description }));
  const checks: Row[] = Object.values(cliCodes).map(({ id, severity, description }) => ({ id, severity, description }));
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ rules, inputChecks: checks }, null, 2)}\n`);
    return 0;
  }
  io.stdout(
    `${table('Business rules of the consent request (errors fail; warnings fail under --strict):', rules)}\n\n` +
      `${table('Checks of the input and across files:', checks)}\n\n` +
      'Schema violations are reported as schema/<keyword>, for example schema/required.\n',
  );
  return 0;
}
