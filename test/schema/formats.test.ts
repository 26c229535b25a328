/**
 * The package's own `uri` and `email` formats (src/schema/formats.ts), judged against
 * independent sources: @hapi/address (the e-mail validator of hapi and joi) configured to the
 * decisions in schema/DECISIONS.md, fast-check's RFC-based address and URL generators, and the
 * WHATWG URL parser. The precompiled validators must judge as the functions do.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmailValid } from '@hapi/address';
import {
  isEmailAddress,
  isEmailAddressTheLongWay,
  isUri,
  isUriTheLongWay,
  urlScheme,
} from '../../src/schema/formats.js';
import { validateConsentRequest } from '../../src/index.js';
import { adult } from '../support/examples.js';

/** @hapi/address set to our decisions: ASCII only, a dot in the domain, any TLD. */
const hapi = (address: string): boolean =>
  isEmailValid(address, { allowUnicode: false, minDomainSegments: 2, tlds: { deny: new Set<string>() } });

/** What the compiled consent-request validator says about an address as contactEmail. */
const schemaAccepts = (field: 'contactEmail' | 'privacyPolicyUrl', value: string): boolean => {
  const payload = adult();
  payload.content.company[field] = value;
  return !validateConsentRequest(payload).diagnostics.some(
    (d) => d.pointer === `/content/company/${field}` && d.severity === 'error',
  );
};

describe('format email', () => {
  // Each decision with its reason; DECISIONS.md, "URLs and e-mail addresses (issue 9)".
  const decided: Array<[string, boolean, string]> = [
    ['dpo@suvarnabank.example', true, 'plain'],
    ['first.last+consent@mail.bank.co.in', true, 'dots and plus in the local part, subdomains'],
    ["o'brien_x-y{z}@example.in", true, 'every atext character is allowed'],
    ['sampark@xn--c2bd4bq1db8d.xn--h2brj9c', true, 'an Indic domain (डाटामेल.भारत) written in its ASCII form'],
    ['संपर्क@डाटामेल.भारत', false, 'internationalised (SMTPUTF8) address: not every mail system delivers it'],
    ['sampark@डाटामेल.भारत', false, 'a U-label domain: write it as xn--'],
    ['a@b', false, 'dotless domain: no public contact address has one'],
    ['a@b.c', true, 'one-letter labels are labels'],
    ['a@example.123', false, 'numeric top-level label: looks like an IP address'],
    ['a@[192.0.2.1]', false, 'address literal'],
    ['"john doe"@example.in', false, 'quoted local part'],
    ['john(comment)@example.in', false, 'comment'],
    ['a..b@example.in', false, 'empty local segment'],
    ['.a@example.in', false, 'leading dot'],
    ['a@-example.in', false, 'label starting with a hyphen'],
    ['a@example-.in', false, 'label ending with a hyphen'],
    ['a@example.in.', false, 'trailing dot'],
    [`${'x'.repeat(64)}@example.in`, true, 'local part of 64 characters'],
    [`${'x'.repeat(65)}@example.in`, false, 'local part over 64 characters (RFC 5321)'],
    [`a@${'x'.repeat(63)}.in`, true, 'label of 63 characters'],
    [`a@${'x'.repeat(64)}.in`, false, 'label over 63 characters'],
    [`abc@${'abcdefghi.'.repeat(24)}example.in`, true, '254 characters in all'],
    [`abcd@${'abcdefghi.'.repeat(24)}example.in`, false, 'over 254 characters in all'],
    ['a@b@example.in', false, 'two @'],
    ['a b@example.in', false, 'space'],
    ['', false, 'empty'],
  ];

  it.each(decided)('%s: %s (%s)', (address, accepted) => {
    expect(isEmailAddress(address)).toBe(accepted);
    expect(hapi(address), '@hapi/address, set to the same decisions').toBe(accepted);
    expect(schemaAccepts('contactEmail', address), 'the precompiled validator').toBe(accepted);
  });

  const atext = fc.constantFrom(..."abcXYZ019!#$%&'*+/=?^_`{|}~-".split(''));
  const noise = fc.constantFrom('.', '@', '-', ' ', '"', '(', '[', ']', 'é', 'अ', 'x'.repeat(63), '\u0000');
  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
  const messy = fc.array(fc.oneof(atext, noise, label), { maxLength: 12 }).map((parts) => parts.join(''));
  const shaped = fc
    .tuple(
      fc.array(atext, { minLength: 1, maxLength: 70 }),
      fc.array(fc.oneof(label, noise), { minLength: 1, maxLength: 5 }),
    )
    .map(([local, labels]) => `${local.join('')}@${labels.join('.')}`);

  it('agrees with @hapi/address on generated addresses, valid and broken', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), messy, shaped), (address) => {
        expect(isEmailAddress(address), address).toBe(hapi(address));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('format uri', () => {
  const decided: Array<[string, boolean, string]> = [
    ['https://bank.example/privacy', true, 'plain'],
    ['https://bank.example/गोपनीयता-नीति?भाषा=हिंदी#शीर्ष', true, 'an IRI: non-ASCII letters raw'],
    ['https://xn--c2bd4bq1db8d.xn--h2brj9c/', true, 'punycode host'],
    ['https://bank.example/a%20b', true, 'a % escape'],
    ['mailto:dpo@bank.example', true, "any scheme (which schemes a field allows is the url-scheme rule's)"],
    ['urn:isbn:0451450523', true, 'a URN'],
    ['http://127.0.0.1:4010/consent?cr_id=x', true, 'loopback with a port'],
    ['http://', false, 'no host'],
    ['https:', false, 'a scheme alone'],
    ['https:bank.example', false, 'http(s) without //'],
    ['https://[::1', false, 'unclosed IPv6 host'],
    ['https://999.999.999.999/consent', false, 'IPv4 out of range'],
    ['https://bank.example:99999/', false, 'port out of range'],
    ['https://bank.example/<>', false, '< and > are not allowed raw'],
    ['https://bank.example/a b', false, 'space'],
    ['https://bank.example/"x"', false, 'double quote'],
    ['https://bank.example/{x}|y^z`', false, 'braces, bar, caret, backquote'],
    ['https:\\\\bank.example\\x', false, 'backslash'],
    ['https://bank.example/%zz', false, 'a malformed % escape'],
    ['https://bank.example/%4', false, 'a cut % escape'],
    ['https://bank.example/\u0007', false, 'a control character'],
    ['https://bank.example/\u0085', false, 'a C1 control character'],
    ['https://bank.example/\u202Eevil', false, 'a bidi override'],
    ['https://bank.example/\uD800', false, 'a lone surrogate'],
    ['https://bank.example/😀', true, 'a surrogate pair'],
    ['/privacy', false, 'relative'],
    ['bank.example/privacy', false, 'no scheme'],
    ['1http://bank.example', false, 'a scheme starts with a letter'],
  ];

  it.each(decided)('%s: %s (%s)', (uri, accepted) => {
    expect(isUri(uri)).toBe(accepted);
  });

  it('the precompiled validator judges format uri as isUri does', () => {
    for (const [uri] of decided.filter(([u]) => /^https?:/i.test(u))) {
      expect(schemaAccepts('privacyPolicyUrl', uri), uri).toBe(isUri(uri));
    }
  });

  it('accepts every URL fast-check generates from RFC 3986, and none once a forbidden character is put in', () => {
    const forbidden = fc.constantFrom(' ', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\u0001', '\u007F', '%G');
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        forbidden,
        fc.nat(),
        (url, bad, at) => {
          expect(isUri(url), url).toBe(true);
          const cut = url.indexOf('//') + 2 + (at % (url.length - url.indexOf('//') - 1));
          const broken = url.slice(0, cut) + bad + url.slice(cut);
          expect(isUri(broken), broken).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never accepts what the WHATWG parser refuses (its fast path for plain web addresses is sound)', () => {
    const label = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{1,8}$/),
      fc.constantFrom('xn--', 'xn--zz', 'XN--a', '0x1f', '999', '256', 'ab--c', '-'),
    );
    const host = fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.'));
    const tail = fc.constantFrom('', '/', '/a?b#c', ':8080/', ':99999', '?x', '#', '/%41', '.', '..');
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'HTTPS'), host, tail, (scheme, h, t) => {
        const url = `${scheme}://${h}${t}`;
        if (isUri(url)) expect(URL.canParse(url), url).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('judges as it would without its one-pass shortcut for plain web addresses', () => {
    const label = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9-]{0,6}$/),
      fc.constantFrom('xn--a', 'XN--b', 'xN--', 'ab--c', '9a', 'a9', '-'),
    );
    const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
    const piece = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9._~/?#=&:@!$'()*+,;-]{0,6}$/),
      fc.constantFrom('%41', '%4', '%zz', '%', '\ud83d\ude00', '\ud800', '\udc00', 'क', ' ', '<', '"', '`', '\\'),
      fc.constantFrom('\u0085', '\u200e', '\u202a', '\u00a0', '\u007f', '{', '|', '^', 'xn--'),
    );
    const tail = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));
    const scheme = fc.constantFrom(
      'http://',
      'https://',
      'HTTPS://',
      'hTtP://',
      'https:',
      'ftp://',
      'data:',
      'https:///',
    );
    const start = fc.constantFrom('', '/', '?', '#', ':80/', '.');
    fc.assert(
      fc.property(scheme, host, start, tail, (s, h, t0, t) => {
        const uri = `${s}${h}${t0}${t}`;
        expect(isUri(uri), uri).toBe(isUriTheLongWay(uri));
      }),
      { numRuns: 20000 },
    );
  });

  it('judges e-mail addresses as it would without its shortcut for short domains', () => {
    const atom = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{0,4}$/),
      fc.constantFrom('', '.', '..', ' ', '@', '"q"'),
    );
    const local = fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
    const label = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9-]{0,5}$/),
      fc.constantFrom('-a', 'a-', 'a--b', '9', 'x'.repeat(62), 'y'.repeat(63), 'z'.repeat(64), '_', 'क'),
    );
    const domain = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
    const long = fc.constantFrom('', 'a'.repeat(60), 'b'.repeat(200));
    fc.assert(
      fc.property(long, local, domain, (padding, l, d) => {
        for (const address of [`${l}@${d}`, `${padding}${l}@${d}`, `${l}@${d}.${padding}`, `${l}${d}`]) {
          expect(isEmailAddress(address), address).toBe(isEmailAddressTheLongWay(address));
        }
      }),
      { numRuns: 20000 },
    );
  });

  it('the scheme of a URL, in lower case', () => {
    expect(urlScheme('HTTPS://x')).toBe('https');
    expect(urlScheme('x-y.z+1:abc')).toBe('x-y.z+1');
    expect(urlScheme('no scheme')).toBeUndefined();
    expect(urlScheme(':x')).toBeUndefined();
  });
});
