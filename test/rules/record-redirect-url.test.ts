import { describe, expect, it } from 'vitest';
import { recordRedirectUrl } from '../../src/rules/record-redirect-url.js';
import { validateConsentRequestRecord } from '../../src/index.js';
import { record } from '../support/examples.js';

const cases: Array<[string, (r: any) => void, string[]]> = [
  ['the example', () => {}, []],
  [
    'a base URL with a path prefix',
    (r) => void (r.redirectUrl = `https://cm.example/tenant-a/consent?cr_id=${r.crId}`),
    [],
  ],
  [
    "another request's crId",
    (r) => void (r.redirectUrl = 'https://cm.example/consent?cr_id=cr_OTHER'),
    ['crIdMismatch'],
  ],
  ['no cr_id', (r) => void (r.redirectUrl = 'https://cm.example/consent'), ['crIdMissing']],
  [
    'not the consent page',
    (r) => void (r.redirectUrl = `https://cm.example/notice?cr_id=${r.crId}`),
    ['notConsentPage'],
  ],
  ['a javascript: address', (r) => void (r.redirectUrl = `javascript:/consent?cr_id=${r.crId}`), ['insecureScheme']],
  ['a data: address', (r) => void (r.redirectUrl = `data:/consent?cr_id=${r.crId}`), ['insecureScheme']],
  [
    'plain http on another host',
    (r) => void (r.redirectUrl = `http://evil.example/consent?cr_id=${r.crId}`),
    ['insecureScheme'],
  ],
  ['scheme and slashes but no host', (r) => void (r.redirectUrl = 'http://'), ['unparseable']],
  ['a scheme alone', (r) => void (r.redirectUrl = 'https:'), ['unparseable']],
  ['an unclosed IPv6 host', (r) => void (r.redirectUrl = `https://[::1/consent?cr_id=${r.crId}`), ['unparseable']],
  [
    'an IPv4 host out of range',
    (r) => void (r.redirectUrl = `https://999.999.999.999/consent?cr_id=${r.crId}`),
    ['unparseable'],
  ],
  [
    'raw characters RFC 3987 forbids',
    (r) => void (r.redirectUrl = `https://cm.example/consent?cr_id=${r.crId}&x=<>`),
    ['unparseable'],
  ],
  ['not a URL at all', (r) => void (r.redirectUrl = 'not a url'), ['unparseable']],
  [
    'plain http on loopback (the sandbox)',
    (r) => void (r.redirectUrl = `http://127.0.0.1:4010/consent?cr_id=${r.crId}`),
    [],
  ],
];

describe('rule record-redirect-url', () => {
  it.each(cases)('%s', (_name, change, messageIds) => {
    const r = record();
    change(r);
    expect(recordRedirectUrl.check(r).map((f) => f.messageId)).toEqual(messageIds);
    const result = validateConsentRequestRecord(r);
    expect(result.valid).toBe(messageIds.length === 0);
    expect(result.diagnostics.filter((d) => d.code === 'record-redirect-url').map((d) => d.pointer)).toEqual(
      messageIds.map(() => '/redirectUrl'),
    );
  });

  it('never throws on values of any shape', () => {
    for (const value of [
      undefined,
      null,
      1,
      'x',
      [],
      {},
      { redirectUrl: 'not a url' },
      { redirectUrl: 1, crId: 'a' },
    ]) {
      expect(recordRedirectUrl.check(value)).toEqual([]);
    }
  });
});
