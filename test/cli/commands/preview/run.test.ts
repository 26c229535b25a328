/** `consent-contract preview`, in process: files written, --lang, errors and exit statuses. */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPreview } from '../../../../src/cli/commands/preview/run.js';
import { previewPages } from '../../../../src/notice-page/preview.js';
import { adult, minor } from '../../../support/examples.js';
import { memoryIo } from '../../run-in-process.js';
import { repoRoot, tempDir } from '../../run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

async function run(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ cwd: repoRoot, env });
  const code = await runPreview(args, io.io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('consent-contract preview', () => {
  it('writes one self-contained page per language, as previewPages renders it', async () => {
    const out = join(temp.dir, 'all');
    const result = await run(['schema/examples/minor-with-delegation.json', '--out', out]);
    expect(result.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['en.html', 'hi.html']);
    expect(readFileSync(join(out, 'hi.html'), 'utf8')).toBe(previewPages(minor(), 'hi')[0]?.html);
    expect(result.out.trim().split('\n')).toHaveLength(2);
  });

  it('--lang writes one', async () => {
    const out = join(temp.dir, 'one');
    expect((await run(['schema/examples/adult.json', '--out', out, '--lang', 'ta'])).code).toBe(0);
    expect(readdirSync(out)).toEqual(['ta.html']);
    const unknown = await run(['schema/examples/adult.json', '--out', out, '--lang', 'fr']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('the payload has no language "fr"; it has: en, hi, ta');
  });

  it('renders a payload with a rule error (exit 1) but not one that breaks the schema', async () => {
    const ruleError = adult();
    ruleError.content.languages[0].purposes[0].retention.duration = 9;
    writeFileSync(join(temp.dir, 'rule.json'), JSON.stringify(ruleError));
    const out = join(temp.dir, 'rule');
    const rendered = await run([join(temp.dir, 'rule.json'), '--out', out]);
    expect(rendered.code).toBe(1);
    expect(rendered.err).toContain('retention-range');
    expect(existsSync(join(out, 'en.html'))).toBe(true);
    const broken = adult();
    delete broken.content.company;
    writeFileSync(join(temp.dir, 'schema.json'), JSON.stringify(broken));
    const refused = await run([join(temp.dir, 'schema.json'), '--out', join(temp.dir, 'none')]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('does not follow the schema');
    expect(existsSync(join(temp.dir, 'none'))).toBe(false);
  });

  it('2 for usage errors, a file that is not JSON, and --png without a browser', async () => {
    expect((await run([])).code).toBe(2);
    writeFileSync(join(temp.dir, 'bad.json'), '{');
    expect((await run([join(temp.dir, 'bad.json')])).code).toBe(2);
    const noBrowser = await run(['schema/examples/adult.json', '--out', join(temp.dir, 'png'), '--png'], {
      CONSENT_CONTRACT_CHROMIUM: '/nonexistent/chromium',
    });
    expect(noBrowser.code).toBe(2);
    expect(noBrowser.err).toContain('no browser at /nonexistent/chromium for --png; install Chromium');
  });
});
