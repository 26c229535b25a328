/**
 * `consent-contract rules`: every rule with id, severity and description, from the rule metadata,
 * at the severity the configuration gives it (found as validate finds it, or --config FILE), with
 * the rules the service enforces marked and the configuration's own rules listed.
 */
import { parseArgs } from 'node:util';
import { cliCodes } from '../report/codes.js';
import type { CliIo } from '../io.js';
import { checkArgv, unknownValue } from '../argv.js';
import { loadConfig } from '../config/load-config.js';
import { rulesForFiles } from '../config/rules-for-file.js';

interface Row {
  readonly id: string;
  readonly severity: string;
  readonly description: string;
}

interface RuleRow extends Row {
  readonly defaultSeverity: string;
  readonly enforcedByService: boolean;
  readonly custom: boolean;
}

const usage = `Usage: consent-contract rules [--format text|json] [--config FILE | --no-config]

Lists every rule with its id, its severity under the configuration (off, warning or error) and
its description. Rules marked "service" are enforced by the consent manager: they stay errors.
`;

function table(title: string, rows: readonly Row[], mark: (row: Row) => string = () => ''): string {
  const idWidth = Math.max(...rows.map((r) => r.id.length));
  return [
    title,
    ...rows.map((r) => `  ${r.id.padEnd(idWidth)}  ${r.severity.padEnd(7)}  ${mark(r).padEnd(7)}  ${r.description}`),
  ].join('\n');
}

/** Runs the command; returns the exit status. */
export async function runRules(argv: readonly string[], io: CliIo): Promise<number> {
  let format: string;
  let values;
  try {
    const options = {
      format: { type: 'string' as const, short: 'f', default: 'text' },
      config: { type: 'string' as const, short: 'c' },
      'no-config': { type: 'boolean' as const, default: false },
      help: { type: 'boolean' as const, short: 'h', default: false },
    };
    const checked = checkArgv(argv, options, (name) => (name === 'format' ? 'text or json' : 'a configuration file'));
    if (!checked.ok) throw new Error(checked.error);
    ({ values } = parseArgs({ args: checked.args, options }));
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
  const loaded = await loadConfig({
    cwd: io.cwd,
    config: values.config,
    noConfig: values['no-config'] ?? false,
    rules: [],
  });
  if (!loaded.ok) {
    io.stderr(
      `${loaded.errors.map((e) => `consent-contract rules: ${e}\n`).join('')}Fix the configuration (--no-config ignores it).\n`,
    );
    return 2;
  }
  // The settings of the configuration itself, before any override for particular files.
  const settings = (
    await rulesForFiles({ ...loaded.loaded, config: { ...loaded.loaded.config, overrides: [] } }, io.cwd)
  ).settings('');
  const rules: RuleRow[] = loaded.loaded.catalogue
    .filter((r) => r.id !== cliCodes.duplicateRequestId.id)
    .map((r) => ({
      id: r.id,
      severity: settings.get(r.id) ?? r.severity,
      description: r.description,
      defaultSeverity: r.severity,
      enforcedByService: r.enforcedByService,
      custom: r.custom,
    }));
  const checks: Row[] = Object.values(cliCodes).map(({ id, severity, description }) => ({
    id,
    severity: id === cliCodes.duplicateRequestId.id ? (settings.get(id) ?? severity) : severity,
    description,
  }));
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ configFile: loaded.loaded.file ?? null, rules, inputChecks: checks }, null, 2)}\n`);
    return 0;
  }
  const mark = (row: Row): string =>
    (row as RuleRow).enforcedByService ? 'service' : (row as RuleRow).custom ? 'custom' : '';
  io.stdout(
    `${loaded.loaded.file === undefined ? '' : `Configuration: ${loaded.loaded.file}\n\n`}` +
      `${table('Business rules of the consent request (errors fail; warnings fail under --strict; "service": enforced by the consent manager, always an error):', rules, mark)}\n\n` +
      `${table('Checks of the input and across files:', checks)}\n\n` +
      'Schema violations are reported as schema/<keyword>, for example schema/required.\n',
  );
  return 0;
}
