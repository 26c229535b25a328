import { describe, expect, it } from 'vitest';
import { firstLoneSurrogate } from '../../../src/document/locate/surrogates.js';

describe('firstLoneSurrogate', () => {
  it.each([
    ['no escapes', '{"a":"b"}', undefined],
    ['a pair', '{"a":"\\ud83d\\ude00"}', undefined],
    ['a pair in capitals', '"\\uD83D\\uDE00"', undefined],
    ['a lone high surrogate', '{"a":"\\ud800"}', 6],
    ['a lone low surrogate', '{"a":"x\\udc00"}', 7],
    ['a high surrogate followed by another escape', '"\\ud800\\u0041"', 1],
    ['a high surrogate at the end of one string, a low one in the next', '["\\ud800","\\udc00"]', 2],
    ['two lone highs', '"\\ud800\\ud800"', 1],
    ['an escaped backslash, not an escape', '"\\\\ud800"', undefined],
  ])('%s', (_name, text, offset) => {
    expect(firstLoneSurrogate(text)?.offset).toBe(offset);
  });

  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  it('agrees with the string JSON.parse gives', () => {
    for (const text of [
      '"\\ud800"',
      '"\\ud83d\\ude00"',
      '"\\udfff\\ud800"',
      '"a\\\\ud800"',
      '"\\ud800\\udc00\\udc00"',
    ]) {
      const parsed = JSON.parse(text) as string;
      expect(firstLoneSurrogate(text) === undefined).toBe(!lone.test(parsed));
    }
  });
});
