import { describe, expect, it, vi } from 'vitest';

// The real timingSafeEqual, wrapped so the test can see that (and how) it is called.
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

const crypto = await import('node:crypto');
const { matchClient, parseBasic, parseBearer, sameSecret } = await import(
  '../../../src/sandbox/auth/basic-and-bearer.js'
);
const spy = vi.mocked(crypto.timingSafeEqual);

describe('constant-time credential check', () => {
  it('compares with crypto.timingSafeEqual over equal-length digests, whatever the input lengths', () => {
    spy.mockClear();
    expect(sameSecret('short', 'a much longer expected secret')).toBe(false);
    expect(sameSecret('', 'x')).toBe(false);
    expect(sameSecret('same', 'same')).toBe(true);
    expect(spy).toHaveBeenCalledTimes(3);
    for (const [a, b] of spy.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it('checks id and secret of every client, with no early exit', () => {
    const clients = [
      { clientId: 'a', clientSecret: 'sa' },
      { clientId: 'b', clientSecret: 'sb' },
      { clientId: 'c', clientSecret: 'sc' },
    ];
    for (const [id, secret, expected] of [
      ['a', 'sa', 'a'],
      ['c', 'sc', 'c'],
      ['a', 'sb', undefined],
      ['x', 'y', undefined],
    ] as const) {
      spy.mockClear();
      expect(matchClient(id, secret, clients)?.clientId).toBe(expected);
      expect(spy).toHaveBeenCalledTimes(6);
    }
  });

  it('is what the token endpoint uses (no plain === on secrets in auth.ts)', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../../../src/sandbox/auth/basic-and-bearer.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/timingSafeEqual\(digest\(given\), digest\(expected\)\)/);
    expect(source).not.toMatch(/[Ss]ecret\s*[!=]==/);
  });
});

describe('Authorization header parsing', () => {
  it('reads Basic credentials, splitting at the first colon', () => {
    const header = `Basic ${Buffer.from('id:se:cret').toString('base64')}`;
    expect(parseBasic(header)).toEqual({ clientId: 'id', clientSecret: 'se:cret' });
    expect(parseBasic(undefined)).toBeUndefined();
    expect(parseBasic('Basic')).toBeUndefined();
    expect(parseBasic(`Basic ${Buffer.from('nocolon').toString('base64')}`)).toBeUndefined();
  });

  it('reads Bearer tokens and refuses anything else', () => {
    expect(parseBearer('Bearer a.b.c')).toBe('a.b.c');
    expect(parseBearer('bearer a.b.c')).toBe('a.b.c');
    expect(parseBearer('Basic a.b.c')).toBeUndefined();
    expect(parseBearer('Bearer a b')).toBeUndefined();
    expect(parseBearer(undefined)).toBeUndefined();
  });
});
