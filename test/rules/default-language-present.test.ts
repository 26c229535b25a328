import { expect, it } from 'vitest';
import { validateConsentRequest } from '../../src/validate/contracts.js';
import { adult } from '../support/examples.js';
import { defaultLanguagePresent } from '../../src/rules/default-language-present.js';
import { testRule } from './test-rule.js';

testRule(defaultLanguagePresent, [
  { name: 'default is listed', payload: (p) => p, findings: [] },
  { name: 'tags compare case-insensitively', payload: (p) => void (p.content.defaultLanguage = 'HI'), findings: [] },
  {
    name: 'default not listed',
    payload: (p) => void (p.content.defaultLanguage = 'bn'),
    findings: [
      {
        pointer: '/content/defaultLanguage',
        messageId: 'absent',
        message: 'defaultLanguage "bn" is not among the notice\'s languages (en, hi, ta); use one of them',
      },
    ],
  },
  {
    name: "blank default is non-blank-text's finding",
    payload: (p) => void (p.content.defaultLanguage = ' '),
    findings: [],
  },
  {
    name: 'an entry of the wrong type may be the default one: the schema finding, not this one',
    payload: (p) => void (p.content.languages[0] = 'en'),
    findings: [],
  },
  {
    name: 'a lang of the wrong type may be the default one',
    payload: (p) => void (p.content.languages[0].lang = 1),
    findings: [],
  },
]);

it('leaves a blank default to non-blank-text through the validator too (the text pass does not settle it)', () => {
  const p = adult();
  p.content.defaultLanguage = '\u00a0 ';
  const codes = validateConsentRequest(p).diagnostics.map((d) => d.code);
  expect(codes).toContain('non-blank-text');
  expect(codes).not.toContain('default-language-present');
});
