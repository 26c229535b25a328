/** diffConsentRequests: one case per kind of change, on the adult example (en default, hi, ta). */
import { describe, expect, it } from 'vitest';
import { changeCodes, changeKinds, type ChangeCode } from '../../../src/notice/diff/change-kinds.js';
import { diffConsentRequests } from '../../../src/notice/diff/diff-consent-requests.js';
import { adult, type Json } from '../../support/examples.js';

const en = (p: Json): Json => p.content.languages[0];
const hi = (p: Json): Json => p.content.languages[1];

interface Case {
  readonly code: ChangeCode;
  readonly edit: (p: Json) => void;
  readonly pointer: string | null;
  readonly oldPointer: string | null;
  readonly lang?: string;
}

const cases: Case[] = [
  {
    code: 'purpose-added',
    edit: (p) => en(p).purposes.push({ ...structuredClone(en(p).purposes[2]), purposeId: 'profiling' }),
    pointer: '/content/languages/0/purposes/3',
    oldPointer: null,
    lang: 'en',
  },
  {
    code: 'purpose-removed',
    edit: (p) => en(p).purposes.splice(1, 1),
    pointer: null,
    oldPointer: '/content/languages/0/purposes/1',
    lang: 'en',
  },
  {
    code: 'purpose-meaning-changed',
    edit: (p) => (en(p).purposes[2].description = 'To sell what you buy to our partners.'),
    pointer: '/content/languages/0/purposes/2/description',
    oldPointer: '/content/languages/0/purposes/2/description',
    lang: 'en',
  },
  {
    code: 'purpose-wording-changed',
    edit: (p) => (hi(p).purposes[0].purposeText += ' (संशोधित)'),
    pointer: '/content/languages/1/purposes/0/purposeText',
    oldPointer: '/content/languages/1/purposes/0/purposeText',
    lang: 'hi',
  },
  {
    code: 'category-added',
    edit: (p) => en(p).purposes[1].dataCategories.push({ id: 'whatsapp', label: 'WhatsApp number' }),
    pointer: '/content/languages/0/purposes/1/dataCategories/2',
    oldPointer: null,
    lang: 'en',
  },
  {
    code: 'category-removed',
    edit: (p) => en(p).purposes[0].dataCategories.splice(2, 1),
    pointer: null,
    oldPointer: '/content/languages/0/purposes/0/dataCategories/2',
    lang: 'en',
  },
  {
    code: 'category-required',
    edit: (p) => (en(p).purposes[1].dataCategories[1].required = true),
    pointer: '/content/languages/0/purposes/1/dataCategories/1/required',
    oldPointer: '/content/languages/0/purposes/1/dataCategories/1/required',
    lang: 'en',
  },
  {
    code: 'category-optional',
    edit: (p) => delete en(p).purposes[0].dataCategories[2].required,
    pointer: '/content/languages/0/purposes/0/dataCategories/2/required',
    oldPointer: '/content/languages/0/purposes/0/dataCategories/2/required',
    lang: 'en',
  },
  {
    code: 'category-label-changed',
    edit: (p) => (en(p).purposes[0].dataCategories[0].label = 'Name as on PAN'),
    pointer: '/content/languages/0/purposes/0/dataCategories/0/label',
    oldPointer: '/content/languages/0/purposes/0/dataCategories/0/label',
    lang: 'en',
  },
  {
    code: 'retention-lengthened',
    edit: (p) => (en(p).purposes[1].retention = { duration: 1, unit: 'year' }),
    pointer: '/content/languages/0/purposes/1/retention',
    oldPointer: '/content/languages/0/purposes/1/retention',
    lang: 'en',
  },
  {
    code: 'retention-shortened',
    edit: (p) => (en(p).purposes[2].retention = { duration: 11, unit: 'month' }),
    pointer: '/content/languages/0/purposes/2/retention',
    oldPointer: '/content/languages/0/purposes/2/retention',
    lang: 'en',
  },
  {
    code: 'retention-restated',
    edit: (p) => (en(p).purposes[2].retention = { duration: 12, unit: 'month' }),
    pointer: '/content/languages/0/purposes/2/retention',
    oldPointer: '/content/languages/0/purposes/2/retention',
    lang: 'en',
  },
  {
    code: 'language-added',
    edit: (p) => p.content.languages.push({ ...structuredClone(hi(p)), lang: 'bn', label: 'বাংলা' }),
    pointer: '/content/languages/3',
    oldPointer: null,
    lang: 'bn',
  },
  {
    code: 'language-removed',
    edit: (p) => p.content.languages.splice(2, 1),
    pointer: null,
    oldPointer: '/content/languages/2',
    lang: 'ta',
  },
  {
    code: 'language-label-changed',
    edit: (p) => (hi(p).label = 'Hindi'),
    pointer: '/content/languages/1/label',
    oldPointer: '/content/languages/1/label',
    lang: 'hi',
  },
  {
    code: 'default-language-changed',
    edit: (p) => (p.content.defaultLanguage = 'hi'),
    pointer: '/content/defaultLanguage',
    oldPointer: '/content/defaultLanguage',
  },
  {
    code: 'company-changed',
    edit: (p) => (p.content.company.companyName = 'Suvarna Bank Ltd'),
    pointer: '/content/company/companyName',
    oldPointer: '/content/company/companyName',
  },
  {
    code: 'link-changed',
    edit: (p) => (p.content.company.privacyPolicyUrl = 'https://suvarna.example/privacy/v2'),
    pointer: '/content/company/privacyPolicyUrl',
    oldPointer: '/content/company/privacyPolicyUrl',
  },
  {
    code: 'grievance-officer-changed',
    edit: (p) => (p.content.company.grievanceOfficer.name = 'Someone Else'),
    pointer: '/content/company/grievanceOfficer/name',
    oldPointer: '/content/company/grievanceOfficer/name',
  },
  {
    code: 'service-name-changed',
    edit: (p) => (p.service.name = 'Suvarna Savings'),
    pointer: '/service/name',
    oldPointer: '/service/name',
  },
  {
    code: 'service-changed',
    edit: (p) => (p.service.id = 'current-account'),
    pointer: '/service/id',
    oldPointer: '/service/id',
  },
  {
    code: 'fiduciary-changed',
    edit: (p) => (p.fiduciary.fidId = 'FID-OTHER'),
    pointer: '/fiduciary/fidId',
    oldPointer: '/fiduciary/fidId',
  },
  {
    code: 'value-changed',
    edit: (p) => (en(p).purposes[1].retention = { duration: 6, unit: 'week' }),
    pointer: '/content/languages/0/purposes/1/retention',
    oldPointer: '/content/languages/0/purposes/1/retention',
    lang: 'en',
  },
];

describe('each kind of change', () => {
  it.each(cases)('$code', ({ code, edit, pointer, oldPointer, lang }) => {
    const next = adult();
    edit(next);
    const { changes, reconsentRequired } = diffConsentRequests(adult(), next);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change).toMatchObject({ code, impact: changeKinds[code].impact, pointer, oldPointer });
    expect(change?.lang).toBe(lang);
    expect(reconsentRequired).toBe(changeKinds[code].impact === 'reconsent');
    // The swapped pair is the inverse kind, at the swapped places.
    const back = diffConsentRequests(next, adult()).changes;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ code: changeKinds[code].inverse, pointer: oldPointer, oldPointer: pointer });
  });

  it('has a case for every kind in the table', () => {
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(changeCodes));
  });

  it('every inverse is a kind whose inverse leads back', () => {
    for (const code of changeCodes) expect(changeKinds[changeKinds[code].inverse].inverse).toBe(code);
  });
});

describe('what is no change', () => {
  it('reordered languages, purposes and categories, and other white space', () => {
    const next = adult();
    next.content.languages.reverse();
    for (const l of next.content.languages) {
      l.purposes.reverse();
      for (const p of l.purposes) p.dataCategories.reverse();
    }
    en(next).purposes[0].purposeText = `  ${en(next).purposes[0].purposeText.replace(/ /g, '\n  ')} `;
    expect(diffConsentRequests(adult(), next).changes).toEqual([]);
  });

  it('requestId, dataPrincipal, version and supersedesPrevious', () => {
    const next = adult();
    next.requestId = 'another';
    next.dataPrincipal.dpHash = 'f'.repeat(64);
    next.supersedesPrevious = false;
    expect(diffConsentRequests(adult(), next).changes).toEqual([]);
  });

  it('a required: false written out (the default)', () => {
    const next = adult();
    en(next).purposes[1].dataCategories[1].required = false;
    expect(diffConsentRequests(adult(), next).changes).toEqual([]);
  });

  it('a language tag in another case (BCP 47 tags are case-insensitive)', () => {
    const next = adult();
    en(next).lang = 'EN';
    expect(diffConsentRequests(adult(), next).changes).toEqual([]);
  });

  it('NFC and NFD spellings of the same text', () => {
    const before = adult();
    en(before).purposes[0].purposeText = 'Café'.normalize('NFC');
    const after = adult();
    en(after).purposes[0].purposeText = 'Café'.normalize('NFD');
    expect(diffConsentRequests(before, after).changes).toEqual([]);
  });
});

describe('edge cases of the classification', () => {
  it('a change of case or punctuation only in the default language is a notice change', () => {
    const next = adult();
    en(next).purposes[1].purposeText = 'transaction alerts.';
    expect(diffConsentRequests(adult(), next).changes.map((c) => c.code)).toEqual(['purpose-wording-changed']);
  });

  it('the default language of either side counts: a reworded purpose in the new default is reconsent', () => {
    const next = adult();
    next.content.defaultLanguage = 'hi';
    hi(next).purposes[0].description = 'कुछ और';
    const codes = diffConsentRequests(adult(), next).changes.map((c) => c.code);
    expect(codes).toEqual(['default-language-changed', 'purpose-meaning-changed']);
  });

  it('a purpose added in every language is reported once per language', () => {
    const next = adult();
    for (const l of next.content.languages)
      l.purposes.push({ ...structuredClone(l.purposes[2]), purposeId: 'profiling' });
    const changes = diffConsentRequests(adult(), next).changes;
    expect(changes.map((c) => [c.code, c.lang])).toEqual([
      ['purpose-added', 'en'],
      ['purpose-added', 'hi'],
      ['purpose-added', 'ta'],
    ]);
  });

  it('flags a NEW that needs fresh consent but does not supersede', () => {
    const next = adult();
    next.supersedesPrevious = false;
    en(next).purposes[1].dataCategories[1].required = true;
    const { diagnostics } = diffConsentRequests(adult(), next);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ code: 'supersedes-previous-false', severity: 'error', pointer: '/supersedesPrevious' }),
    );
    next.supersedesPrevious = true;
    expect(diffConsentRequests(adult(), next).diagnostics.map((d) => d.code)).not.toContain(
      'supersedes-previous-false',
    );
  });

  it('reports an invalid NEW as validate does, and still compares it', () => {
    const next = adult();
    delete next.fiduciary;
    en(next).purposes.pop();
    const result = diffConsentRequests(adult(), next);
    expect(result.diagnostics.map((d) => d.code)).toContain('schema/required');
    expect(result.changes.map((c) => c.code)).toEqual(['fiduciary-changed', 'purpose-removed']);
  });

  it('never throws on values that are not payloads', () => {
    for (const odd of [null, 1, 'x', [], { content: 5 }, { content: { languages: [null, 3, { purposes: {} }] } }]) {
      expect(() => diffConsentRequests(odd, adult())).not.toThrow();
      expect(() => diffConsentRequests(adult(), odd)).not.toThrow();
    }
    expect(diffConsentRequests(null, null).changes).toEqual([]);
  });

  it('does not mistake a prototype member for data', () => {
    const next = JSON.parse(JSON.stringify(adult()).replace('"lang":"hi"', '"lang":"__proto__"'));
    expect(() => diffConsentRequests(adult(), next)).not.toThrow();
  });
});
