/**
 * kill -9 while creations are in flight: every creation acknowledged with 201 before the kill is
 * there after a restart, over several rounds on one data file; temporary files do not pile up.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPayload, basic } from '../support.js';
import type { Json } from '../../support/examples.js';

const runner = fileURLToPath(new URL('../../cli/commands/run-sandbox-cli.ts', import.meta.url));
let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'sandbox-kill-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts the sandbox command on the data file; resolves with its URL and the child. */
function start(dataFile: string): Promise<{ url: string; kill: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, '--port', '0', '--quiet', '--data', dataFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url !== undefined)
        resolve({
          url,
          kill: () => {
            child.kill('SIGKILL');
            return exited;
          },
        });
    });
    child.on('close', (code) => reject(new Error(`the sandbox exited with ${code}: ${err}`)));
  });
}

async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/v1/df/token`, {
    headers: { authorization: basic('df-sandbox', 'sandbox-secret') },
  });
  return ((await res.json()) as Json).token;
}

describe('kill -9 during creations', () => {
  it('loses no acknowledged record over three rounds', async () => {
    const dataFile = join(dir, 'sandbox.json');
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { url, kill } = await start(dataFile);
      const bearer = `Bearer ${await token(url)}`;
      let stop = false;
      let acks = 0;
      const killed = new Promise<void>((resolve) => {
        const worker = async (): Promise<void> => {
          while (!stop) {
            const res = await fetch(`${url}/api/cm/v1/df/consent-requests`, {
              method: 'POST',
              headers: { authorization: bearer, 'content-type': 'application/json' },
              body: JSON.stringify(adultPayload()),
            }).catch(() => undefined);
            if (res === undefined || stop) return;
            if (res.status === 201) acknowledged.push(((await res.json()) as Json).crId);
            // Killed while the next creations are being written and flushed.
            if (++acks === 40) {
              stop = true;
              await kill();
              resolve();
            }
          }
        };
        for (let i = 0; i < 8; i++) void worker();
      });
      await killed;
    }
    const { url, kill } = await start(dataFile);
    try {
      const missing: string[] = [];
      for (const crId of acknowledged)
        if ((await fetch(`${url}/sandbox/consent-requests/${crId}`)).status !== 200) missing.push(crId);
      expect(missing).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(120);
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await kill();
    }
  }, 120_000);
});
