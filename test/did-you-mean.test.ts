import { describe, expect, it } from 'vitest';
import { closest } from '../src/did-you-mean.js';

describe('closest', () => {
  it.each([
    ['frmat', ['format', 'color', 'strict'], 'format'],
    ['purposeID', ['purposeId', 'purposeText', 'description'], 'purposeId'],
    ['jsn', ['stylish', 'json', 'sarif', 'github'], 'json'],
    ['stirct', ['strict', 'quiet'], 'strict'],
    ['sarfi', ['stylish', 'json', 'sarif', 'github'], 'sarif'],
  ])('%s -> %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected);
  });

  it.each([
    ['xml', ['stylish', 'json', 'sarif', 'github']],
    ['extra', ['purposeId', 'purposeText', 'description']],
    ['', ['a']],
    ['a'.repeat(100), ['a'.repeat(99)]],
    ['ab', ['ac', 'ad']],
  ])('%s -> nothing', (word, candidates) => {
    expect(closest(word, candidates)).toBeUndefined();
  });
});
