#!/usr/bin/env node
/**
 * The `consent-contract` command. Dispatch only: each command is imported when it runs, so that
 * `validate`'s cold start pays for nothing else (the sandbox, formatters, the position parser).
 */
import { processIo, writeAll, type CliIo } from './io.js';

async function main(argv: readonly string[], io: CliIo): Promise<number> {
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
      return (await import('./commands/sandbox.js')).runSandboxCommand(rest);
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

// No top-level await: the command is also bundled as one CommonJS file, which starts faster.
main(process.argv.slice(2), processIo()).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    const detail = process.env.CONSENT_CONTRACT_DEBUG ? ((error as Error)?.stack ?? String(error)) : String((error as Error)?.message ?? error);
    writeAll(2, `consent-contract: internal error: ${detail}\nThis is a bug in consent-contract; please report it (set CONSENT_CONTRACT_DEBUG=1 for details).\n`);
    process.exitCode = 2;
  },
);
