/** `consent-contract fingerprint`, in process: text and json, exit statuses. */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFingerprint } from '../../../src/cli/commands/fingerprint.js';
import { noticeFingerprint } from '../../../src/notice/fingerprint.js';
import { adult } from '../../support/examples.js';
import { memoryIo } from '../run-in-process.js';
import { repoRoot, tempDir } from '../run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

async function run(args: readonly string[], cwd = repoRoot): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ cwd });
  const code = await runFingerprint(args, io.io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('consent-contract fingerprint', () => {
  it('prints the whole notice and each language', async () => {
    const result = await run(['schema/examples/adult.json']);
    const expected = noticeFingerprint(adult());
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      `schema/examples/adult.json\n  notice  ${expected.notice}\n  en      ${expected.languages.en}\n  hi      ${expected.languages.hi}\n  ta      ${expected.languages.ta}\n`,
    );
  });

  it('json: file, valid, fingerprint', async () => {
    const result = await run(['-f', 'json', 'schema/examples/adult.json']);
    expect(JSON.parse(result.out)).toEqual([
      { file: 'schema/examples/adult.json', valid: true, fingerprint: noticeFingerprint(adult()), problems: [] },
    ]);
  });

  it('canonical: the exact text the notice hash is taken over', async () => {
    const result = await run(['-f', 'canonical', 'schema/examples/adult.json']);
    expect(result.code).toBe(0);
    const line = result.out.slice(0, -1);
    expect(line).not.toContain('\n');
    expect(`sha256:${createHash('sha256').update(line).digest('hex')}`).toBe(noticeFingerprint(adult()).notice);
  });

  it('1 for an invalid payload (still fingerprinted), 2 for a file that is not JSON or a usage error', async () => {
    const invalid = adult();
    invalid.content.languages[0].purposes[0].retention.duration = 9;
    writeFileSync(join(temp.dir, 'invalid.json'), JSON.stringify(invalid));
    writeFileSync(join(temp.dir, 'broken.json'), '{');
    const bad = await run(['invalid.json'], temp.dir);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('notice  sha256:');
    expect(bad.out).toContain('error retention of 9 years is out of range');
    expect((await run(['broken.json'], temp.dir)).code).toBe(2);
    expect((await run([], temp.dir)).code).toBe(2);
    expect((await run(['-f', 'yaml', 'x'], temp.dir)).err).toContain('unknown --format value "yaml"; use one of');
    // Our own sentences with a did-you-mean, never Node's parseArgs text (issue 15).
    expect((await run(['-f', 'jsn', 'x'], temp.dir)).err).toContain('did you mean "json"?');
    const unknown = (await run(['--fromat', 'json', 'x'], temp.dir)).err;
    expect(unknown).toContain('unknown option "--fromat"; did you mean --format?');
    expect(unknown).not.toMatch(/To specify a positional|ERR_/);
  });
});
