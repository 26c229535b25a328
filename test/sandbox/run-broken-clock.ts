/** A sandbox whose clock fails once when asked to (SIGUSR2), with the default onError; for errors.test.ts. */
import { createSandbox } from '../../src/sandbox/index.js';

let failNext = false;
process.on('SIGUSR2', () => {
  failNext = true;
  process.stdout.write('armed\n');
});
const sandbox = createSandbox({
  now: () => {
    if (!failNext) return Date.now();
    failNext = false;
    throw new Error('the clock broke');
  },
});
process.stdout.write(`listening on ${await sandbox.listen()}\n`);
process.on('SIGTERM', () => void sandbox.close());
