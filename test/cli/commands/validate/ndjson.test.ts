import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNdjson, type NdjsonOptions, workerThreads } from '../../../../src/cli/commands/validate/ndjson.js';
import { requestIdRegistry } from '../../../../src/cli/commands/validate/request-ids.js';
import { validateConsentRequest } from '../../../../src/validate/contracts.js';
import { fixtures, parseJson, runCli as runCliProcess, tempDir } from '../../run-cli.js';
import { runCliInProcess as runCli } from '../../run-in-process.js';

const payload = JSON.parse(readFileSync(join(fixtures, 'valid.json'), 'utf8')) as Record<string, unknown>;
const line = (requestId: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ ...payload, requestId, ...extra });

async function* chunks(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) return;
    yield bytes.subarray(at, at + size);
    at += size;
  }
  if (at < bytes.length) yield bytes.subarray(at);
}

const options = (overrides: Partial<NdjsonOptions> = {}): NdjsonOptions => ({
  name: 'in.ndjson',
  strict: false,
  keep: () => true,
  maxKept: 1000,
  seen: requestIdRegistry(),
  ...overrides,
});

const summary = async (
  text: string | Uint8Array,
  sizes: readonly number[] = [1 << 20],
  overrides?: Partial<NdjsonOptions>,
) => {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const checked = await checkNdjson(chunks(bytes, sizes), options(overrides));
  return {
    valid: checked.report.valid,
    totals: checked.totals,
    found: checked.report.diagnostics.map((d) => [d.line, d.code, d.pointer]),
  };
};

describe('checkNdjson', () => {
  const input = `${[line('r1'), '', line('r2', { version: 2 }), '{"broken": ', line('r1'), '  ', line('r4', { extra: 1 })].join('\n')}\n`;

  it('validates every non-blank line and reports the line numbers', async () => {
    expect(await summary(input)).toEqual({
      valid: false,
      totals: { errors: 3, warnings: 1 },
      found: [
        [3, 'schema/type', '/version'],
        [4, 'json/syntax', ''],
        [5, 'unique-request-id', '/requestId'],
        [7, 'schema/additionalProperties', '/extra'],
      ],
    });
  });

  it('says once that a pretty-printed file is not NDJSON, instead of a syntax error per line', async () => {
    const pretty = `${JSON.stringify(payload, null, 2)}\n`;
    expect(await summary(pretty)).toEqual({
      valid: false,
      totals: { errors: 1, warnings: 0 },
      found: [[1, 'json/not-ndjson', '']],
    });
  });

  it('counts payloads, not lines or files', async () => {
    const checked = await checkNdjson(chunks(Buffer.from(input), [input.length]), options());
    expect(checked.payloads).toBe(5);
  });

  it('gives the same result however the input is split into chunks (property)', async () => {
    const expected = await summary(input);
    const bytes = new TextEncoder().encode(input);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 30 }), async (sizes) => {
        expect(await summary(bytes, sizes)).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('accepts CRLF line ends and a last line without a line end', async () => {
    expect(await summary(`${line('a')}\r\n${line('b', { extra: 1 })}`)).toMatchObject({
      found: [[2, 'schema/additionalProperties', '/extra']],
    });
  });

  it('reports a BOM at line 1 and invalid UTF-8 at its line and column', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${line('a')}\n{"a": "`),
      Buffer.from([0xff]),
      Buffer.from('"}\n'),
      Buffer.from(`${line('c')}\n`),
    ]);
    const checked = await checkNdjson(chunks(bytes, [1 << 20]), options());
    expect(checked.report.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['input/bom', 1, 1],
      ['input/invalid-utf8', 2, 8],
    ]);
  });

  it('reports a line over the size limit once and goes on with the next', async () => {
    const long = `{"a":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    const result = await summary(`${line('a')}\n${long}\n${line('b', { extra: 1 })}\n`, Array(40).fill(300_000));
    expect(result.found).toEqual([
      [2, 'input/too-large', ''],
      [3, 'schema/additionalProperties', '/extra'],
    ]);
  });

  it('keeps at most maxKept diagnostics, counts the rest, and still fails', async () => {
    const many = Array.from({ length: 50 }, (_, i) => line(`r${i}`, { extra: i })).join('\n');
    const checked = await checkNdjson(chunks(new TextEncoder().encode(many), [4096]), options({ maxKept: 10 }));
    expect(checked.report.diagnostics).toHaveLength(11);
    expect(checked.report.diagnostics.at(-1)).toMatchObject({ code: 'diagnostics/truncated', params: { omitted: 40 } });
    expect(checked.totals.errors).toBe(50);
    expect(checked.report.valid).toBe(false);
  });

  it('keeps only what `keep` allows but counts everything', async () => {
    const result = await summary(input, undefined, { keep: (d) => d.severity === 'error' });
    expect(result.found.map((f) => f[1])).not.toContain('unique-request-id');
    expect(result.totals.warnings).toBe(1);
  });

  it('a warning fails under strict only', async () => {
    expect((await summary(`${line('a', { version: '2' })}\n`)).valid).toBe(true);
    expect((await summary(`${line('a', { version: '2' })}\n`, undefined, { strict: true })).valid).toBe(false);
  });
});

describe('workerThreads', () => {
  it('gives one job a worker of its own, and makes the reader one of two jobs or more', () => {
    expect([1, 2, 3, 8].map(workerThreads)).toEqual([1, 1, 2, 7]);
  });
});

describe('checkNdjson in worker threads (jobs > 1)', () => {
  // Blocks of a few lines each, so that most go to the workers and finish in any order.
  // Over 32 characters (kept as a digest), within requestId's maxLength (128).
  const long = (n: number): string => `${'long-'.repeat(20)}${n}`;
  const lines = [
    line('r1'),
    '',
    line('r2', { version: 2 }),
    '{"broken": ',
    line(long(1)),
    line('r1'),
    '  ',
    line('r4', { extra: 1 }),
    line(long(2)),
    line(long(1), { extra: 2 }),
    line('r5'),
    line('r2'),
  ];
  const input = `${lines.join('\n')}\n`;
  const sizes = Array(200).fill(700);

  it('reports what one thread reports, in input order, the requestId check across blocks exact', async () => {
    const inThread = await summary(input, sizes);
    expect(inThread.found).toEqual([
      [3, 'schema/type', '/version'],
      [4, 'json/syntax', ''],
      [6, 'unique-request-id', '/requestId'],
      [8, 'schema/additionalProperties', '/extra'],
      [10, 'schema/additionalProperties', '/extra'],
      [10, 'unique-request-id', '/requestId'],
      [12, 'unique-request-id', '/requestId'],
    ]);
    expect(await summary(input, sizes, { jobs: 2 })).toEqual(inThread);
  });

  it('places a repeated requestId where it is, and says where it was first', async () => {
    const checked = await checkNdjson(chunks(new TextEncoder().encode(input), sizes), options({ jobs: 3 }));
    const inThread = await checkNdjson(chunks(new TextEncoder().encode(input), sizes), options());
    expect(checked.report.diagnostics).toEqual(inThread.report.diagnostics);
    expect(
      checked.report.diagnostics.filter((d) => d.code === 'unique-request-id').map((d) => d.params?.alsoIn),
    ).toEqual(['in.ndjson:1', 'in.ndjson:5', 'in.ndjson:3']);
  });

  it('gives the same result however the input is split into chunks (property)', async () => {
    const expected = await summary(input);
    const bytes = new TextEncoder().encode(input);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 30 }), async (split) => {
        expect(await summary(bytes, split, { jobs: 2 })).toEqual(expected);
      }),
      { numRuns: 3 },
    );
  });

  it('places the diagnostics the report keeps and counts the rest alike, in one thread or several', async () => {
    const text = `${Array.from({ length: 400 }, (_, i) => (i % 3 ? line(`r${i}`, { extra: i }) : `{"broken": ${i}`)).join('\n')}\n`;
    const run = async (jobs: number, keep: NdjsonOptions['keep'] = () => true) => {
      const checked = await checkNdjson(
        chunks(new TextEncoder().encode(text), Array(100).fill(4000)),
        options({ jobs, maxKept: 150, keep }),
      );
      return { diagnostics: checked.report.diagnostics, totals: checked.totals };
    };
    const one = await run(1);
    expect(one.totals).toEqual({ errors: 400, warnings: 0 });
    expect(one.diagnostics).toHaveLength(151);
    expect(one.diagnostics.slice(0, 150).every((d) => d.column! > 1 || d.code === 'json/syntax')).toBe(true);
    expect(one.diagnostics[149]).toMatchObject({ code: 'schema/additionalProperties', line: 150 });
    expect(await run(2)).toEqual(one);
    // A report that keeps only some severities still fills with placed diagnostics.
    const syntaxOnly = (d: { code: string }) => d.code === 'json/syntax';
    const filtered = await run(2, syntaxOnly);
    expect(filtered).toEqual(await run(1, syntaxOnly));
    expect(
      filtered.diagnostics
        .slice(0, 134)
        .every((d) => d.code === 'json/syntax' && d.message.startsWith('not valid JSON')),
    ).toBe(true);
  });

  it('gives the same result from a source that reads every chunk into one buffer (as fileChunks does)', async () => {
    async function* reused(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
      const buffer = new Uint8Array(size);
      for (let at = 0; at < bytes.length; at += size) {
        const piece = bytes.subarray(at, at + size);
        buffer.set(piece);
        yield buffer.subarray(0, piece.length);
        buffer.fill(0x7b); // what the next read would overwrite
      }
    }
    const bytes = new TextEncoder().encode(input);
    for (const jobs of [undefined, 2]) {
      const checked = await checkNdjson(reused(bytes, 700), options({ jobs }));
      expect(checked.report.diagnostics.map((d) => [d.line, d.code, d.pointer])).toEqual((await summary(input)).found);
    }
  });

  it('checks a configured input in this thread, by its configuration', async () => {
    const rules = { validate: validateConsentRequest, requestIds: 'off' as const };
    const found = (await summary(input, sizes, { jobs: 2, rules })).found;
    expect(found.map((f) => f[1])).not.toContain('unique-request-id');
    expect(found).toEqual((await summary(input, sizes, { rules })).found);
  });

  it("reports a line over the size limit in its place among the workers' lines", async () => {
    const huge = `{"a":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    const text = `${line('a', { extra: 0 })}\n${line('b')}\n${huge}\n${line('c', { extra: 1 })}\n`;
    const result = await summary(text, [300, 300, ...Array(40).fill(300_000)], { jobs: 2 });
    expect(result.found).toEqual([
      [1, 'schema/additionalProperties', '/extra'],
      [3, 'input/too-large', ''],
      [4, 'schema/additionalProperties', '/extra'],
    ]);
  });
});

describe('--ndjson end to end', () => {
  const temp = tempDir();
  afterAll(() => temp.remove());

  it('reads a file and standard input, with line numbers in every format', async () => {
    const path = join(temp.dir, 'requests.ndjson');
    writeFileSync(path, `${line('a')}\n${line('b', { extra: true })}\n`);
    const run = await runCli(['validate', '--format', 'json', '--ndjson', path]);
    expect(run.code).toBe(1);
    expect(parseJson(run.stdout)).toEqual([
      {
        file: path,
        valid: false,
        diagnostics: [
          expect.objectContaining({ code: 'schema/additionalProperties', line: 2, column: expect.any(Number) }),
        ],
      },
    ]);
    const github = await runCli(['validate', '--format', 'github', '--ndjson', '-', '--stdin-filename', 'in.ndjson'], {
      input: `${line('a')}\n${line('b', { extra: true })}\n`,
    });
    expect(github.stdout).toMatch(/^::error file=in.ndjson,line=2,col=\d+,/);
    expect(github.stderr).toBe('');
  });

  it('exits 0 for a clean input, and 2 for one that cannot be read', async () => {
    const path = join(temp.dir, 'clean.ndjson');
    writeFileSync(path, `${line('a')}\n${line('b')}\n`);
    expect((await runCli(['validate', '--ndjson', path])).code).toBe(0);
    const missing = await runCliProcess(['validate', '--format', 'json', '--ndjson', join(temp.dir, 'missing.ndjson')]);
    expect(missing.code).toBe(2);
    expect(parseJson(missing.stdout)[0]?.diagnostics[0]?.code).toBe('file/unreadable');
  });

  it('checks requestIds across files and lines together', async () => {
    const path = join(temp.dir, 'dup.ndjson');
    writeFileSync(path, `${line('req-valid-0001')}\n`);
    const run = await runCli(['validate', '--format', 'json', 'test/fixtures/cli/valid.json', '--ndjson', path]);
    expect(parseJson(run.stdout)[1]?.diagnostics[0]).toMatchObject({
      code: 'unique-request-id',
      line: 1,
      params: { alsoIn: 'test/fixtures/cli/valid.json' },
    });
  });
});
