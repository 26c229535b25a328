/**
 * How long the default conformance suite takes against the sandbox, both from the built
 * package, on loopback: the median of BENCH_RUNS (default 5) runs of runConformance with the
 * defaults (every check, --runs 5), and one run of the bundled command line for comparison.
 * No target: the number is for people deciding how often to run it in CI.
 *
 *   npm run bench -- conformance
 */
import { spawn } from 'node:child_process';
import { builtBin, median, root } from './support.js';

const { createSandbox } = (await import(
  `${root}dist/src/sandbox/index.js`
)) as typeof import('../src/sandbox/index.js');
const { runConformance } = (await import(
  `${root}dist/src/conformance/index.js`
)) as typeof import('../src/conformance/index.js');

const credentials = { clientId: 'df-bench', clientSecret: 'bench-secret' };
const sandbox = createSandbox({ clients: [credentials], onError: () => undefined });
const baseUrl = await sandbox.listen();
const runs = Number(process.env.BENCH_RUNS ?? 5);
const times: number[] = [];
let requests = 0;
try {
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const report = await runConformance({ baseUrl, ...credentials, seed: i });
    times.push(performance.now() - started);
    requests = report.requestsSent;
    if (report.failed > 0)
      throw new Error(
        `the suite failed against the sandbox: ${report.checks
          .filter((c) => c.status === 'failed')
          .map((c) => c.id)
          .join(', ')}`,
      );
  }
  const started = performance.now();
  // Not spawnSync: the sandbox answers from this process's event loop.
  const child = spawn(
    process.execPath,
    [builtBin().path, 'conformance', '--base-url', baseUrl, '--client-id', credentials.clientId, '--format', 'json'],
    {
      env: { ...process.env, CONSENT_CONTRACT_CLIENT_SECRET: credentials.clientSecret },
      stdio: 'ignore',
    },
  );
  const cli = { status: await new Promise<number | null>((resolve) => child.on('close', resolve)) };
  const cliMs = performance.now() - started;
  console.log(
    `default suite (runConformance, ${requests} requests): median ${median(times).toFixed(0)} ms over ${runs} runs (min ${Math.min(...times).toFixed(0)} ms)`,
  );
  console.log(`the command line (bundled bin, process start included): ${cliMs.toFixed(0)} ms, exit ${cli.status}`);
} finally {
  await sandbox.close();
}
