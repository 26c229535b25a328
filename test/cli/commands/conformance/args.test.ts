import { describe, expect, it } from 'vitest';
import { parseConformanceArgs } from '../../../../src/cli/commands/conformance/args.js';

const target = ['--base-url', 'https://consent.example', '--client-id', 'x'];
const error = (argv: string[]) => {
  const parsed = parseConformanceArgs(argv);
  return parsed.ok ? undefined : parsed.error;
};

describe('parseConformanceArgs: usage errors in our own sentences', () => {
  it.each([
    [[...target, '--frmat', 'json'], 'unknown option "--frmat"; did you mean --format?'],
    [['--base-ur', 'https://consent.example'], 'unknown option "--base-ur"; did you mean --base-url?'],
    [[...target, '-x'], 'unknown option "-x"'],
    [
      [...target, '--format', 'jsn'],
      'unknown --format value "jsn"; did you mean "json"? Use one of: stylish, json, junit, github',
    ],
    [[...target, '--color', 'allways'], 'unknown --color value "allways"; did you mean "always"?'],
    [
      ['--base-url'],
      '--base-url needs a value: the address of the deployment, such as https://consent.staging.example',
    ],
    [
      ['--base-url', 'https://consent.example', '--client-id', '--list'],
      '--client-id needs a value (the client id the deployment issued to you), but "--list" follows it',
    ],
    [[...target, '--dry-run=yes'], '--dry-run takes no value; write just --dry-run'],
    [
      [...target, 'https://other.example'],
      'unexpected argument "https://other.example": conformance takes only options',
    ],
  ])('%j', (argv, message) => {
    expect(error(argv)).toContain(message);
  });

  it('never passes on a message of node:util parseArgs', () => {
    for (const argv of [['--nope'], ['-f'], ['stray'], ['--only'], ['--help=1']]) {
      const message = error(argv) ?? '';
      expect(message, JSON.stringify(argv)).not.toMatch(/ERR_PARSE_ARGS|Unknown option '|Option '.*' argument/);
      expect(message.length, JSON.stringify(argv)).toBeGreaterThan(0);
    }
  });

  it('reads a negative seed as a value, and short options in a cluster', () => {
    const parsed = parseConformanceArgs([...target, '--seed', '-5', '-fjson', '--only', 'a,b', '--only', 'c']);
    expect(parsed).toMatchObject({ ok: true, args: { seed: -5, format: 'json', only: ['a', 'b', 'c'] } });
  });
});
