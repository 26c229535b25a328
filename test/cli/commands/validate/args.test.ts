import { describe, expect, it } from 'vitest';
import { parseValidateArgs } from '../../../../src/cli/commands/validate/args.js';

describe('parseValidateArgs', () => {
  const noConfigFlags = { config: undefined, noConfig: false, rules: [], printConfig: undefined };

  it('has defaults', () => {
    expect(parseValidateArgs(['a.json'])).toEqual({
      ok: true,
      options: {
        inputs: ['a.json'],
        ndjson: [],
        strict: false,
        quiet: false,
        maxWarnings: -1,
        format: 'stylish',
        color: 'auto',
        stdinFilename: undefined,
        jobs: undefined,
        help: false,
        ...noConfigFlags,
        schema: 'request',
      },
    });
  });

  it('reads the configuration options (issue 11)', () => {
    const parsed = parseValidateArgs([
      '-c',
      'team.json',
      '--rule',
      'https-urls=error',
      '--rule',
      'acme/x=off',
      '--print-config',
      'a.json',
    ]);
    expect(parsed).toMatchObject({
      ok: true,
      options: {
        inputs: [],
        config: 'team.json',
        noConfig: false,
        rules: ['https-urls=error', 'acme/x=off'],
        printConfig: 'a.json',
      },
    });
    expect(parseValidateArgs(['--no-config', 'a.json'])).toMatchObject({ ok: true, options: { noConfig: true } });
    expect(parseValidateArgs(['--no-config', '--config', 'x.json', 'a.json'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('contradict'),
    });
  });

  it('reads every option', () => {
    const parsed = parseValidateArgs([
      '--strict',
      '-q',
      '--max-warnings',
      '3',
      '-f',
      'sarif',
      '--color',
      'never',
      '--ndjson',
      'a.ndjson',
      '--ndjson',
      '-',
      '--stdin-filename',
      'x.json',
      '--jobs',
      '3',
      '-',
      'b.json',
    ]);
    expect(parsed).toEqual({
      ok: true,
      options: {
        inputs: ['-', 'b.json'],
        ndjson: ['a.ndjson', '-'],
        strict: true,
        quiet: true,
        maxWarnings: 3,
        format: 'sarif',
        color: 'never',
        stdinFilename: 'x.json',
        jobs: 3,
        help: false,
        ...noConfigFlags,
        schema: 'request',
      },
    });
  });

  it.each([
    [['--format', 'xml', 'a.json'], /^unknown --format value "xml"; use one of: stylish, json, sarif, github$/],
    [['--format', 'jsn', 'a.json'], /^unknown --format value "jsn"; did you mean "json"\? Use one of/],
    [['--color', 'sometimes', 'a.json'], /unknown --color value/],
    [['--schema', 'recrod', 'a.json'], /^unknown --schema value "recrod"; did you mean "record"\?/],
    [['--max-warnings', 'ten', 'a.json'], /--max-warnings needs a whole number/],
    [['--max-warnings=-5', 'a.json'], /--max-warnings needs a whole number/],
    [['--max-warnings', '-5', 'a.json'], /--max-warnings needs a whole number/],
    [['--nope', 'a.json'], /^unknown option "--nope" \(a file name that starts with "-" goes after "--"\)$/],
    [['--frmat', 'json', 'a.json'], /^unknown option "--frmat"; did you mean --format\?/],
    [['--strict=yes', 'a.json'], /^--strict takes no value/],
    [['-x', 'a.json'], /^unknown option "-x"/],
    [['-qz', 'a.json'], /^unknown option "-z"/],
    [['--format'], /^--format needs a value: one of stylish, json, sarif, github$/],
    [['-f'], /^-f \(--format\) needs a value/],
    [['--format', '--strict', 'a.json'], /^--format needs a value \(one of .*\), but "--strict" follows it$/],
    [['--jobs', '0', 'a.json'], /--jobs needs a whole number from 1 to 256, got "0"/],
    [['--jobs', '257', 'a.json'], /--jobs needs a whole number from 1 to 256/],
    [['-j', '1.5', 'a.json'], /--jobs needs a whole number/],
    [['--jobs=', 'a.json'], /--jobs needs a whole number/],
    [[], /no input/],
  ])('rejects %j', (argv, message) => {
    const parsed = parseValidateArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('takes a negative number as the value of an option, as the help suggests', () => {
    for (const argv of [
      ['--max-warnings', '-1', 'a.json'],
      ['--max-warnings=-1', 'a.json'],
    ]) {
      const parsed = parseValidateArgs(argv);
      expect(parsed.ok && parsed.options.maxWarnings).toBe(-1);
    }
  });

  it('reads short clusters, --schema and file names after --', () => {
    const parsed = parseValidateArgs(['-qfjson', '--schema', 'auto', '--', '--odd.json', '-']);
    expect(parsed.ok && parsed.options).toMatchObject({
      quiet: true,
      format: 'json',
      schema: 'auto',
      inputs: ['--odd.json', '-'],
    });
  });

  it("never shows Node's own message or an unbalanced quote", () => {
    for (const argv of [['--frmat'], ['--max-warnings', '-1x'], ['-f'], ['--strict=1'], ['---'], ['--=x']]) {
      const parsed = parseValidateArgs(argv);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error).not.toMatch(/ambiguous|To specify a positional|ERR_/);
        expect((parsed.error.match(/"/g) ?? []).length % 2).toBe(0);
      }
    }
  });

  it('accepts --jobs from 1 to 256', () => {
    for (const jobs of [1, 2, 256])
      expect(parseValidateArgs(['-j', String(jobs), 'a.json'])).toMatchObject({ ok: true, options: { jobs } });
  });

  it('needs no input for --help', () => {
    expect(parseValidateArgs(['--help']).ok).toBe(true);
  });
});
