import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateUrlsUseHttps } from '../../generated/validators.js';
import { adult } from '../support/examples.js';
import { httpsUrls } from '../../src/rules/https-urls.js';
import { testRule } from './test-rule.js';

testRule(httpsUrls, [
  { name: 'https everywhere', payload: (p) => p, findings: [] },
  {
    name: 'optional URLs absent',
    payload: (p) => {
      delete p.content.company.logo;
      delete p.content.company.termsOfServiceUrl;
    },
    findings: [],
  },
  {
    name: 'plain http logo and policy',
    payload: (p) => {
      p.content.company.logo = 'http://cdn.example/logo.png';
      p.content.company.privacyPolicyUrl = 'http://example.com/privacy';
    },
    findings: [
      {
        pointer: '/content/company/logo',
        messageId: 'insecure',
        message: 'logo uses http: rather than https:; serve it over https',
      },
      { pointer: '/content/company/privacyPolicyUrl', messageId: 'insecure' },
    ],
  },
  {
    name: "ftp terms are url-scheme's finding (an error), not this warning's",
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'ftp://example.com/terms.txt'),
    findings: [],
  },
  {
    name: 'a data:image logo travels with the payload: nothing to secure',
    payload: (p) => void (p.content.company.logo = 'data:image/png;base64,iVBORw0KGgo='),
    findings: [],
  },
  {
    name: 'HTTP in capitals is still plain http',
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'HTTP://example.com/terms'),
    findings: [{ pointer: '/content/company/termsOfServiceUrl', messageId: 'insecure' }],
  },
  {
    name: "an unparseable http address is the schema's finding",
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'http://'),
    findings: [],
  },
  {
    name: "not a URL at all is the schema's finding",
    payload: (p) => void (p.content.company.logo = 'logo.png'),
    findings: [],
  },
]);

describe('the httpsScheme keyword of the derived validator', () => {
  it('accepts exactly the text that starts with https: in any case, as ^[Hh][Tt][Tt][Pp][Ss]: does', () => {
    // Each of the six places: the right character in either case, or a neighbour that `| 32` or
    // a slip could confuse (the code 32 apart, @ and backquote, letters 32 apart outside ASCII).
    const place = (c: string) =>
      fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(c, c.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom(String.fromCharCode(c.charCodeAt(0) ^ 33), '@', '`', 'È', 'è', '') },
      );
    const url = fc
      .tuple(place('h'), place('t'), place('t'), place('p'), place('s'), place(':'))
      .chain((head) => fc.string({ maxLength: 4 }).map((tail) => head.join('') + tail));
    let https = 0;
    fc.assert(
      fc.property(url, (text) => {
        const p = adult();
        p.content.company.privacyPolicyUrl = text;
        const expected = /^[Hh][Tt][Tt][Pp][Ss]:/.test(text);
        if (expected) https++;
        expect(validateUrlsUseHttps(p)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(https, 'some generated texts start with https:').toBeGreaterThan(10);
  });
});
