import { describe, expect, it } from 'vitest';
import { parseValidateArgs } from '../../../../src/cli/commands/validate/args.js';

describe('parseValidateArgs', () => {
  const noConfigFlags = { config: undefined, noConfig: false, rules: [], printConfig: undefined };

  it('has defaults', () => {
    expect(parseValidateArgs(['a.json'])).toEqual({
      ok: true,
      options: { inputs: ['a.json'], ndjson: [], strict: false, quiet: false, maxWarnings: -1, format: 'stylish', color: 'auto', stdinFilename: undefined, help: false, ...noConfigFlags },
    });
  });

  it('reads the configuration options (issue 11)', () => {
    const parsed = parseValidateArgs(['-c', 'team.json', '--rule', 'https-urls=error', '--rule', 'acme/x=off', '--print-config', 'a.json']);
    expect(parsed).toMatchObject({ ok: true, options: { inputs: [], config: 'team.json', noConfig: false, rules: ['https-urls=error', 'acme/x=off'], printConfig: 'a.json' } });
    expect(parseValidateArgs(['--no-config', 'a.json'])).toMatchObject({ ok: true, options: { noConfig: true } });
    expect(parseValidateArgs(['--no-config', '--config', 'x.json', 'a.json'])).toMatchObject({ ok: false, error: expect.stringContaining('contradict') });
  });

  it('reads every option', () => {
    const parsed = parseValidateArgs(['--strict', '-q', '--max-warnings', '3', '-f', 'sarif', '--color', 'never', '--ndjson', 'a.ndjson', '--ndjson', '-', '--stdin-filename', 'x.json', '-', 'b.json']);
    expect(parsed).toEqual({
      ok: true,
      options: { inputs: ['-', 'b.json'], ndjson: ['a.ndjson', '-'], strict: true, quiet: true, maxWarnings: 3, format: 'sarif', color: 'never', stdinFilename: 'x.json', help: false, ...noConfigFlags },
    });
  });

  it.each([
    [['--format', 'xml', 'a.json'], /unknown format "xml"/],
    [['--color', 'sometimes', 'a.json'], /unknown --color value/],
    [['--max-warnings', 'ten', 'a.json'], /--max-warnings needs a whole number/],
    [['--max-warnings=-5', 'a.json'], /--max-warnings needs a whole number/],
    [['--max-warnings', '-5', 'a.json'], /argument is ambiguous/],
    [['--nope', 'a.json'], /Unknown option '--nope'/],
    [['--format'], /argument missing/],
    [[], /no input/],
  ])('rejects %j', (argv, message) => {
    const parsed = parseValidateArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('needs no input for --help', () => {
    expect(parseValidateArgs(['--help']).ok).toBe(true);
  });
});
