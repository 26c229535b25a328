/** `consent-contract conformance`: runs the conformance checks against a deployment and reports them. */
import type { Check } from '../../../conformance/check.js';
import { ConformanceUnreachableError, ConformanceUsageError } from '../../../conformance/errors.js';
import { conformanceDefaults, parseBaseUrl } from '../../../conformance/options.js';
import { planConformance, runConformance } from '../../../conformance/run.js';
import type { CliIo } from '../../io.js';
import { shouldColor } from '../../formatters/color.js';
import type { ConformanceFormatter } from '../../formatters/conformance/formatter.js';
import { printableLines } from '../../../safe-text.js';
import { packageInfo } from '../../package-info.js';
import { parseConformanceArgs, type ConformanceArgs, type ConformanceFormat } from './args.js';
import { conformanceHelp } from './help.js';

const name = 'consent-contract conformance';

async function formatter(format: ConformanceFormat): Promise<ConformanceFormatter> {
  switch (format) {
    case 'json':
      return (await import('../../formatters/conformance/json.js')).formatConformanceJson;
    case 'junit':
      return (await import('../../formatters/conformance/junit.js')).formatConformanceJunit;
    case 'github':
      return (await import('../../formatters/conformance/github.js')).formatConformanceGithub;
    default:
      return (await import('../../formatters/conformance/stylish.js')).formatConformanceStylish;
  }
}

/** The checks as a list (--list) or a plan (--dry-run): text, or JSON under --format json. */
function describeChecks(checks: readonly Check[], args: ConformanceArgs, heading: string): string {
  if (args.format === 'json') {
    return `${JSON.stringify(
      checks.map(({ id, title, why, requests }) => ({ id, title, why, requests })),
      null,
      2,
    )}\n`;
  }
  const lines = [heading, ''];
  for (const check of checks) {
    lines.push(`${check.id}`, `  asserts: ${check.title}`, `  why:     ${check.why}`);
    if (args.dryRun) for (const request of check.requests) lines.push(`  sends:   ${request}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The secret: --client-secret, else the environment variable. */
function secretOf(args: ConformanceArgs, io: CliIo): string | undefined {
  return args.clientSecret ?? io.env[args.clientSecretEnv];
}

/** A progress line on stderr, on a terminal, for stylish output only. */
function progress(
  io: CliIo,
  args: ConformanceArgs,
): { update: (done: number, total: number, id: string) => void; clear: () => void } {
  const shown = args.format === 'stylish' && io.stderrIsTTY;
  let drawn = false;
  return {
    update: (done, total, id) => {
      if (!shown) return;
      drawn = true;
      io.stderr(`\r\u001b[K${name}: ${done}/${total} ${id}`);
    },
    clear: () => {
      if (drawn) io.stderr('\r\u001b[K');
    },
  };
}

/** Runs the command with the arguments after `conformance`; resolves to the exit status. */
export async function runConformanceCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseConformanceArgs(argv);
  if (!parsed.ok) {
    io.stderr(`${name}: ${parsed.error}\n\n${conformanceHelp}`);
    return 2;
  }
  const args = parsed.args;
  if (args.help) {
    io.stdout(conformanceHelp);
    return 0;
  }
  try {
    if (args.list) {
      io.stdout(describeChecks(planConformance({ only: args.only, skip: args.skip }), args, 'The conformance checks:'));
      return 0;
    }
    if (args.dryRun) {
      const base = parseBaseUrl(args.baseUrl ?? '');
      const plan = planConformance({ only: args.only, skip: args.skip });
      io.stdout(
        describeChecks(
          plan,
          args,
          `Dry run: nothing is sent. The plan against ${base.href} (at most ${args.maxRequests ?? conformanceDefaults.maxRequests} requests):`,
        ),
      );
      return 0;
    }
    // The address first: a refused base URL needs no secret to be reported.
    parseBaseUrl(args.baseUrl ?? '');
    const clientSecret = secretOf(args, io);
    if (clientSecret === undefined || clientSecret === '') {
      io.stderr(
        `${name}: no client secret: set the environment variable ${args.clientSecretEnv} (or name another with --client-secret-env)\n`,
      );
      return 2;
    }
    const bar = progress(io, args);
    const report = await runConformance({
      baseUrl: args.baseUrl ?? '',
      clientId: args.clientId ?? '',
      clientSecret,
      only: args.only,
      skip: args.skip,
      page: args.page,
      ...(args.runs === undefined ? {} : { runs: args.runs }),
      ...(args.seed === undefined ? {} : { seed: args.seed }),
      ...(args.maxRequests === undefined ? {} : { maxRequests: args.maxRequests }),
      ...(args.concurrency === undefined ? {} : { concurrency: args.concurrency }),
      ...(args.timeoutMs === undefined ? {} : { timeoutMs: args.timeoutMs }),
      ...(args.fidId === undefined ? {} : { fidId: args.fidId }),
      ...(args.serviceId === undefined ? {} : { serviceId: args.serviceId }),
      onProgress: ({ done, total, id }) => bar.update(done, total, id),
    }).finally(() => bar.clear());
    const format = await formatter(args.format);
    io.stdout(
      format(report, { color: shouldColor(args.color, io.env, io.stdoutIsTTY), version: packageInfo().version }),
    );
    return report.failed > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof ConformanceUsageError) {
      io.stderr(`${name}: ${printableLines(error.message)}\n`);
      return 2;
    }
    if (error instanceof ConformanceUnreachableError) {
      io.stderr(
        `${name}: ${printableLines(error.message)}\nCheck --base-url and that the service is running and reachable from here.\n`,
      );
      return 2;
    }
    throw error;
  }
}
