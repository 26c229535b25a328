import { knownVersionRule } from '../../src/rules/known-version.js';
import { testRule } from './test-rule.js';

testRule(knownVersionRule, [
  { name: 'version 1', payload: (p) => p, findings: [] },
  {
    name: 'version 2',
    payload: (p) => void (p.version = '2'),
    findings: [
      {
        pointer: '/version',
        messageId: 'unknown',
        message: 'version "2" is not a known schema version; this package knows version 1',
      },
    ],
  },
  {
    name: 'version 1.0 is not 1',
    payload: (p) => void (p.version = '1.0'),
    findings: [{ pointer: '/version', messageId: 'unknown' }],
  },
  { name: "a number is the schema's finding", payload: (p) => void (p.version = 1), findings: [] },
]);
