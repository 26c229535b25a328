/**
 * Reads and checks the configuration of a run: the file found or given, then the --rule flags.
 * A bad configuration is one message per problem, each with file:line:column where the file is
 * JSON (a .mjs/.js configuration is code: its problems name the member instead). JSON costs one
 * JSON.parse and the check; jsonc-parser loads only to place a problem.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConfig, checkSetting } from '../../config/check-config.js';
import type { RuleEntry } from '../../config/catalogue.js';
import type { ConfigProblem, ConsentContractConfig, RuleSetting } from '../../config/config.js';
import { findConfigFile } from './find-config.js';

/** A configuration ready to resolve, from a file or none. */
export interface LoadedConfig {
  /** The file it came from, as the user can find it; undefined without one. */
  readonly file: string | undefined;
  /** Globs of overrides are relative to this folder. */
  readonly dir: string;
  readonly config: ConsentContractConfig;
  readonly catalogue: readonly RuleEntry[];
  /** The --rule flags, last. */
  readonly flags: Readonly<Record<string, RuleSetting>>;
}

/** What the command was asked about its configuration. */
export interface ConfigRequest {
  readonly cwd: string;
  /** --config FILE. */
  readonly config: string | undefined;
  /** --no-config. */
  readonly noConfig: boolean;
  /** --rule id=setting, in order. */
  readonly rules: readonly string[];
}

/** The configuration, or messages (each a full line without its command prefix) for exit 2. */
export type LoadResult =
  | { readonly ok: true; readonly loaded: LoadedConfig }
  | { readonly ok: false; readonly errors: readonly string[] };

const fail = (...errors: string[]): LoadResult => ({ ok: false, errors });

async function placed(file: string, text: string | undefined, problems: readonly ConfigProblem[]): Promise<string[]> {
  if (text === undefined)
    return problems.map((p) => `${file}: ${p.pointer === '' ? '' : `at ${p.pointer}: `}${p.message}`);
  const { PositionFinder } = await import('../../document/locate/positions.js');
  const finder = new PositionFinder(text);
  return problems.map((p) => {
    const region = finder.region({
      code: 'config',
      severity: 'error',
      pointer: p.pointer,
      message: p.message,
      source: 'input',
    });
    return `${file}:${region ? `${region.line}:${region.column}` : '1:1'}: ${p.message}`;
  });
}

async function readConfigFile(
  path: string,
  shown: string,
): Promise<{ value: unknown; text?: string } | { error: string }> {
  if (path.endsWith('.json')) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      return {
        error: `${shown}: cannot read the configuration (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); check the path given to --config`,
      };
    }
    try {
      return { value: JSON.parse(text), text };
    } catch (error) {
      const { syntaxDiagnostic } = await import('../../document/locate/syntax-error.js');
      const d = syntaxDiagnostic(text, (error as Error).message);
      return { error: `${shown}:${d.line ?? 1}:${d.column ?? 1}: the configuration is ${d.message}` };
    }
  }
  if (!/\.(mjs|js|cjs)$/.test(path)) return { error: `${shown}: a configuration is a .json, .mjs or .js file` };
  try {
    const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
    if (module.default === undefined)
      return {
        error: `${shown}: the configuration module has no default export; write export default { extends: ['recommended'], rules: {} }`,
      };
    return { value: module.default };
  } catch (error) {
    return {
      error: `${shown}: the configuration module could not be loaded: ${(error as Error).message ?? String(error)}`,
    };
  }
}

/** Parses the --rule flags against the catalogue. */
function ruleFlags(
  flags: readonly string[],
  catalogue: readonly RuleEntry[],
): { flags: Record<string, RuleSetting>; errors: string[] } {
  const settings: Record<string, RuleSetting> = {};
  const errors: string[] = [];
  for (const flag of flags) {
    const at = flag.lastIndexOf('=');
    if (at <= 0) {
      errors.push(`--rule ${flag}: write --rule <id>=<off|warning|error>, for example --rule https-urls=error`);
      continue;
    }
    const [id, setting] = [flag.slice(0, at), flag.slice(at + 1)];
    const problem = checkSetting(id, setting, catalogue);
    if (problem === undefined) settings[id] = setting as RuleSetting;
    else errors.push(`--rule ${flag}: ${problem}`);
  }
  return { flags: settings, errors };
}

/** Finds, reads and checks the configuration and the --rule flags. */
export async function loadConfig(request: ConfigRequest): Promise<LoadResult> {
  const path = request.noConfig
    ? undefined
    : request.config !== undefined
      ? resolve(request.cwd, request.config)
      : findConfigFile(request.cwd);
  let file: string | undefined;
  let value: unknown = {};
  let text: string | undefined;
  if (path !== undefined) {
    file = request.config ?? (relative(request.cwd, path) || path);
    const read = await readConfigFile(path, file);
    if ('error' in read) return fail(read.error);
    ({ value, text } = read);
  }
  let checked;
  try {
    checked = checkConfig(value, { allowCustomRules: text === undefined });
  } catch (error) {
    // Only a module's exports can throw here (a getter, a proxy): JSON data cannot.
    return fail(
      `${file ?? '(configuration)'}: the configuration could not be read (${(error as Error)?.message ?? String(error)}); export plain objects`,
    );
  }
  if (checked.problems.length > 0) return fail(...(await placed(file ?? '(configuration)', text, checked.problems)));
  const { flags, errors } = ruleFlags(request.rules, checked.catalogue);
  if (errors.length > 0) return fail(...errors);
  return {
    ok: true,
    loaded: {
      file,
      dir: path === undefined ? request.cwd : dirname(path),
      config: value as ConsentContractConfig,
      catalogue: checked.catalogue,
      flags,
    },
  };
}
