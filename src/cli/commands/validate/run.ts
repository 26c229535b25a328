/** `consent-contract validate`: reads the inputs, checks each, prints one format, returns the exit status. */
import { resolve } from 'node:path';
import { parseValidateArgs, type FormatName, type ValidateOptions } from './args.js';
import { checkDocument, consentRequestContract, type DocumentContract } from '../../document/check-document.js';
import { shouldColor } from '../../formatters/color.js';
import { expandInputs, type Input } from './expand-inputs.js';
import { fileReport, type CheckedInput } from '../../report/file-report.js';
import type { Formatter } from '../../formatters/formatter.js';
import type { CliIo } from '../../io.js';
import type { FileReport, LocatedDiagnostic } from '../../report/located.js';
import { decode, readFileBytes, readStreamBytes } from '../../input/read-input.js';
import { requestIdRegistry, type KeyedRequestIdRegistry, type RequestIdRegistry } from './request-ids.js';
import { loadConfig } from '../../config/load-config.js';
import { rulesForFiles, type RulesForFile } from '../../config/rules-for-file.js';

/** The slow paths, loaded only for an input with findings. */
const inputProblems = (): Promise<typeof import('../../input/input-problems.js')> =>
  import('../../input/input-problems.js');
const locator = (): Promise<typeof import('../../document/locate-document.js')> =>
  import('../../document/locate-document.js');

/** Exit statuses. */
export const exitStatus = { clean: 0, findings: 1, trouble: 2 } as const;

/** At most this many diagnostics are kept per NDJSON input. */
export const maxNdjsonDiagnostics = 1000;

const formatters: Readonly<Record<FormatName, () => Promise<Formatter>>> = {
  stylish: async () => (await import('../../formatters/stylish.js')).formatStylish,
  json: async () => (await import('../../formatters/json.js')).formatJson,
  // The command, not the formatter, reads what SARIF names: the package and the code catalogue.
  sarif: async () => {
    const [{ formatSarif }, { toolInfo }] = await Promise.all([
      import('../../formatters/sarif.js'),
      import('../../report/catalogue.js'),
    ]);
    return (reports, context) => formatSarif(reports, { ...context, tool: toolInfo(context.customRules) });
  },
  github: async () => (await import('../../formatters/github.js')).formatGithub,
};

/** What --schema asks every input to be checked as; the kinds module is loaded only when it is not the default. */
async function contractFor(options: ValidateOptions): Promise<DocumentContract> {
  if (options.schema === 'request') return consentRequestContract;
  const { kindByShape, validatorFor } = await import('../../../document/document-kinds.js');
  const kind = options.schema;
  const checksRequestId = kind === 'auto' ? (value: unknown) => kindByShape(value)?.name === 'request' : () => false;
  return { kind, validate: validatorFor(kind), checksRequestId };
}

async function checkInput(
  input: Input,
  options: ValidateOptions,
  io: CliIo,
  seen: RequestIdRegistry,
  config: RulesForFile,
  contract: DocumentContract,
): Promise<CheckedInput> {
  const read = input.kind === 'stdin' ? await readStreamBytes(io.stdin) : readFileBytes(resolve(io.cwd, input.name));
  if (!read.ok)
    return fileReport(
      input.name,
      [(await inputProblems()).readProblem(read)],
      options.strict,
      read.problem === 'unreadable',
    );
  const decoded = decode(read.bytes);
  const diagnostics: LocatedDiagnostic[] = [];
  if (decoded.bom) diagnostics.push((await inputProblems()).bomDiagnostic());
  if (decoded.text === undefined) {
    diagnostics.push((await inputProblems()).invalidUtf8Diagnostic(decoded.body));
  } else {
    const check = checkDocument(
      decoded.text,
      options.strict,
      seen,
      input.name,
      undefined,
      config.rules(input.name),
      contract,
    );
    if (check !== undefined) diagnostics.push(...(await locator()).locateDocument(check));
  }
  return fileReport(input.name, diagnostics, options.strict);
}

/** --quiet keeps what fails the run: errors, and warnings under --strict. */
const keeper =
  (options: ValidateOptions) =>
  (d: LocatedDiagnostic): boolean =>
    !options.quiet || options.strict || d.severity === 'error';

async function checkNdjsonInput(
  name: string,
  options: ValidateOptions,
  io: CliIo,
  seen: KeyedRequestIdRegistry,
  config: RulesForFile,
  contract: DocumentContract,
): Promise<CheckedInput> {
  const [{ checkNdjson }, { progressLine }, { fileChunks }] = await Promise.all([
    import('./ndjson.js'),
    import('./progress.js'),
    import('../../input/file-chunks.js'),
  ]);
  const shownName = name === '-' ? (options.stdinFilename ?? '-') : name;
  const progress = progressLine(io.stderr, io.stderrIsTTY, shownName);
  const source = name === '-' ? io.stdin : fileChunks(resolve(io.cwd, name));
  try {
    // N jobs check on N threads (workerThreads): one worker while this thread reads, or N - 1
    // workers and this thread, which also reads, merges in order and reports.
    const jobs = options.jobs ?? process.getBuiltinModule('node:os').availableParallelism();
    return await checkNdjson(source, {
      name: shownName,
      strict: options.strict,
      keep: keeper(options),
      maxKept: maxNdjsonDiagnostics,
      seen,
      rules: config.rules(shownName),
      onProgress: progress.update,
      jobs,
      contract,
    });
  } finally {
    progress.done();
  }
}

/** Runs `validate` with the arguments that follow it; returns the exit status. */
export async function runValidate(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseValidateArgs(argv);
  if (!parsed.ok) {
    io.stderr(`consent-contract validate: ${parsed.error}\nRun 'consent-contract validate --help' for usage.\n`);
    return exitStatus.trouble;
  }
  const options = parsed.options;
  if (options.help) {
    io.stdout((await import('../../help.js')).validateHelp);
    return exitStatus.clean;
  }
  const loaded = await loadConfig({
    cwd: io.cwd,
    config: options.config,
    noConfig: options.noConfig,
    rules: options.rules,
  });
  if (!loaded.ok) {
    io.stderr(
      `${loaded.errors.map((e) => `consent-contract validate: ${e}\n`).join('')}Fix the configuration or the --rule flags (--no-config ignores the configuration file).\n`,
    );
    return exitStatus.trouble;
  }
  const config = await rulesForFiles(loaded.loaded, io.cwd);
  if (options.printConfig !== undefined) {
    io.stdout((await import('../../config/print-config.js')).printConfig(loaded.loaded, config, options.printConfig));
    return exitStatus.clean;
  }
  const expanded = await expandInputs(options.inputs, io.cwd, options.stdinFilename ?? '-');
  if (expanded.errors.length > 0) {
    // Said at once, on stderr; the other inputs are still checked and reported, and the run exits 2.
    io.stderr(
      `${expanded.errors.map((e) => `consent-contract validate: ${e}\n`).join('')}Run 'consent-contract validate --help' for usage.\n`,
    );
    if (expanded.inputs.length === 0 && options.ndjson.length === 0) return exitStatus.trouble;
  }
  const contract = await contractFor(options);
  const seen = requestIdRegistry();
  const checked: CheckedInput[] = [];
  for (const input of expanded.inputs) checked.push(await checkInput(input, options, io, seen, config, contract));
  for (const name of options.ndjson) checked.push(await checkNdjsonInput(name, options, io, seen, config, contract));

  const keep = keeper(options);
  const reports: FileReport[] = checked.map(({ report }) => ({
    ...report,
    diagnostics: report.diagnostics.filter(keep),
  }));
  const hiddenWarnings = options.quiet && !options.strict ? checked.reduce((n, c) => n + c.totals.warnings, 0) : 0;
  const payloads = checked.reduce((n, c) => n + (c.payloads ?? 1), 0);
  const format = await formatters[options.format]();
  const customRules = loaded.loaded.config.customRules ?? [];
  io.stdout(
    format(reports, {
      cwd: io.cwd,
      color: shouldColor(options.color, io.env, io.stdoutIsTTY),
      customRules,
      hiddenWarnings,
      payloads,
    }),
  );

  if (expanded.errors.length > 0 || checked.some((c) => c.unreadable)) return exitStatus.trouble;
  const warnings = options.quiet && !options.strict ? 0 : checked.reduce((n, c) => n + c.totals.warnings, 0);
  if (options.maxWarnings >= 0 && warnings > options.maxWarnings) {
    io.stderr(`consent-contract: too many warnings (${warnings}, maximum ${options.maxWarnings})\n`);
    return exitStatus.findings;
  }
  return checked.every((c) => c.report.valid) ? exitStatus.clean : exitStatus.findings;
}
