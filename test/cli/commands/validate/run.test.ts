/** `consent-contract validate` end to end: the real command as a child process. */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateSarif } from '../../formatters/sarif-schema.js';
import { fixtures, parseJson, payloadTree, repoRoot, runCli as runCliProcess, tempDir } from '../../run-cli.js';
import { cliCommand } from '../../cli-command.js';
import { runCliInProcess as runCli } from '../../run-in-process.js';

const f = (name: string): string => join('test/fixtures/cli', name);
const temp = tempDir();
afterAll(() => temp.remove());

describe('exit status', () => {
  // These run the real process (exit code, standard streams); the rest run in process through CliIo.
  it('0 for valid files, saying so', async () => {
    const run = await runCliProcess(['validate', f('valid.json'), 'schema/examples/minor-with-delegation.json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('✔ 2 inputs checked, no problems\n');
  });

  it('0 for warnings only, 1 for the same under --strict', async () => {
    const lax = await runCli(['validate', f('warning.json')]);
    expect(lax.code).toBe(0);
    expect(lax.stdout).toContain('warning  version "2" is not a known schema version');
    const strict = await runCli(['validate', '--strict', f('warning.json')]);
    expect(strict.code).toBe(1);
  });

  it('1 when warnings exceed --max-warnings, 0 when within', async () => {
    const over = await runCli(['validate', '--max-warnings', '0', f('warning.json')]);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('too many warnings (1, maximum 0)');
    const within = await runCli(['validate', '--max-warnings', '1', f('warning.json')]);
    expect(within.code).toBe(0);
  });

  it('1 for an invalid file, with every diagnostic located', async () => {
    const run = await runCli(['validate', '--format', 'json', f('invalid.json'), f('valid.json')]);
    expect(run.code).toBe(1);
    const [invalid, valid] = parseJson(run.stdout);
    expect(valid).toEqual({ file: f('valid.json'), valid: true, diagnostics: [] });
    expect(invalid?.valid).toBe(false);
    expect(invalid?.diagnostics.map((d) => [d.code, d.pointer, d.line, d.column])).toEqual([
      ['schema/required', '/fiduciary/fidId', 4, 3],
      ['consistent-translations', '/content/languages/0/purposes/0/retention', 41, 26],
      ['retention-range', '/content/languages/0/purposes/0/retention/duration', 42, 27],
      ['schema/additionalProperties', '/extra', 249, 3],
    ]);
    // Every annotation is one line: an object is marked from its key to its opening brace.
    for (const d of invalid!.diagnostics) expect(d.endLine).toBe(d.line!);
  });

  it('2 for a file that cannot be read, still reporting the others', async () => {
    const run = await runCliProcess(['validate', '--format', 'json', 'does-not-exist.json', f('valid.json')]);
    expect(run.code).toBe(2);
    const [missing, valid] = parseJson(run.stdout);
    expect(missing).toMatchObject({
      file: 'does-not-exist.json',
      valid: false,
      diagnostics: [{ code: 'file/unreadable', severity: 'error', params: { errno: 'ENOENT' } }],
    });
    expect(valid?.valid).toBe(true);
  });

  it('2 for a file that cannot be read even when another is invalid', async () => {
    const run = await runCli(['validate', f('invalid.json'), 'nope.json']);
    expect(run.code).toBe(2);
  });

  it.each([
    [['validate'], 'no input'],
    [['validate', '--format', 'xml', 'a.json'], 'unknown --format value "xml"'],
    [['validate', '--bogus', 'a.json'], 'unknown option "--bogus"'],
    [['validate', '--frmat', 'json', 'a.json'], 'unknown option "--frmat"; did you mean --format?'],
    [['validate', 'no-such-dir/**/*.json'], 'no files match the pattern'],
  ])('2 for a usage error: %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("Run 'consent-contract validate --help' for usage.");
    expect(run.stdout).toBe('');
  });
});

describe('--quiet', () => {
  it('drops warnings from the output and from the warning count', async () => {
    const run = await runCli([
      'validate',
      '--quiet',
      '--max-warnings',
      '0',
      '--format',
      'json',
      f('invalid.json'),
      f('warning.json'),
    ]);
    const [invalid, warning] = parseJson(run.stdout);
    expect(invalid?.diagnostics.every((d) => d.severity === 'error')).toBe(true);
    expect(warning?.diagnostics).toEqual([]);
    expect(run.code).toBe(1);
    const onlyWarnings = await runCli(['validate', '--quiet', '--max-warnings', '0', f('warning.json')]);
    expect(onlyWarnings.code).toBe(0);
  });

  it('says how many warnings it hid', async () => {
    const run = await runCli(['validate', '-q', f('warning.json')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('✔ 1 input checked, no errors; 1 warning hidden by --quiet\n');
    const mixed = await runCli(['validate', '-q', f('invalid.json'), f('warning.json')]);
    expect(mixed.stdout).toMatch(
      /^✖ 3 problems \(3 errors, 0 warnings\) in 1 input; 2 inputs checked; 2 warnings hidden by --quiet\n$/m,
    );
  });

  it('keeps warnings under --strict, since they fail the run', async () => {
    const run = await runCli(['validate', '--quiet', '--strict', '--format', 'json', f('warning.json')]);
    expect(run.code).toBe(1);
    expect(parseJson(run.stdout)[0]?.diagnostics.map((d) => d.code)).toEqual(['known-version']);
  });
});

describe('arguments that do not stop the run', () => {
  it('checks and reports the other files after an empty directory and an unmatched glob, then exits 2', async () => {
    const empty = tempDir();
    try {
      const run = await runCli([
        'validate',
        '--format',
        'json',
        f('valid.json'),
        empty.dir,
        'nothing-here/**/*.json',
        f('invalid.json'),
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`no .json files in the directory "${empty.dir}"`);
      expect(run.stderr).toContain('no files match the pattern "nothing-here/**/*.json"');
      expect(parseJson(run.stdout).map((e) => [e.file, e.valid])).toEqual([
        [f('valid.json'), true],
        [f('invalid.json'), false],
      ]);
    } finally {
      empty.remove();
    }
  });

  it('takes --max-warnings -1 as the help says', async () => {
    const run = await runCli(['validate', '--max-warnings', '-1', f('warning.json')]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
  });
});

describe('--schema: the kind of document', () => {
  const responses = 'schema/examples/responses';
  it("checks the package's own responses with --schema auto, and each with its own --schema", async () => {
    const run = await runCli(['validate', '--schema', 'auto', 'schema/examples/']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('✔ 6 inputs checked, no problems\n');
    for (const [schema, file] of [
      ['record', 'record.json'],
      ['token', 'token.json'],
      ['problem', 'problem-400.json'],
    ]) {
      expect((await runCli(['validate', '--schema', schema!, join(responses, file!)])).code).toBe(0);
    }
  });

  it('says in one diagnostic that a file is not a consent request, naming what it looks like', async () => {
    const run = await runCli(['validate', '--format', 'json', 'package.json', join(responses, 'record.json')]);
    expect(run.code).toBe(1);
    const [pkg, record] = parseJson(run.stdout);
    expect(pkg?.diagnostics).toEqual([expect.objectContaining({ code: 'input/wrong-document', line: 1, column: 1 })]);
    expect(pkg?.diagnostics[0]?.message).toMatch(
      /^this is not a consent request: its members \("name", .*\) are none of its members; check that this is the right file/,
    );
    expect(record?.diagnostics).toEqual([
      expect.objectContaining({ code: 'input/wrong-document', params: { expected: 'request', looksLike: 'record' } }),
    ]);
    expect(record?.diagnostics[0]?.message).toMatch(
      /it looks like a consent request record: validate it with --schema record$/,
    );
  });

  it('describes input/wrong-document in SARIF, as every code it reports', async () => {
    const run = await runCli(['validate', '--format', 'sarif', 'package.json']);
    const sarif = JSON.parse(run.stdout);
    const [result] = sarif.runs[0].results;
    expect(result.ruleId).toBe('input/wrong-document');
    const rule = sarif.runs[0].tool.driver.rules[result.ruleIndex];
    expect(rule?.id).toBe('input/wrong-document');
    // From the code catalogue, not made up from the message.
    expect(rule?.help.text).toContain('--schema');
  });

  it('under auto, a file of no known kind gets one diagnostic', async () => {
    const run = await runCli(['validate', '--schema', 'auto', '--format', 'json', 'package.json', f('invalid.json')]);
    const [pkg, invalid] = parseJson(run.stdout);
    expect(pkg?.diagnostics.map((d) => d.code)).toEqual(['input/wrong-document']);
    expect(pkg?.diagnostics[0]?.message).toMatch(/^this is not a document of this interface/);
    expect(invalid?.diagnostics.length).toBeGreaterThan(0);
    expect(invalid?.diagnostics.map((d) => d.code)).not.toContain('input/wrong-document');
  });
});

describe('the body limit', () => {
  it('reports a 3 MB payload as an error with its size and the limit', async () => {
    const payload = JSON.parse(readFileSync(join(fixtures, 'valid.json'), 'utf8')) as {
      content: { company: { companyName: string } };
    };
    payload.content.company.companyName = 'x'.repeat(3_000_000);
    const path = join(temp.dir, 'three-mb.json');
    writeFileSync(path, JSON.stringify(payload));
    const run = await runCli(['validate', path]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /error +the payload is 300\d{4} bytes \(2\.\d+ MiB\) as JSON, over the limit of 1048576 bytes \(1 MiB\)/,
    );
  });
});

describe('formats end to end', () => {
  it('sarif is valid SARIF 2.1.0 with relative URIs', async () => {
    const run = await runCli([
      'validate',
      '--format',
      'sarif',
      f('invalid.json'),
      f('syntax-error.json'),
      f('valid.json'),
    ]);
    expect(run.code).toBe(1);
    const log = JSON.parse(run.stdout) as {
      runs: Array<{
        results: Array<{
          ruleId: string;
          locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }>;
        }>;
      }>;
    };
    expect(validateSarif(log)).toEqual([]);
    const results = log.runs[0]!.results;
    expect(results.map((r) => r.ruleId)).toContain('json/syntax');
    expect(results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe('test/fixtures/cli/invalid.json');
  });

  it('github prints workflow annotations', async () => {
    const run = await runCli(['validate', '--format', 'github', f('syntax-error.json')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      '::error file=test/fixtures/cli/syntax-error.json,line=5,col=17,endLine=5,endColumn=18,title=consent-contract json/syntax::not valid JSON: a trailing comma before }; JSON allows none, so remove this comma\n',
    );
  });

  it('stylish is uncoloured when piped, coloured with FORCE_COLOR or --color always, and not with NO_COLOR', async () => {
    const piped = await runCli(['validate', f('invalid.json')]);
    expect(piped.stdout).not.toContain('\u001b[');
    expect(piped.stdout).toMatch(
      /^test\/fixtures\/cli\/invalid.json:42:27 +error {4}retention of 6 years is out of range for unit year \(1 to 5\) {2}retention-range {2}at \/content/m,
    );
    const forced = await runCli(['validate', f('invalid.json')], { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain('\u001b[31m');
    const always = await runCli(['validate', '--color', 'always', f('invalid.json')], { env: { NO_COLOR: '1' } });
    expect(always.stdout).toContain('\u001b[31m');
    const noColor = await runCli(['validate', '--color', 'auto', f('invalid.json')], { env: { NO_COLOR: '1' } });
    expect(noColor.stdout).not.toContain('\u001b[');
  });
});

describe('inputs', () => {
  it('reads standard input for -', async () => {
    const valid = await runCli(['validate', '--format', 'json', '-'], {
      input: readFileSync(join(fixtures, 'valid.json')),
    });
    expect(valid.code).toBe(0);
    expect(parseJson(valid.stdout)).toEqual([{ file: '-', valid: true, diagnostics: [] }]);
    const invalid = await runCli(['validate', '--format', 'json', '--stdin-filename', 'payload.json', '-'], {
      input: '{"version": 1}',
    });
    expect(invalid.code).toBe(1);
    expect(parseJson(invalid.stdout)[0]).toMatchObject({ file: 'payload.json', valid: false });
    expect(parseJson(invalid.stdout)[0]?.diagnostics.find((d) => d.pointer === '/version')).toMatchObject({
      code: 'schema/type',
      line: 1,
      column: 13,
    });
  });

  it('expands a directory to its *.json files, skipping node_modules and .git', async () => {
    payloadTree(temp.dir);
    const run = await runCli(['validate', '--format', 'json', 'tree'], { cwd: temp.dir });
    expect(run.code).toBe(0);
    expect(parseJson(run.stdout).map((e) => e.file)).toEqual(['tree/a.json', 'tree/nested/b.json']);
  });

  it('expands a glob pattern, in sorted order, once per file, skipping node_modules', async () => {
    payloadTree(temp.dir);
    const run = await runCli(['validate', '--format', 'json', 'tree/**/*.json', 'tree/a.json'], { cwd: temp.dir });
    expect(run.code).toBe(0);
    expect(parseJson(run.stdout).map((e) => e.file)).toEqual(['tree/a.json', 'tree/nested/b.json']);
  });

  it('reports an operand that cannot be looked at (ENOTDIR) as unreadable, and still checks the others', async () => {
    const notDir = `${f('valid.json')}/x.json`;
    const run = await runCli(['validate', '--format', 'json', f('valid.json'), notDir, f('invalid.json')]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(2);
    const entries = parseJson(run.stdout);
    expect(entries.map((e) => [e.file, e.valid])).toEqual([
      [f('valid.json'), true],
      [notDir, false],
      [f('invalid.json'), false],
    ]);
    expect(entries[1]?.diagnostics).toEqual([
      expect.objectContaining({ code: 'file/unreadable', severity: 'error', params: { errno: 'ENOTDIR' } }),
    ]);
    expect(entries[2]?.diagnostics.length).toBeGreaterThan(0);
    const stylish = await runCli(['validate', f('valid.json'), notDir]);
    expect(stylish.code).toBe(2);
    expect(stylish.stderr).not.toMatch(/internal error/);
    expect(stylish.stdout).toContain('2 inputs checked');
  });

  it('prints a file name with control characters escaped in stylish and github, and as it is in json', async () => {
    const name = 'esc\u001b[31m\u001b]0;title\u0007.json';
    writeFileSync(join(temp.dir, name), '{"version": 1}');
    const stylish = await runCli(['validate', '--color', 'always', name], { cwd: temp.dir });
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain('esc\\u001b[31m\\u001b]0;title\\u0007.json');
    expect(stylish.stdout.replace(/\u001b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    const github = await runCli(['validate', '--format', 'github', name], { cwd: temp.dir });
    expect(github.stdout).toMatch(/^::error file=esc\\u001b\[31m\\u001b\]0;title\\u0007\.json,/m);
    expect(github.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
    const json = await runCli(['validate', '--format', 'json', name], { cwd: temp.dir });
    expect(parseJson(json.stdout)[0]?.file).toBe(name);
  });

  it('warns when two files share a requestId, at the second', async () => {
    const run = await runCli(['validate', '--format', 'json', f('valid.json'), f('same-request-id.json')]);
    expect(run.code).toBe(0);
    const [first, second] = parseJson(run.stdout);
    expect(first?.diagnostics).toEqual([]);
    expect(second?.diagnostics).toEqual([
      expect.objectContaining({
        code: 'unique-request-id',
        severity: 'warning',
        pointer: '/requestId',
        line: 3,
        column: 16,
        params: { requestId: 'req-valid-0001', alsoIn: f('valid.json') },
      }),
    ]);
    const strict = await runCli(['validate', '--strict', f('valid.json'), f('same-request-id.json')]);
    expect(strict.code).toBe(1);
  });
});

describe('hostile files: one clear diagnostic, exit 1, no stack trace', () => {
  const write = (name: string, content: string | Uint8Array): string => {
    const path = join(temp.dir, name);
    writeFileSync(path, content);
    return path;
  };
  const valid = readFileSync(join(fixtures, 'valid.json'));

  it.each([
    [
      'a UTF-8 BOM',
      () => write('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), valid])),
      'input/bom',
      1,
      1,
    ],
    [
      'invalid UTF-8',
      () => write('latin1.json', Buffer.from('{\n  "a": "caf\xe9"\n}', 'latin1')),
      'input/invalid-utf8',
      2,
      12,
    ],
    ['UTF-16', () => write('utf16.json', Buffer.from('\ufeff{}', 'utf16le')), 'input/invalid-utf8', 1, 1],
    [
      'a lone surrogate',
      () => write('surrogate.json', valid.toString().replace('"req-valid-0001"', '"req-\\ud800"')),
      'input/lone-surrogate',
      3,
      21,
    ],
    [
      'a duplicate key',
      () => write('dup.json', valid.toString().replace('"version": "1",', '"version": "1",\n  "version": "1",')),
      'json/duplicate-key',
      3,
      3,
    ],
    [
      'nesting 100,000 deep',
      () => write('deep.json', '['.repeat(100_000) + ']'.repeat(100_000)),
      'input/too-deep',
      1,
      65,
    ],
    ['unclosed nesting 100,000 deep', () => write('deep-open.json', '{"a":'.repeat(100_000)), 'input/too-deep', 1, 321],
    [
      'a file over 10 MiB',
      () => write('big.json', `{"a":"${'x'.repeat(10 * 1024 * 1024)}"}`),
      'input/too-large',
      undefined,
      undefined,
    ],
    ['an empty file', () => write('empty.json', ''), 'json/syntax', 1, 1],
  ])('%s', async (_name, make, code, line, column) => {
    const path = make();
    const run = await runCli(['validate', '--format', 'json', path]);
    expect(run.stderr).toBe('');
    const [entry] = parseJson(run.stdout);
    const found = entry?.diagnostics.find((d) => d.code === code);
    expect(found).toMatchObject({ source: 'input', ...(line !== undefined && { line, column }) });
    if (line === undefined) expect(found).not.toHaveProperty('line');
    expect(found?.message.length).toBeGreaterThan(20);
    expect(run.code).toBe(code === 'json/duplicate-key' ? 0 : 1);
  });

  it('a never-ending character device (/dev/zero) or a FIFO: refused as not a regular file, without reading', async () => {
    const fifo = join(temp.dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    const run = await runCliProcess(['validate', '--format', 'json', '/dev/zero', fifo, f('valid.json')], {
      timeoutMs: 20_000,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(2);
    const [zero, pipe, good] = parseJson(run.stdout);
    for (const entry of [zero, pipe]) {
      expect(entry?.diagnostics).toEqual([
        expect.objectContaining({
          code: 'file/unreadable',
          source: 'input',
          severity: 'error',
          params: { errno: 'ENOTREG' },
        }),
      ]);
      expect(entry?.diagnostics[0]?.message).toMatch(/not a regular file .*standard input/);
    }
    expect(good?.valid).toBe(true);
  });

  it('a duplicate key fails under --strict', async () => {
    const path = write('dup2.json', valid.toString().replace('"version": "1",', '"version": "1",\n  "version": "1",'));
    expect((await runCli(['validate', '--strict', path])).code).toBe(1);
  });
});

describe('output into a closed pipe (| head)', () => {
  it('stops writing quietly and still exits with the run status', async () => {
    const path = join(temp.dir, 'noisy.ndjson');
    writeFileSync(path, '{"a":1}\n'.repeat(3000));
    const child = spawn(process.execPath, [...(await cliCommand()), 'validate', '--ndjson', path], { cwd: repoRoot });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });
});
