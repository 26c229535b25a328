/**
 * Issue 16: input-derived text (file names, property names in pointers and messages, requestIds in
 * the duplicate-requestId message) goes through the one escaping policy in every format, so that no
 * line of output starts a GitHub workflow command and no control character reaches a terminal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adult } from '../../support/examples.js';
import { tempDir } from '../run-cli.js';
import { runCliInProcess } from '../run-in-process.js';

/** CR, LF, ESC, C1 controls (CSI, NEL), U+2028, a bidi override, and commands in both syntaxes. */
const hostile = 'x\r\n::add-mask::secret\u001b[31m\u009b2J\u0085\u2028::error file=a::pwned\n##[error]old\u202e';
/** Lines that would start a workflow command (the runner also accepts leading white space). */
const commandLine = /^\s*(::|##\[)/;
/** Characters the policy escapes; none may be left raw in any output. */
const unsafe = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** An annotation of ours: command and properties without raw `::`, then the message. */
const annotation =
  /^::(error|warning) (file=[^:\r\n]*,)?(line=\d+,col=\d+,(endLine=\d+,endColumn=\d+,)?)?title=[^:]*::[^\r\n]*$/;

describe('hostile text in every format', () => {
  const temp = tempDir();
  afterAll(temp.remove);
  const payload = (requestId: string) => ({ ...adult(), requestId, [hostile]: 1 });
  writeFileSync(join(temp.dir, 'first.json'), JSON.stringify(payload(hostile)));
  writeFileSync(join(temp.dir, `${hostile}.json`), JSON.stringify(payload(hostile)));
  const ndjson = `${JSON.stringify(payload(`${hostile}-2`))}\n${JSON.stringify(payload(`${hostile}-2`))}\n`;
  writeFileSync(join(temp.dir, 'lines.ndjson'), ndjson);
  const args = ['first.json', `${hostile}.json`, '-', '--stdin-filename', hostile, '--ndjson', 'lines.ndjson'];

  it.each(['stylish', 'json', 'sarif', 'github'])(
    '%s: no line starts a workflow command, no control character is raw',
    async (format) => {
      const run = await runCliInProcess(['validate', '--format', format, ...args], {
        cwd: temp.dir,
        input: JSON.stringify(payload(hostile)),
      });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      expect(run.stdout).not.toMatch(unsafe);
      const lines = run.stdout.split('\n');
      const commands = lines.filter((line) => commandLine.test(line));
      if (format === 'github') {
        for (const line of commands) expect(line).toMatch(annotation);
        // One annotation per finding: the property in each of the 5 payloads, 3 repeated requestIds.
        expect(commands.filter((line) => line.includes('schema/additionalProperties'))).toHaveLength(5);
        expect(commands.filter((line) => line.includes('unique-request-id'))).toHaveLength(3);
      } else {
        expect(commands).toEqual([]);
      }
      if (format === 'json' || format === 'sarif') {
        // Escaped, not lost: the JSON still carries the text as it was.
        expect(run.stdout).toContain(JSON.stringify(hostile).slice(1, 20));
        expect(JSON.stringify(JSON.parse(run.stdout))).toContain(
          JSON.stringify(`/${hostile.replace(/~/g, '~0').replace(/\//g, '~1')}`),
        );
      } else {
        expect(run.stdout).toContain('::add-mask::secret\\u001b[31m\\u009b2J\\u0085\\u2028::error file');
      }
    },
  );

  it('the check can fail: unescaped, the same text starts workflow commands', () => {
    expect(`x ${hostile}`.split('\n').some((line) => commandLine.test(line))).toBe(true);
    expect(hostile).toMatch(unsafe);
  });
});
