import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateConsentRequest } from '../../src/validate/contracts.js';
import { viewConsentRequest } from '../../src/rules/utils/payload-view.js';
import { adult, type Json } from '../support/examples.js';
import { isBareLanguageSubtag, isWellFormedTag, languageTag } from '../../src/rules/language-tag.js';
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

describe('the shortcut for a bare language subtag', () => {
  const intlAccepts = (tag: string): boolean => {
    try {
      Intl.getCanonicalLocales(tag);
      return true;
    } catch {
      return false;
    }
  };
  /** Tags of one to four code units: letters either case, and the neighbours `| 32` could confuse. */
  const units = [...'azAZmM@[`{-_0é'].concat('\u212a', '\ud800');
  const tags = fc.array(fc.constantFrom(...units), { minLength: 1, maxLength: 4 }).map((u) => u.join(''));
  /** Throws the first tag that `shortcut` accepts and Intl refuses. */
  const holdsToIntl = (shortcut: (tag: string) => boolean): void =>
    fc.assert(
      fc.property(tags, (tag) => {
        if (shortcut(tag)) expect(intlAccepts(tag), JSON.stringify(tag)).toBe(true);
      }),
      { numRuns: 3000 },
    );

  it('accepts every two-letter tag and only tags Intl accepts', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
    for (const a of letters) for (const b of letters) expect(isBareLanguageSubtag(a + b)).toBe(true);
    expect(['en', 'hi', 'ta', 'brx', 'kok', 'KOK'].every(isBareLanguageSubtag)).toBe(true);
    holdsToIntl(isBareLanguageSubtag);
  });

  it('a shortcut that also took four letters is caught (Intl refuses a four-letter language subtag)', () => {
    const tooWide = (tag: string) => /^[A-Za-z]{2,4}$/.test(tag);
    expect(() => holdsToIntl(tooWide)).toThrow(/Property failed/);
  });

  it('leaves the rest to Intl: the verdict of a tag is what Intl says', () => {
    fc.assert(
      fc.property(tags, (tag) => {
        expect(isWellFormedTag(tag), JSON.stringify(tag)).toBe(intlAccepts(tag));
      }),
      { numRuns: 3000 },
    );
  });
});
