import { describe, expect, it } from 'vitest';
import { progressLine } from '../../../../src/cli/commands/validate/progress.js';

describe('progressLine', () => {
  it('writes nothing when not a terminal', () => {
    const out: string[] = [];
    const p = progressLine(
      (t) => out.push(t),
      false,
      'x',
      () => 5000,
    );
    p.update(10, 10);
    p.done();
    expect(out).toEqual([]);
  });

  it('waits a second, redraws at most every 200 ms, and clears the line', () => {
    const out: string[] = [];
    let now = 0;
    const p = progressLine(
      (t) => out.push(t),
      true,
      'big.ndjson',
      () => now,
    );
    now = 500;
    p.update(100, 1024);
    expect(out).toEqual([]);
    now = 1500;
    p.update(150_000, 3 * 1048576);
    now = 1600;
    p.update(160_000, 3 * 1048576);
    expect(out).toEqual(['\r\u001b[Kbig.ndjson: 150,000 lines, 3.0 MiB (100,000 lines/s)']);
    p.done();
    expect(out.at(-1)).toBe('\r\u001b[K');
  });
});
