import { describe, expect, it } from 'vitest';
import { canParseUrl } from '../src/can-parse-url.js';
import { isUri } from '../src/schema/formats.js';

/** Whether `new URL` accepts the text: the WHATWG parser without any fast path. */
const parses = (text: string, base?: string): boolean => {
  try {
    new URL(text, base);
    return true;
  } catch {
    return false;
  }
};

// Addresses kept one byte per character by V8 (Latin-1 letters), valid and not, and ASCII ones.
const texts = ['ftp://é0/', 'ftp://aé/x', 'https://ü.example/', 'ftp://é0:99999/', 'ftp://a0/', 'ftp://a b/', 'x'];

/** Calls `check` on every text often enough for V8 to optimise the loop, and counts disagreements with `new URL`. */
function disagreementsWhenWarm(check: (text: string) => boolean): number {
  let disagreements = 0;
  for (let i = 0; i < 100_000; i++) {
    const text = texts[i % texts.length]!;
    if (check(text) !== parses(text)) disagreements++;
  }
  return disagreements;
}

describe('canParseUrl', () => {
  it('answers as the WHATWG parser does, cold and once V8 has optimised the caller', () => {
    expect(disagreementsWhenWarm((text) => canParseUrl(text))).toBe(0);
  });

  // The broken variant: Node.js 20's fast path of URL.canParse reads one-byte strings as UTF-8. A
  // later Node.js that fixes it makes canParseUrl only a detour, so the test runs on 20 alone.
  it.skipIf(!process.versions.node.startsWith('20.'))(
    'is needed: on Node.js 20 a warm URL.canParse refuses Latin-1 addresses it first accepted',
    () => {
      expect(disagreementsWhenWarm((text) => URL.canParse(text))).toBeGreaterThan(0);
    },
  );

  it('takes a base, outside ASCII too', () => {
    expect(canParseUrl('/a', 'https://é.example/')).toBe(true);
    expect(canParseUrl('/a', 'not a base')).toBe(false);
    expect(canParseUrl('é', 'https://example.com/')).toBe(true);
  });

  it('keeps format uri stable for a Latin-1 address however often it is checked', () => {
    let accepted = 0;
    for (let i = 0; i < 100_000; i++) if (isUri(i % 2 ? 'ftp://é0/' : 'ftp://a0/')) accepted++;
    expect(accepted).toBe(100_000);
  });
});
