/**
 * Duplicate keys: the sandbox gives the command line's verdict. Both accept (a warning), both
 * report json/duplicate-key with the same pointer, message and params.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/index.js';
import { duplicateKeyWarnings } from '../../../src/sandbox/http/duplicate-keys.js';
import { tempDir } from '../../cli/run-cli.js';
import { runCliInProcess as runCli } from '../../cli/run-in-process.js';
import { adultPayload, postConsentRequest } from '../support.js';
import { useSandbox } from '../../support/sandbox.js';
import type { Json } from '../../support/examples.js';

let sandbox: Sandbox;
let url: string;
const temp = tempDir();
const fixture = useSandbox();
beforeAll(() => ({ sandbox, url } = fixture));
afterAll(() => temp.remove());

/** The payload as pretty JSON text with `"version": "1"` written twice (and, when asked, no dpHash). */
function withDuplicate(broken: boolean): { text: string; requestId: string } {
  const payload = adultPayload();
  if (broken) delete payload.dataPrincipal.dpHash;
  const text = JSON.stringify(payload, null, 2).replace('"version": "1",', '"version": "1",\n  "version": "1",');
  expect(text).toContain('"version": "1",\n  "version": "1",');
  return { text, requestId: payload.requestId };
}

/** What `consent-contract validate --format json` (in process) says about the text: exit code, diagnostics without positions. */
async function cliVerdict(text: string): Promise<{ code: number | null; diagnostics: Json[] }> {
  const file = join(temp.dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, text);
  const run = await runCli(['validate', '--format', 'json', file]);
  const [entry] = JSON.parse(run.stdout) as Array<{ diagnostics: Json[] }>;
  return {
    code: run.code,
    diagnostics: (entry?.diagnostics ?? []).map(({ line: _l, column: _c, endLine: _el, endColumn: _ec, ...d }) => d),
  };
}

describe('duplicate keys in a creation body', () => {
  it('are accepted as the command line accepts them, and reported in the request log', async () => {
    const { text, requestId } = withDuplicate(false);
    const res = await postConsentRequest(url, text);
    expect(res.status).toBe(201);
    expect(sandbox.requests().at(-1)).toMatchObject({
      requestId,
      status: 201,
      warnings: ['json/duplicate-key /version'],
    });
    const cli = await cliVerdict(text);
    expect(cli.code).toBe(0);
    expect(cli.diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      ['json/duplicate-key', 'warning', '/version'],
    ]);
  });

  it('are listed in a 400 exactly as the command line lists them', async () => {
    const { text } = withDuplicate(true);
    const res = await postConsentRequest(url, text);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as Json;
    const cli = await cliVerdict(text);
    expect(cli.code).toBe(1);
    const duplicate = cli.diagnostics.find((d) => d.code === 'json/duplicate-key');
    expect(duplicate).toBeDefined();
    expect(problem.errors).toContainEqual(duplicate);
  });

  it('leave no trace on a body without them (no warnings member in the log)', async () => {
    const res = await postConsentRequest(url, adultPayload());
    expect(res.status).toBe(201);
    expect(sandbox.requests().at(-1)).not.toHaveProperty('warnings');
    expect(duplicateKeyWarnings('{"a":"say \\": there"}', { a: 'say ": there' })).toEqual([]);
  });
});
