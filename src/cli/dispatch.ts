/**
 * Picks the command named by the first argument and runs it through `io`. Each command is imported
 * when it runs, so that `validate`'s cold start pays for nothing else (the sandbox, formatters, the
 * position parser). Tests call this in process; main.ts calls it with the real process.
 */
import type { CliIo } from './io.js';

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'validate':
      return (await import('./commands/validate/run.js')).runValidate(rest, io);
    case 'rules':
      return (await import('./commands/rules.js')).runRules(rest, io);
    case 'init':
      return (await import('./commands/init.js')).runInit(rest, io);
    case 'diff':
      return (await import('./commands/diff/run.js')).runDiff(rest, io);
    case 'fingerprint':
      return (await import('./commands/fingerprint.js')).runFingerprint(rest, io);
    case 'preview':
      return (await import('./commands/preview/run.js')).runPreview(rest, io);
    case 'sandbox':
      return (await import('./commands/sandbox.js')).runSandboxCommand(rest, io);
    case 'conformance':
      return (await import('./commands/conformance/run.js')).runConformanceCommand(rest, io);
    case '-v':
    case '--version':
      io.stdout(`${(await import('./package-info.js')).packageInfo().version}\n`);
      return 0;
    case '-h':
    case '--help':
    case 'help':
      io.stdout((await import('./help.js')).mainHelp);
      return 0;
    default: {
      const { mainHelp } = await import('./help.js');
      io.stderr(`${command === undefined ? '' : `consent-contract: unknown command "${command}"\n\n`}${mainHelp}`);
      return 2;
    }
  }
}

/** Runs the command line with `argv` (the arguments after the program) and returns the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    const detail = io.env.CONSENT_CONTRACT_DEBUG
      ? ((error as Error)?.stack ?? String(error))
      : String((error as Error)?.message ?? error);
    io.stderr(
      `consent-contract: internal error: ${detail}\nThis is a bug in consent-contract; please report it (set CONSENT_CONTRACT_DEBUG=1 for details).\n`,
    );
    return 2;
  }
}
