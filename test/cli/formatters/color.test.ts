import { describe, expect, it } from 'vitest';
import { paint, shouldColor } from '../../../src/cli/formatters/color.js';

describe('shouldColor', () => {
  it.each([
    ['always, even when piped', 'always', {}, false, true],
    ['never, even on a terminal with FORCE_COLOR', 'never', { FORCE_COLOR: '1' }, true, false],
    ['auto on a terminal', 'auto', {}, true, true],
    ['auto when piped', 'auto', {}, false, false],
    ['auto with NO_COLOR', 'auto', { NO_COLOR: '1' }, true, false],
    ['auto with an empty NO_COLOR (ignored)', 'auto', { NO_COLOR: '' }, true, true],
    ['auto with FORCE_COLOR when piped', 'auto', { FORCE_COLOR: '1' }, false, true],
    ['auto with FORCE_COLOR=0 on a terminal', 'auto', { FORCE_COLOR: '0' }, true, false],
    ['auto with FORCE_COLOR winning over NO_COLOR', 'auto', { FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    ['auto on a dumb terminal', 'auto', { TERM: 'dumb' }, true, false],
  ] as const)('%s', (_name, mode, env, isTTY, expected) => {
    expect(shouldColor(mode, env, isTTY)).toBe(expected);
  });
});

describe('paint', () => {
  it('adds ANSI codes only when enabled', () => {
    expect(paint(false).red('x')).toBe('x');
    expect(paint(true).red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});
