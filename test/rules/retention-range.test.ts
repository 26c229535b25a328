import { expect, it } from 'vitest';
import { retentionRange } from '../../src/rules/retention-range.js';
import { validateConsentRequest } from '../../src/index.js';
import { testRule } from './test-rule.js';
import { adult } from '../support/examples.js';

const duration = (l: number, p: number) => `/content/languages/${l}/purposes/${p}/retention/duration`;

testRule(retentionRange, [
  { name: 'the example is in range', payload: (p) => p, findings: [] },
  {
    name: '6 years',
    payload: (p) => void (p.content.languages[0].purposes[0].retention.duration = 6),
    findings: [
      {
        pointer: duration(0, 0),
        messageId: 'outOfRange',
        data: { duration: 6, unit: 'year', min: 1, max: 5 },
        message: 'retention of 6 years is out of range for unit year (1 to 5)',
      },
    ],
  },
  {
    name: '12 months',
    payload: (p) => void (p.content.languages[1].purposes[1].retention.duration = 12),
    findings: [
      {
        pointer: duration(1, 1),
        messageId: 'outOfRangeEquivalent',
        message:
          'retention of 12 months is out of range for unit month (1 to 11); use 1 year (duration 1, unit "year")',
      },
    ],
  },
  {
    name: '24 months: the equivalent in years',
    payload: (p) => void (p.content.languages[1].purposes[1].retention.duration = 24),
    findings: [
      {
        pointer: duration(1, 1),
        messageId: 'outOfRangeEquivalent',
        data: { equivalent: '2 years (duration 2, unit "year")' },
      },
    ],
  },
  {
    name: '13 months: no equivalent that fits',
    payload: (p) => void (p.content.languages[1].purposes[1].retention.duration = 13),
    findings: [{ pointer: duration(1, 1), messageId: 'outOfRange' }],
  },
  {
    name: '0 months',
    payload: (p) => void (p.content.languages[2].purposes[1].retention.duration = 0),
    findings: [{ pointer: duration(2, 1), messageId: 'outOfRange', data: { min: 1, max: 11 } }],
  },
  {
    name: 'limits themselves are allowed',
    payload: (p) => {
      p.content.languages[0].purposes[0].retention = { duration: 5, unit: 'year' };
      p.content.languages[0].purposes[1].retention = { duration: 11, unit: 'month' };
      p.content.languages[0].purposes[2].retention = { duration: 1, unit: 'month' };
    },
    findings: [],
  },
  {
    name: "a non-integer is the schema's finding",
    payload: (p) => void (p.content.languages[0].purposes[0].retention.duration = 2.5),
    findings: [],
  },
  {
    name: "an unknown unit is the schema's finding",
    payload: (p) => void (p.content.languages[0].purposes[0].retention.unit = 'week'),
    findings: [],
  },
]);

it('supersedes schema/maximum at the same pointer, and only there', () => {
  const p = adult();
  p.content.languages[0].purposes[1].retention.duration = 12;
  p.content.languages[0].purposes[2].retention.unit = 'week';
  p.content.languages[0].purposes[2].retention.duration = 40;
  const codes = validateConsentRequest(p).diagnostics.map((d) => `${d.code} ${d.pointer}`);
  expect(codes).toContain(`retention-range ${duration(0, 1)}`);
  expect(codes).not.toContain(`schema/maximum ${duration(0, 1)}`);
  // No rule speaks for an unknown unit, so the schema's own limit stays.
  expect(codes).toContain(`schema/maximum ${duration(0, 2)}`);
});
