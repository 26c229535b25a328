import { describe, expect, it } from 'vitest';
import { relativePath } from '../../../src/cli/formatters/relative-path.js';

describe('relativePath', () => {
  it('is relative to the working directory, with forward slashes', () => {
    expect(relativePath('/repo/consent/a.json', '/repo')).toBe('consent/a.json');
    expect(relativePath('consent/./a.json', '/repo')).toBe('consent/a.json');
    expect(relativePath('../other/a.json', '/repo/sub')).toBe('../other/a.json');
  });

  it('leaves standard input alone', () => {
    expect(relativePath('-', '/repo')).toBe('-');
  });
});
