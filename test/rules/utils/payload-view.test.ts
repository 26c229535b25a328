import { describe, expect, it } from 'vitest';
import { validateConsentRequest } from '../../../src/validate/contracts.js';
import {
  findInEachLanguage,
  viewCheckedConsentRequest,
  viewConsentRequest,
  type LanguageView,
} from '../../../src/rules/utils/payload-view.js';
import { validateConsentRequestSchema } from '../../../generated/validators.js';
import type { Finding } from '../../../src/rules/utils/rule.js';
import { adult, minor, type Json } from '../../support/examples.js';

/** `schemaValid`: the view the pipeline makes for a payload the schema accepted (its own comparison). */
const mirrorFlags = (payload: Json, schemaValid = false): boolean[] => {
  const view = schemaValid ? viewCheckedConsentRequest(payload, true, false) : viewConsentRequest(payload);
  return view.languages.map((l) => view.mirrorsReference(l));
};

describe('payload view: the reference language', () => {
  it('is the entry of defaultLanguage, compared case-insensitively, else the first', () => {
    expect(viewConsentRequest(minor()).reference?.lang).toBe('hi');
    const p = adult();
    p.content.defaultLanguage = 'TA';
    expect(viewConsentRequest(p).reference?.lang).toBe('ta');
    p.content.defaultLanguage = 'fr';
    expect(viewConsentRequest(p).reference?.index).toBe(0);
    expect(viewConsentRequest({ content: { languages: [] } }).reference).toBeUndefined();
  });
});

describe('payload view: mirrorsReference', () => {
  it('holds for the translations of a consistent notice, the reference included', () => {
    expect(mirrorFlags(adult())).toEqual([true, true, true]);
  });

  const breaks: Array<[string, (p: Json) => void]> = [
    ['another purposeId', (p) => void (p.content.languages[1].purposes[0].purposeId = 'other')],
    ['purposes in another order', (p) => void p.content.languages[1].purposes.reverse()],
    ['one purpose fewer', (p) => void p.content.languages[1].purposes.pop()],
    ['another retention duration', (p) => void (p.content.languages[1].purposes[0].retention.duration = 4)],
    ['another retention unit', (p) => void (p.content.languages[1].purposes[0].retention.unit = 'month')],
    ['a retention that is not an object', (p) => void (p.content.languages[1].purposes[0].retention = 5)],
    ['another category id', (p) => void (p.content.languages[1].purposes[0].dataCategories[1].id = 'other')],
    ['another required flag', (p) => void (p.content.languages[1].purposes[0].dataCategories[0].required = false)],
    ['categories in another order', (p) => void p.content.languages[1].purposes[0].dataCategories.reverse()],
    ['a category that is not an object', (p) => void (p.content.languages[1].purposes[0].dataCategories[0] = 'pan')],
    ['categories that are not an array', (p) => void (p.content.languages[1].purposes[0].dataCategories = {})],
    ['purposes that are not an array', (p) => void (p.content.languages[1].purposes = {})],
  ];
  it.each(breaks)('fails for an entry with %s', (_name, change) => {
    const p = adult();
    change(p);
    const flags = mirrorFlags(p);
    expect(flags[1]).toBe(false);
    expect(flags[2]).toBe(true);
  });

  const validBreaks = [
    ...breaks,
    [
      'a required flag of false left out',
      (p) => void delete p.content.languages[1].purposes[2].dataCategories[0].required,
    ],
    [
      'a required flag of true left out',
      (p) => void delete p.content.languages[1].purposes[0].dataCategories[0].required,
    ],
  ] satisfies typeof breaks;
  it.each(validBreaks)('is the same for a schema-valid entry with %s, told the schema accepted it', (_name, change) => {
    const p = adult();
    change(p);
    if (!validateConsentRequestSchema(p)) return; // the pipeline tells the view only of a payload it accepted
    expect(mirrorFlags(p, true)).toEqual(mirrorFlags(p));
  });
  it('is judged for most of those breaks with the schema-valid comparison', () => {
    const valid = validBreaks.filter(([, change]) => {
      const p = adult();
      change(p);
      return validateConsentRequestSchema(p);
    });
    expect(valid.length).toBeGreaterThanOrEqual(9);
    expect(mirrorFlags(adult(), true)).toEqual([true, true, true]);
  });

  it('fails for every translation when the reference has a purposeId that is not a string', () => {
    const p = adult();
    for (const l of p.content.languages) l.purposes[0].purposeId = 7;
    expect(mirrorFlags(p)).toEqual([true, false, false]);
  });

  it('ignores the text, which is what a translation changes', () => {
    const p = adult();
    p.content.languages[1].purposes[0].purposeText = 'another text';
    p.content.languages[1].purposes[0].dataCategories[0].label = 'another label';
    expect(mirrorFlags(p)).toEqual([true, true, true]);
  });
});

describe('findInEachLanguage', () => {
  const seen: number[] = [];
  const visit =
    (findInReference: boolean) =>
    (language: LanguageView): Finding[] | undefined => {
      seen.push(language.index);
      return findInReference && language.index === 0
        ? [{ pointer: `/${language.index}`, messageId: 'x', data: {} }]
        : undefined;
    };

  it('looks only at the reference and the entries that do not mirror it when the reference is clean', () => {
    const p = adult();
    p.content.languages[2].purposes[0].retention.duration = 4;
    seen.length = 0;
    expect(findInEachLanguage(viewConsentRequest(p), visit(false))).toEqual([]);
    expect(seen).toEqual([0, 2]);
  });

  it('looks at every entry when the reference has findings', () => {
    seen.length = 0;
    expect(findInEachLanguage(viewConsentRequest(adult()), visit(true)).map((f) => f.pointer)).toEqual(['/0']);
    expect(seen).toEqual([0, 0, 1, 2]);
  });

  it('lets the rules report a finding the reference shares with its translations in every entry', () => {
    const p = adult();
    for (const l of p.content.languages) {
      l.purposes[1].purposeId = 'account-opening';
      l.purposes[1].retention = { duration: 12, unit: 'month' };
      l.purposes[0].dataCategories[1].id = 'full-name';
    }
    const pointers = (code: string) =>
      validateConsentRequest(p)
        .diagnostics.filter((d) => d.code === code)
        .map((d) => d.pointer);
    expect(pointers('unique-purpose-ids')).toEqual(
      [0, 1, 2].map((l) => `/content/languages/${l}/purposes/1/purposeId`),
    );
    expect(pointers('retention-range')).toEqual(
      [0, 1, 2].map((l) => `/content/languages/${l}/purposes/1/retention/duration`),
    );
    expect(pointers('unique-category-ids')).toEqual(
      [0, 1, 2].map((l) => `/content/languages/${l}/purposes/0/dataCategories/1/id`),
    );
  });
});
