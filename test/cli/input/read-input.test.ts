import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decode, maxInputBytes, readFileBytes, readStreamBytes } from '../../../src/cli/input/read-input.js';
import { tempDir } from '../run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

async function* pieces(...chunks: Array<string | Uint8Array>): AsyncGenerator<string | Uint8Array> {
  yield* chunks;
}

describe('readFileBytes', () => {
  it('reads a file, and says why not for a missing one or a directory', () => {
    const path = join(temp.dir, 'a.json');
    writeFileSync(path, '{}');
    expect(readFileBytes(path)).toMatchObject({ ok: true });
    expect(readFileBytes(join(temp.dir, 'missing.json'))).toMatchObject({
      ok: false,
      problem: 'unreadable',
      error: { code: 'ENOENT' },
    });
    expect(readFileBytes(temp.dir)).toMatchObject({ ok: false, problem: 'unreadable', error: { code: 'EISDIR' } });
  });

  it('refuses a file over the limit without reading it', () => {
    const path = join(temp.dir, 'big.json');
    writeFileSync(path, Buffer.alloc(maxInputBytes + 1, 0x20));
    expect(readFileBytes(path)).toEqual({ ok: false, problem: 'too-large', size: maxInputBytes + 1, atLeast: false });
  });

  it.each(['/dev/zero', '/dev/null'])('refuses a device (%s) without reading it', (path) => {
    expect(readFileBytes(path)).toMatchObject({ ok: false, problem: 'unreadable', error: { code: 'ENOTREG' } });
  });

  it('refuses a FIFO that no one writes to, at once (opening one would wait for a writer)', () => {
    const path = join(temp.dir, 'fifo.json');
    execFileSync('mkfifo', [path]);
    expect(readFileBytes(path)).toMatchObject({ ok: false, problem: 'unreadable', error: { code: 'ENOTREG' } });
  });
});

describe('readStreamBytes', () => {
  it('joins the chunks of a stream', async () => {
    const read = await readStreamBytes(pieces('{"a":', Buffer.from('1}')));
    expect(read.ok && Buffer.from(read.bytes).toString()).toBe('{"a":1}');
  });

  it('stops as soon as the stream is over the limit', async () => {
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    expect(await readStreamBytes(pieces(chunk, chunk, chunk, chunk))).toMatchObject({
      ok: false,
      problem: 'too-large',
      atLeast: true,
    });
  });
});

describe('decode', () => {
  it('decodes UTF-8, strips and reports a BOM, and refuses bytes that are not UTF-8', () => {
    expect(decode(Buffer.from('{"a":"क"}'))).toMatchObject({ text: '{"a":"क"}', bom: false });
    expect(decode(Buffer.from('\ufeff{}'))).toMatchObject({ text: '{}', bom: true });
    expect(decode(Buffer.from([0x7b, 0xff, 0x7d]))).toMatchObject({ text: undefined, bom: false });
  });
});
