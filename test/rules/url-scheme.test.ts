import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { noticeAddressSchemes, urlSchemeRule } from '../../src/rules/url-scheme.js';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import { validateConsentRequest } from '../../src/index.js';
import { adult, rootDir } from '../support/examples.js';
import { testRule } from './test-rule.js';

const at = (field: string): string => `/content/company/${field}`;

testRule(urlSchemeRule, [
  { name: 'https everywhere', payload: (p) => p, findings: [] },
  {
    name: "plain http is https-urls' warning, not this error",
    payload: (p) => void (p.content.company.privacyPolicyUrl = 'http://example.com/privacy'),
    findings: [],
  },
  {
    name: 'schemes are case-insensitive',
    payload: (p) => void (p.content.company.privacyPolicyUrl = 'HTTPS://example.com/privacy'),
    findings: [],
  },
  {
    name: 'a data:image logo of each allowed type',
    payload: (p) => void (p.content.company.logo = 'data:image/webp;base64,UklGRg=='),
    findings: [],
  },
  {
    name: 'a data:image/JPEG logo (types are case-insensitive)',
    payload: (p) => void (p.content.company.logo = 'DATA:image/JPEG,x'),
    findings: [],
  },
  {
    name: 'javascript: policy link',
    payload: (p) => void (p.content.company.privacyPolicyUrl = 'javascript:alert(1)'),
    findings: [
      {
        pointer: at('privacyPolicyUrl'),
        messageId: 'scheme',
        message: 'privacyPolicyUrl uses javascript:, which is not allowed here; use https: (or http:)',
      },
    ],
  },
  {
    name: 'data:text/html logo',
    payload: (p) => void (p.content.company.logo = 'data:text/html,<script>alert(1)</script>'),
    findings: [
      {
        pointer: at('logo'),
        messageId: 'dataType',
        message:
          'logo is a data: address that is not a png, jpeg, gif, webp image; use https: (or http:), or a data:image/ address of type png, jpeg, gif, webp',
      },
    ],
  },
  {
    name: 'data:image/svg+xml logo (can carry script)',
    payload: (p) => void (p.content.company.logo = 'data:image/svg+xml,<svg/>'),
    findings: [{ pointer: at('logo'), messageId: 'dataType' }],
  },
  {
    name: 'a data: address is no policy page',
    payload: (p) => void (p.content.company.privacyPolicyUrl = 'data:image/png,x'),
    findings: [{ pointer: at('privacyPolicyUrl'), messageId: 'scheme', data: { scheme: 'data' } }],
  },
  {
    name: 'file: terms',
    payload: (p) => void (p.content.company.termsOfServiceUrl = 'file:///etc/passwd'),
    findings: [{ pointer: at('termsOfServiceUrl'), messageId: 'scheme', data: { scheme: 'file' } }],
  },
  {
    name: 'vbscript: logo',
    payload: (p) => void (p.content.company.logo = 'VBScript:msgbox'),
    findings: [{ pointer: at('logo'), messageId: 'scheme', data: { scheme: 'vbscript' } }],
  },
  {
    name: 'no scheme at all',
    payload: (p) => void (p.content.company.privacyPolicyUrl = 'example.com/privacy'),
    findings: [{ pointer: at('privacyPolicyUrl'), messageId: 'noScheme' }],
  },
  {
    name: 'every address at once, in field order',
    payload: (p) => {
      p.content.company.logo = 'ftp://example.com/logo.png';
      p.content.company.privacyPolicyUrl = 'mailto:dpo@example.com';
      p.content.company.termsOfServiceUrl = 'javascript:void 0';
    },
    findings: [
      { pointer: at('logo'), messageId: 'scheme' },
      { pointer: at('privacyPolicyUrl'), messageId: 'scheme' },
      { pointer: at('termsOfServiceUrl'), messageId: 'scheme' },
    ],
  },
  { name: "a number is the schema's finding", payload: (p) => void (p.content.company.logo = 7), findings: [] },
  { name: 'no company at all', payload: { value: { content: {} } }, findings: [] },
]);

describe('url-scheme and the schema', () => {
  const company = JSON.parse(readFileSync(`${rootDir}schema/consent-request.v1.schema.json`, 'utf8')).properties.content
    .properties.company;

  it("judges exactly the schema's format-uri fields of the company", () => {
    const uriFields = Object.entries<any>(company.properties)
      .filter(([, s]) => s.format === 'uri')
      .map(([name]) => name);
    expect(Object.keys(noticeAddressSchemes)).toEqual(uriFields);
  });

  it("agrees with the schema's pattern on every address: a finding exactly where the pattern fails", () => {
    const scheme = fc.constantFrom(
      'https',
      'http',
      'HTTPS',
      'data',
      'DATA',
      'javascript',
      'file',
      'ftp',
      'mailto',
      'vbscript',
      'x-y.z+1',
      '',
    );
    const rest = fc.oneof(
      fc.constantFrom(
        '//example.com/a',
        'image/png;base64,AA',
        'image/jpeg,x',
        'image/GIF,x',
        'image/webp;x',
        'image/svg+xml,x',
        'text/html,x',
        'image/pngx,x',
        'alert(1)',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(noticeAddressSchemes)), scheme, rest, (field, s, r) => {
        const value = s === '' ? r : `${s}:${r}`;
        const payload = adult();
        payload.content.company[field] = value;
        const found = urlSchemeRule.check(viewConsentRequest(payload)).length > 0;
        expect(found, value).toBe(!new RegExp(company.properties[field].pattern).test(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("its finding replaces the schema's pattern and format diagnostics at that address", () => {
    const payload = adult();
    payload.content.company.privacyPolicyUrl = 'privacy page';
    expect(validateConsentRequest(payload).diagnostics.map((d) => d.code)).toEqual(['url-scheme']);
  });
});
