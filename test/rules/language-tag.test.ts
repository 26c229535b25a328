import { describe, expect, it } from 'vitest';
import { validateConsentRequest } from '../../src/validate/contracts.js';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import { adult, type Json } from '../support/examples.js';
import { languageTag } from '../../src/rules/language-tag.js';
import { testRule } from './test-rule.js';

testRule(languageTag, [
  { name: 'well-formed tags', payload: (p) => p, findings: [] },
  {
    name: 'region and script subtags are fine',
    payload: (p) => {
      p.content.languages[0].lang = 'en-IN';
      p.content.languages[1].lang = 'hi-Deva-IN';
      p.content.defaultLanguage = 'en-IN';
    },
    findings: [],
  },
  {
    name: 'an underscore',
    payload: (p) => void (p.content.languages[2].lang = 'ta_IN'),
    findings: [{ pointer: '/content/languages/2/lang', messageId: 'malformed', data: { tag: 'ta_IN' } }],
  },
  {
    name: 'a language name instead of a tag, as default',
    payload: (p) => void (p.content.defaultLanguage = 'English (India)'),
    findings: [{ pointer: '/content/defaultLanguage', messageId: 'malformed' }],
  },
]);

describe('blank tags', () => {
  // Blank text is non-blank-text's finding. Through the validator the rule relies on the text pass
  // having found every required text filled (so it skips its own trim): blank tags must reach it unsettled.
  it.each([
    ['lang', (p: Json) => void (p.content.languages[1].lang = ' \t')],
    ['defaultLanguage', (p: Json) => void (p.content.defaultLanguage = '\u3000')],
  ])('are no language-tag finding in %s, by the rule or through the validator', (_field, change) => {
    const p = adult();
    change(p);
    expect(languageTag.check(viewConsentRequest(p))).toEqual([]);
    const codes = validateConsentRequest(p).diagnostics.map((d) => d.code);
    expect(codes).toContain('non-blank-text');
    expect(codes).not.toContain('language-tag');
  });
});
