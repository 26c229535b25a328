/** `consent-contract diff OLD NEW`, in process through CliIo: every format and exit status. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDiff } from '../../../../src/cli/commands/diff/run.js';
import { memoryIo } from '../../run-in-process.js';
import { tempDir } from '../../run-cli.js';
import { adult, type Json } from '../../../support/examples.js';

const temp = tempDir();
afterAll(() => temp.remove());

let n = 0;
function file(content: Json | string): string {
  const name = join(temp.dir, `p${++n}.json`);
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return name;
}

async function diff(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo({ cwd: temp.dir, env });
  const code = await runDiff(args, io.io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const withCategory = (): Json => {
  const p = adult();
  p.content.languages[0].purposes[1].dataCategories.push({ id: 'whatsapp', label: 'WhatsApp <b>number</b> | x' });
  return p;
};
const reworded = (): Json => {
  const p = adult();
  p.content.languages[0].purposes[0].dataCategories[0].label = 'Name';
  return p;
};

describe('exit status', () => {
  it('0 when nothing needs fresh consent, also with notice changes', async () => {
    expect((await diff([file(adult()), file(adult())])).code).toBe(0);
    expect((await diff([file(adult()), file(reworded())])).code).toBe(0);
  });

  it('1 when something needs fresh consent', async () => {
    expect((await diff([file(adult()), file(withCategory())])).code).toBe(1);
  });

  it('1 with --fail-on notice for a notice change', async () => {
    expect((await diff(['--fail-on', 'notice', file(adult()), file(reworded())])).code).toBe(1);
    expect((await diff(['--fail-on', 'notice', file(adult()), file(adult())])).code).toBe(0);
  });

  it('1 when NEW is invalid, with the diagnostics validate gives, and the diff still runs', async () => {
    const broken = reworded();
    broken.content.languages[0].purposes[0].retention.duration = 9;
    const run = await diff(['-f', 'json', file(adult()), file(broken)]);
    expect(run.code).toBe(1);
    const [pair] = JSON.parse(run.out);
    // consistent-translations now blames the odd entry too (issue 15), at the retention before its duration.
    expect(pair.diagnostics.find((d: Json) => d.code === 'retention-range')).toMatchObject({
      code: 'retention-range',
      line: expect.any(Number),
    });
    expect(pair.changes.map((c: Json) => c.code)).toContain('category-label-changed');
  });

  it('2 for usage errors', async () => {
    for (const args of [
      [],
      ['one.json'],
      ['a', 'b', 'c'],
      ['--git-base=--output=/tmp/x'],
      ['--git-base', ''],
      ['--format', 'sarif', 'a', 'b'],
      ['--fail-on', 'x', 'a', 'b'],
      ['--nope', 'a', 'b'],
    ]) {
      const run = await diff(args);
      expect(run.code).toBe(2);
      expect(run.err).toMatch(/^consent-contract diff: .*\nRun 'consent-contract diff --help' for usage\.\n$/);
      // Our own sentences, never Node's parseArgs text (issue 15).
      expect(run.err).not.toMatch(/To specify a positional|ERR_/);
    }
    expect((await diff(['--frmat', 'json', 'a', 'b'])).err).toContain('did you mean --format?');
    expect((await diff(['--fail-on', 'notise', 'a', 'b'])).err).toContain('did you mean "notice"?');
  });

  it('2 for an unreadable file, reported as validate does', async () => {
    const run = await diff(['-f', 'json', file(adult()), join(temp.dir, 'missing.json')]);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)[0]).toMatchObject({
      status: 'not-compared',
      diagnostics: [{ code: 'file/unreadable' }],
    });
  });

  it('2 for a file that is not JSON, with the same hostile-file diagnostics as validate', async () => {
    const run = await diff(['-f', 'json', file('{"a": 1,}'), file(adult())]);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)[0]).toMatchObject({
      status: 'not-compared',
      oldDiagnostics: [{ code: 'json/syntax', line: 1 }],
    });
    const bom = await diff(['-f', 'json', file(adult()), file(`\ufeff${JSON.stringify(adult())}`)]);
    expect(JSON.parse(bom.out)[0]).toMatchObject({ status: 'compared', diagnostics: [{ code: 'input/bom' }] });
  });

  it('prints help', async () => {
    const run = await diff(['--help']);
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain('--git-base REF');
  });
});

describe('formats', () => {
  it('stylish: one line per change with its position, and a summary', async () => {
    const run = await diff([file(adult()), file(withCategory())]);
    expect(run.out).toMatch(
      / {2}\d+:\d+ +reconsent {2}data category "whatsapp" added to purpose "transaction-alerts" in "en" {2}category-added {2}at \/content\/languages\/0\/purposes\/1\/dataCategories\/2\n/,
    );
    expect(run.out).toMatch(
      /✖ fresh consent needed for 1 notice \(1 reconsent, 0 notice, 0 narrowing; 1 file pair compared\)\n$/,
    );
    expect(run.out).not.toContain('\u001b[');
    const same = await diff([file(adult()), file(adult())]);
    expect(same.out).toContain('no change to the notice');
    expect(same.out).toMatch(/✔ no fresh consent needed/);
  });

  it('stylish: colour only when asked', async () => {
    expect((await diff(['--color', 'always', file(adult()), file(withCategory())])).out).toContain('\u001b[31m');
    expect((await diff([file(adult()), file(withCategory())], { FORCE_COLOR: '1' })).out).toContain('\u001b[31m');
  });

  it('json: the stable shape', async () => {
    const run = await diff(['-f', 'json', file(adult()), file(withCategory())]);
    const [pair] = JSON.parse(run.out);
    expect(Object.keys(pair)).toEqual([
      'old',
      'new',
      'status',
      'reconsentRequired',
      'changes',
      'diagnostics',
      'oldDiagnostics',
    ]);
    expect(pair.reconsentRequired).toBe(true);
    expect(pair.changes).toEqual([
      {
        impact: 'reconsent',
        code: 'category-added',
        pointer: '/content/languages/0/purposes/1/dataCategories/2',
        oldPointer: null,
        message: 'data category "whatsapp" added to purpose "transaction-alerts" in "en"',
        params: { purposeId: 'transaction-alerts', categoryId: 'whatsapp' },
        lang: 'en',
        line: expect.any(Number),
        column: expect.any(Number),
        endLine: expect.any(Number),
        endColumn: expect.any(Number),
      },
    ]);
  });

  it('markdown: a summary line and a table per language, payload text escaped', async () => {
    const next = withCategory();
    next.content.languages[0].purposes[1].dataCategories[2].id = 'what|<script>';
    next.content.company.companyName = 'Suvarna';
    const run = await diff(['-f', 'markdown', file(adult()), file(next)]);
    expect(run.out).toContain('**Fresh consent needed** for 1 of 1 notice (1 reconsent, 1 notice, 0 narrowing).');
    expect(run.out).toContain(
      '#### Every language\n\n| Impact | Change | Code | Where |\n| --- | --- | --- | --- |\n| 🟡 notice | company companyName changed |',
    );
    expect(run.out).toContain('#### `en`');
    expect(run.out).toContain('what\\|&lt;script&gt;');
    expect(run.out).not.toContain('<script>');
  });

  it('github: an annotation per change, at its line, and the problems of NEW', async () => {
    const next = withCategory();
    next.supersedesPrevious = false;
    const run = await diff(['-f', 'github', file(adult()), file(next)]);
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^::error file=p\d+\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=consent-contract diff%3A reconsent \(category-added\)::data category "whatsapp"/,
    );
    const flag = lines.find((l) => l.includes('supersedes-previous-false'));
    expect(flag).toMatch(
      /^::error file=p\d+\.json,line=\d+,.*title=consent-contract supersedes-previous-false::this notice needs fresh consent/,
    );
  });
});
