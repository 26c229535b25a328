import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../src/config/did-you-mean.js';

describe('didYouMean', () => {
  it('names the closest candidate within reach, abbreviations included', () => {
    expect(didYouMean('http-urls', ['https-urls', 'known-version'])).toBe(' (did you mean "https-urls"?)');
    expect(didYouMean('warn', ['off', 'warning', 'error'])).toBe(' (did you mean "warning"?)');
    expect(didYouMean('Recommended', ['recommended', 'strict'])).toBe(' (did you mean "recommended"?)');
  });

  it('says nothing when nothing is close', () => {
    expect(didYouMean('purpose-catalogue', ['https-urls', 'known-version'])).toBe('');
    expect(didYouMean('x', [])).toBe('');
  });
});
