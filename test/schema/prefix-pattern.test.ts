/**
 * The precompiled pattern keyword (scripts/generate/prefix-pattern.ts): a pattern that only asks
 * how a string begins is tested by character codes, and judges every text as the regular
 * expression does; every other pattern keeps the regular expression.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ajvDraft04 from 'ajv-draft-04';
import {
  consentRequestRecordSchema,
  consentRequestSchema,
  problemSchema,
  tokenResponseSchema,
} from '../../generated/schemas.js';
import { patternKeyword, prefixTestFunction } from '../../scripts/generate/prefix-pattern.js';
import type { Json } from '../support/examples.js';

/** Every pattern the package's schemas use. */
function patternsOf(value: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) patternsOf(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pattern' && typeof item === 'string') found.add(item);
      else patternsOf(item, found);
    }
  }
  return found;
}
const schemaPatterns = [
  ...patternsOf([consentRequestSchema, consentRequestRecordSchema, tokenResponseSchema, problemSchema] as Json),
];

/**
 * Texts near `pattern`: texts it matches (fast-check's stringMatching), then one code unit changed
 * to one that `| 32` or a slip could confuse (32 and 33 apart, @ and backquote, letters outside
 * ASCII, a surrogate), and the text cut short, so that ends of text fall everywhere.
 */
function textsNear(pattern: string): fc.Arbitrary<string> {
  const confusable = (c: string) =>
    fc.constantFrom(
      String.fromCharCode(c.charCodeAt(0) ^ 32),
      String.fromCharCode(c.charCodeAt(0) ^ 33),
      String.fromCharCode(c.charCodeAt(0) + 1),
      '@',
      '`',
      'È',
      'è',
      '\ud800',
      '',
    );
  return fc
    .tuple(fc.stringMatching(new RegExp(pattern), { size: 'xsmall' }), fc.nat(), fc.nat(), fc.boolean())
    .chain(([text, at, cut, change]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      const kept = text.slice(0, text.length - (cut % 3 === 0 ? cut % (text.length + 1) : 0));
      if (!change || text.length === 0) return fc.constant(kept);
      return confusable(text[i]!).map((c) => kept.slice(0, i) + c + kept.slice(i + 1));
    });
}

/** Throws the first text on which `test` and the regular expression disagree. */
function holdsAgainstRegExp(pattern: string, test: (text: string) => boolean): number {
  const expression = new RegExp(pattern);
  let matched = 0;
  fc.assert(
    fc.property(textsNear(pattern), (text) => {
      const expected = expression.test(text);
      if (expected) matched++;
      expect(test(text), `${pattern} on ${JSON.stringify(text)}`).toBe(expected);
    }),
    { numRuns: 2000 },
  );
  return matched;
}

describe('the prefix test of a pattern', () => {
  it('is made for the prefix patterns of the schemas: the company addresses and the token type', () => {
    const made = schemaPatterns.filter((p) => prefixTestFunction(p) !== undefined).sort();
    expect(made).toEqual([
      '^(?:[Hh][Tt][Tt][Pp][Ss]?:|[Dd][Aa][Tt][Aa]:[Ii][Mm][Aa][Gg][Ee]/(?:[Pp][Nn][Gg]|[Jj][Pp][Ee][Gg]|[Gg][Ii][Ff]|[Ww][Ee][Bb][Pp])[;,])',
      '^[Bb][Ee][Aa][Rr][Ee][Rr]$',
      '^[Hh][Tt][Tt][Pp][Ss]?:',
    ]);
  });

  it.each(schemaPatterns.filter((p) => prefixTestFunction(p) !== undefined))(
    'judges every text as the regular expression does: %s',
    (pattern) => {
      const matched = holdsAgainstRegExp(pattern, prefixTestFunction(pattern)!);
      expect(matched, 'some generated texts match').toBeGreaterThan(20);
    },
  );

  it.each([
    '^a?a', // the optional taken, or given back so that the next one matches
    '^a??a', // lazy: the other way first, the same verdict
    '^(?:ab|a)b',
    '^(?:a|ab)c',
    '^[xX@`]y?$',
    '^\\/\\.[;,-]',
    '^(?:[ab]?c|d)$',
  ])('follows the regular expression where paths part and meet again: %s', (pattern) => {
    holdsAgainstRegExp(pattern, prefixTestFunction(pattern)!);
  });

  it('is not made for what it cannot test by fixed offsets, which keeps the regular expression', () => {
    for (const pattern of [
      'abc',
      '^a*',
      '^a+',
      '^[a-z]',
      '^[^a]',
      '^a{2}',
      '^(a)',
      '^(?=a)',
      '^a|b',
      '^(?:a|b)?c',
      '^\\d',
      '^.',
      '^',
      `^${'a?'.repeat(40)}`, // 2^40 paths: given up on, not spelled out
    ])
      expect(prefixTestFunction(pattern), pattern).toBeUndefined();
  });

  it('a test that does not try both ways of an optional character is caught', () => {
    // The broken variant: https? compiled as if the s were required.
    const required = prefixTestFunction('^[Hh][Tt][Tt][Pp][Ss]:')!;
    expect(() => holdsAgainstRegExp('^[Hh][Tt][Tt][Pp][Ss]?:', required)).toThrow(/Property failed/);
  });
});

describe('the pattern keyword of the precompiled validators', () => {
  it("gives ajv's own verdict and error for prefix patterns and the others alike", () => {
    const Ajv = ajvDraft04.default ?? ajvDraft04;
    const own = new Ajv({ allErrors: true });
    const fast = new Ajv({ allErrors: true });
    fast.removeKeyword('pattern');
    fast.addKeyword(patternKeyword);
    for (const pattern of schemaPatterns) {
      const theirs = own.compile({ type: 'string', pattern });
      const ours = fast.compile({ type: 'string', pattern });
      fc.assert(
        fc.property(textsNear(pattern), (text) => {
          expect(ours(text), `${pattern} on ${JSON.stringify(text)}`).toBe(theirs(text));
          if (!theirs(text)) expect(ours.errors).toEqual(theirs.errors);
        }),
        { numRuns: 300 },
      );
    }
  });
});
