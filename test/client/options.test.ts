import { beforeAll, describe, expect, it } from 'vitest';
import { ConsentConfigError, createConsentClient } from '../../src/client/index.js';
import { defaults, limits, resolveOptions } from '../../src/client/options.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { adultPayload, credentials } from '../sandbox/support.js';
import { useSandbox } from '../support/sandbox.js';

const base = { baseUrl: 'https://consent.example', ...credentials };

describe('numeric options', () => {
  it('fills the defaults', () => {
    expect(resolveOptions(base)).toMatchObject(defaults);
  });

  it.each([
    ['timeoutMs', limits.timeoutMs.min],
    ['timeoutMs', 2_147_483_647],
    ['retries', 0],
    ['retries', 10],
    ['refreshSkewSeconds', 0],
    ['refreshSkewSeconds', 86_400],
  ])('accepts %s = %d as it is', (name, value) => {
    expect(resolveOptions({ ...base, [name]: value })).toMatchObject({ [name]: value });
  });

  it.each([
    ['timeoutMs', 1500.5, /^timeoutMs must be a whole number from 1 to 2147483647; got 1500.5$/],
    ['timeoutMs', 3e9, /^timeoutMs must be a whole number from 1 to 2147483647; got 3000000000$/],
    ['timeoutMs', 2_147_483_648, /timeoutMs must be a whole number/],
    ['timeoutMs', 0, /timeoutMs/],
    ['timeoutMs', Number.POSITIVE_INFINITY, /timeoutMs/],
    ['timeoutMs', '1000', /^timeoutMs must be a whole number from 1 to 2147483647; got string$/],
    ['retries', 1.5, /^retries must be a whole number from 0 to 10; got 1.5$/],
    ['retries', 11, /retries must be a whole number from 0 to 10/],
    ['retries', -1, /retries/],
    ['retries', Number.NaN, /retries/],
    ['refreshSkewSeconds', 0.5, /^refreshSkewSeconds must be a whole number >= 0; got 0.5$/],
    ['refreshSkewSeconds', -1, /refreshSkewSeconds/],
    ['refreshSkewSeconds', Number.NaN, /refreshSkewSeconds/],
  ])('refuses %s = %s with ConsentConfigError', (name, value, message) => {
    const make = (): unknown => createConsentClient({ ...base, [name]: value });
    expect(make).toThrow(ConsentConfigError);
    expect(make).toThrow(message);
  });
});

describe('the largest timeoutMs against the sandbox', () => {
  let sandbox: Sandbox;
  let url: string;
  const fixture = useSandbox();
  beforeAll(() => ({ sandbox, url } = fixture));

  it('creates a request (a timer past 2^31 - 1 ms would fire at once instead)', async () => {
    const client = createConsentClient({ baseUrl: url, ...credentials, timeoutMs: limits.timeoutMs.max, retries: 0 });
    const payload = adultPayload();
    expect((await client.createConsentRequest(payload)).requestId).toBe(payload.requestId);
  });
});
