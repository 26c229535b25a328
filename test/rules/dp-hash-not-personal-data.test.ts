import { expect, it } from 'vitest';
import fc from 'fast-check';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import { dpHashNotPersonalData } from '../../src/rules/dp-hash-not-personal-data.js';
import { validateConsentRequest } from '../../src/index.js';
import { testRule } from './test-rule.js';
import { adult } from '../support/examples.js';

const withHash = (dpHash: string) => (p: any) => void (p.dataPrincipal.dpHash = dpHash);
const at = '/dataPrincipal/dpHash';

testRule(dpHashNotPersonalData, [
  { name: 'hex SHA-256', payload: (p) => p, findings: [] },
  {
    name: 'base64url with an algorithm prefix',
    payload: withHash('sha256:n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg'),
    findings: [],
  },
  { name: 'a UUID', payload: withHash('1b4e28ba-2fa1-11d2-883f-0016d3cca427'), findings: [] },
  {
    name: 'an argon2id string',
    payload: withHash('$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'),
    findings: [],
  },
  {
    name: 'a bcrypt string',
    payload: withHash('$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW'),
    findings: [],
  },
  {
    name: 'a card number',
    payload: withHash('4111 1111 1111 1111'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a card or account number' } }],
  },
  {
    name: 'sixteen digits without spaces',
    payload: withHash('4111111111111111'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a card or account number' } }],
  },
  {
    name: 'an e-mail address',
    payload: withHash('asha.verma@example.com'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'an e-mail address' } }],
  },
  {
    name: 'a phone number',
    payload: withHash('+91 98765 43210'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a phone number' } }],
  },
  {
    name: 'an Aadhaar number',
    payload: withHash('2345 6789 0123'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'an Aadhaar number or a phone number' } }],
  },
  {
    name: 'a PAN',
    payload: withHash('ABCDE1234F'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a PAN' } }],
  },
  {
    name: 'a name',
    payload: withHash('Asha Verma'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'plain text such as a name' } }],
  },
  {
    name: 'a short user id',
    payload: withHash('user-4711'),
    findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a plain identifier, not a hash' } }],
  },
]);

it('never repeats the value it suspects of being personal data', () => {
  const p = adult();
  p.dataPrincipal.dpHash = 'asha.verma@example.com';
  expect(JSON.stringify(validateConsentRequest(p))).not.toContain('asha');
});

/** What a hash looks like, spelled out: 16 characters or more of the alphabet, not digits only. */
function hashShaped(value: string): boolean {
  const alphabet = /^[0-9A-Za-z+/_=:.$,-]*$/;
  return value.length >= 16 && alphabet.test(value) && !/^[0-9]*$/.test(value);
}

it('finds nothing exactly for hash-shaped or blank text (the rule says so of every other dpHash)', () => {
  const unit = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...'0123456789') },
    { weight: 6, arbitrary: fc.constantFrom(...'aZ+/_=:-.$,') },
    { weight: 1, arbitrary: fc.constantFrom(' ', '@', '\n', 'é', '#', '\u0000', 'क', '\ud800') },
  );
  let hashes = 0;
  fc.assert(
    fc.property(fc.string({ unit, maxLength: 40, size: 'max' }), (dpHash) => {
      const findings = dpHashNotPersonalData.check(viewConsentRequest({ dataPrincipal: { dpHash } }));
      if (hashShaped(dpHash)) hashes++;
      expect(findings.length === 0).toBe(hashShaped(dpHash) || dpHash.trim() === '');
    }),
    { numRuns: 2000 },
  );
  expect(hashes, 'some generated values are hash-shaped').toBeGreaterThan(50);
});
