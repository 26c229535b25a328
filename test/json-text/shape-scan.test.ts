import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDuplicateKeys } from '../../src/json-text/duplicate-keys.js';
import { scanShape } from '../../src/json-text/shape-scan.js';
import { repoRoot } from '../cli/run-cli.js';

const scan = (text: string, depth = 64): string => scanShape(text, JSON.parse(text), depth);

describe('scanShape', () => {
  it('passes text without duplicates, colons in keys and strings included', () => {
    expect(scan('{"a":1,"b":{"c:d":"e:f:g"},"h":["i:", {"j":null}]}')).toBe('ok');
  });

  it('suspects a duplicate key', () => {
    expect(scan('{"a":1,"a":2}')).toBe('maybe-duplicate-keys');
    expect(scan('{"x":{"a":{"k":1},"a":{"k":1}}}')).toBe('maybe-duplicate-keys');
  });

  it('is not fooled by escaped colons, whitespace before a colon, or quotes and colons in strings', () => {
    expect(scan('{"a\\u003a":1, "b" \n\t: "x\\u003ay"}')).toBe('ok');
    expect(scan('{"a" : 1, "a":2}')).toBe('maybe-duplicate-keys');
    expect(scan('{"a":"say \\"hi\\": there"}')).toBe('maybe-duplicate-keys');
  });

  it('says too deep past the limit, without recursing into it', () => {
    expect(scan('[[[1]]]', 3)).toBe('ok');
    expect(scan('[[[[1]]]]', 3)).toBe('too-deep');
    // Strings, numbers and null add no depth, wherever they are.
    expect(scan('"x"', 0)).toBe('ok');
    expect(scan('[1,"x",null,{"a":2}]', 2)).toBe('ok');
    expect(scan('{"a":{}}', 1)).toBe('too-deep');
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(scan(deep)).toBe('too-deep');
  });

  it('passes typical payloads', () => {
    expect(scan(readFileSync(join(repoRoot, 'schema/examples/adult.json'), 'utf8'))).toBe('ok');
    expect(scan(readFileSync(join(repoRoot, 'schema/examples/minor-with-delegation.json'), 'utf8'))).toBe('ok');
  });

  it('never misses a duplicate that the exact search finds (property)', () => {
    const key = fc.constantFrom('a', 'b', 'c:d', ':', 'q":', '\\');
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(1, 'x', 'y:z', null, true, 'he said "x": y'),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }),
      ),
    }));
    // Arrays of [key, value] pairs become objects written with possibly repeated keys.
    const write = (v: unknown): string => {
      if (
        Array.isArray(v) &&
        v.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && v.length > 0)
      ) {
        return `{${(v as Array<[string, unknown]>).map(([k, x]) => `${JSON.stringify(k)}:${write(x)}`).join(',')}}`;
      }
      if (Array.isArray(v)) return `[${v.map(write).join(',')}]`;
      return JSON.stringify(v);
    };
    fc.assert(
      fc.property(json.value, (v) => {
        const text = write(v);
        const duplicates = findDuplicateKeys(text).length > 0;
        // Sound: a duplicate is never missed. (Without one, a quote before a colon in a string may still make it suspect.)
        if (duplicates) expect(scan(text)).toBe('maybe-duplicate-keys');
      }),
      { numRuns: 1000 },
    );
  });
});
