import { expect, it } from 'vitest';
import { dpHashNotPersonalData } from '../../src/rules/dp-hash-not-personal-data.js';
import { validateConsentRequest } from '../../src/index.js';
import { testRule } from './test-rule.js';
import { adult } from '../support/examples.js';

const withHash = (dpHash: string) => (p: any) => void (p.dataPrincipal.dpHash = dpHash);
const at = '/dataPrincipal/dpHash';

testRule(dpHashNotPersonalData, [
  { name: 'hex SHA-256', payload: (p) => p, findings: [] },
  { name: 'base64url with an algorithm prefix', payload: withHash('sha256:n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg'), findings: [] },
  { name: 'a UUID', payload: withHash('1b4e28ba-2fa1-11d2-883f-0016d3cca427'), findings: [] },
  { name: 'an e-mail address', payload: withHash('asha.verma@example.com'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'an e-mail address' } }] },
  { name: 'a phone number', payload: withHash('+91 98765 43210'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a phone number' } }] },
  { name: 'an Aadhaar number', payload: withHash('2345 6789 0123'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'an Aadhaar number' } }] },
  { name: 'a PAN', payload: withHash('ABCDE1234F'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a PAN' } }] },
  { name: 'a name', payload: withHash('Asha Verma'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'plain text such as a name' } }] },
  { name: 'a short user id', payload: withHash('user-4711'), findings: [{ pointer: at, messageId: 'personal', data: { kind: 'a plain identifier, not a hash' } }] },
]);

it('never repeats the value it suspects of being personal data', () => {
  const p = adult();
  p.dataPrincipal.dpHash = 'asha.verma@example.com';
  expect(JSON.stringify(validateConsentRequest(p))).not.toContain('asha');
});
