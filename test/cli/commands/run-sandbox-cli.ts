/** Runs `consent-contract sandbox` from source, for cli.test.ts (which starts it as a child process). */
import { runSandboxCommand } from '../../../src/cli/commands/sandbox.js';

process.exitCode = await runSandboxCommand(process.argv.slice(2));
