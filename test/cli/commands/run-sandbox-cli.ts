/** Runs `consent-contract sandbox` from source with the real process, for test/sandbox/store/kill.test.ts. */
import { runSandboxCommand } from '../../../src/cli/commands/sandbox.js';
import { processIo } from '../../../src/cli/io.js';

process.exitCode = await runSandboxCommand(process.argv.slice(2), processIo());
