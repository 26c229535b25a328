/** The options of `consent-contract conformance`, parsed with node:util parseArgs and checked. */
import { checkArgv, unknownValue } from '../../argv.js';
import { colorModes, type ColorMode } from '../../formatters/color.js';
import { isOneOf } from '../validate/args.js';

const { parseArgs } = process.getBuiltinModule('node:util');

/** The output formats, one formatter file each in formatters/conformance/. */
export const conformanceFormats = ['stylish', 'json', 'junit', 'github'] as const;
/** One of conformanceFormats. */
export type ConformanceFormat = (typeof conformanceFormats)[number];

/** The environment variable the secret is read from by default. */
export const defaultSecretEnv = 'CONSENT_CONTRACT_CLIENT_SECRET';

/** What `conformance` was asked to do. */
export interface ConformanceArgs {
  readonly baseUrl: string | undefined;
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  readonly clientSecretEnv: string;
  readonly only: readonly string[] | undefined;
  readonly skip: readonly string[];
  readonly runs: number | undefined;
  readonly seed: number | undefined;
  readonly maxRequests: number | undefined;
  readonly concurrency: number | undefined;
  readonly timeoutMs: number | undefined;
  readonly fidId: string | undefined;
  readonly serviceId: string | undefined;
  readonly page: boolean;
  readonly dryRun: boolean;
  readonly list: boolean;
  readonly format: ConformanceFormat;
  readonly color: ColorMode;
  readonly help: boolean;
}

/** A parse: the options, or a usage error message. */
export type ParsedConformanceArgs =
  | { readonly ok: true; readonly args: ConformanceArgs }
  | { readonly ok: false; readonly error: string };

/** Ids from repeated, comma-separated values. */
const ids = (values: readonly string[] | undefined): string[] | undefined =>
  values === undefined || values.length === 0
    ? undefined
    : values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== '');

function integer(name: string, text: string | undefined, signed = false): number | string | undefined {
  if (text === undefined) return undefined;
  return (signed ? /^-?\d{1,10}$/ : /^\d{1,10}$/).test(text)
    ? Number(text)
    : `--${name} needs a whole number, got "${text}"`;
}

const options = {
  'base-url': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'client-secret-env': { type: 'string' },
  only: { type: 'string', multiple: true },
  skip: { type: 'string', multiple: true },
  runs: { type: 'string' },
  seed: { type: 'string' },
  'max-requests': { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  'fid-id': { type: 'string' },
  'service-id': { type: 'string' },
  'no-page': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  list: { type: 'boolean', default: false },
  format: { type: 'string', short: 'f', default: 'stylish' },
  color: { type: 'string', default: 'auto' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** What each option's value is, for the sentence about a missing one. */
const hints: Readonly<Record<string, string>> = {
  'base-url': 'the address of the deployment, such as https://consent.staging.example',
  'client-id': 'the client id the deployment issued to you',
  'client-secret': 'the client secret (better: set it in the environment)',
  'client-secret-env': 'the name of an environment variable',
  only: 'check ids, comma-separated (--list shows them)',
  skip: 'check ids, comma-separated (--list shows them)',
  runs: 'a whole number',
  seed: 'a whole number',
  'max-requests': 'a whole number',
  concurrency: 'a whole number',
  timeout: 'milliseconds, a whole number',
  'fid-id': 'the fidId the deployment knows you by',
  'service-id': 'a service id the deployment knows',
  format: `one of ${conformanceFormats.join(', ')}`,
  color: `one of ${colorModes.join(', ')}`,
};

/** Parses the arguments that follow `conformance`. Never throws. */
export function parseConformanceArgs(argv: readonly string[]): ParsedConformanceArgs {
  // Our own sentences, with a did-you-mean, before parseArgs sees the arguments.
  const checked = checkArgv(argv, options, (name) => hints[name] ?? 'a value');
  if (!checked.ok) return { ok: false, error: checked.error };
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ args: checked.args, allowPositionals: true, strict: true, options }));
  } catch (error) {
    return { ok: false, error: `the arguments could not be read (${(error as Error).message.replaceAll('"', "'")})` };
  }
  if (positionals.length > 0)
    return {
      ok: false,
      error: `unexpected argument "${positionals[0]}": conformance takes only options (the deployment's address goes in --base-url)`,
    };
  const format = values.format ?? 'stylish';
  if (!isOneOf(conformanceFormats, format))
    return { ok: false, error: unknownValue('--format', format, conformanceFormats) };
  const color = values.color ?? 'auto';
  if (!isOneOf(colorModes, color)) return { ok: false, error: unknownValue('--color', color, colorModes) };
  const numbers = {
    runs: integer('runs', values.runs),
    seed: integer('seed', values.seed, true),
    maxRequests: integer('max-requests', values['max-requests']),
    concurrency: integer('concurrency', values.concurrency),
    timeoutMs: integer('timeout', values.timeout),
  };
  const bad = Object.values(numbers).find((v): v is string => typeof v === 'string');
  if (bad !== undefined) return { ok: false, error: bad };
  const help = values.help ?? false;
  const list = values.list ?? false;
  if (!help && !list) {
    if (values['base-url'] === undefined)
      return {
        ok: false,
        error:
          'missing --base-url: the address of the deployment to check, for example https://consent.staging.example',
      };
    if (values['client-id'] === undefined && !(values['dry-run'] ?? false))
      return { ok: false, error: 'missing --client-id: the client id the deployment issued to you' };
  }
  if (values['client-secret'] !== undefined && values['client-secret-env'] !== undefined) {
    return { ok: false, error: 'give --client-secret or --client-secret-env, not both' };
  }
  return {
    ok: true,
    args: {
      baseUrl: values['base-url'],
      clientId: values['client-id'],
      clientSecret: values['client-secret'],
      clientSecretEnv: values['client-secret-env'] ?? defaultSecretEnv,
      only: ids(values.only),
      skip: ids(values.skip) ?? [],
      runs: numbers.runs as number | undefined,
      seed: numbers.seed as number | undefined,
      maxRequests: numbers.maxRequests as number | undefined,
      concurrency: numbers.concurrency as number | undefined,
      timeoutMs: numbers.timeoutMs as number | undefined,
      fidId: values['fid-id'],
      serviceId: values['service-id'],
      page: !(values['no-page'] ?? false),
      dryRun: values['dry-run'] ?? false,
      list,
      format,
      color,
      help,
    },
  };
}
