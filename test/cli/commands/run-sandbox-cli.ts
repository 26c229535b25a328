/** Runs `consent-contract sandbox` from source with the real process, for the signal tests in sandbox.test.ts. */
import { runSandboxCommand } from '../../../src/cli/commands/sandbox.js';
import { processIo } from '../../../src/cli/io.js';

process.exitCode = await runSandboxCommand(process.argv.slice(2), processIo());
