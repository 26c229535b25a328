import { describe, expect, it } from 'vitest';
import { dpdpLanguage } from '../../src/rules/dpdp-language.js';
import { eighthScheduleLanguages, noticeLanguageByCode } from '../../src/rules/data/notice-languages.js';
import { testRule } from './test-rule.js';

testRule(dpdpLanguage, [
  { name: 'English, Hindi and Tamil', payload: (p) => p, findings: [] },
  {
    name: 'regional subtags and scripts count by their language',
    payload: (p) => {
      p.content.languages[1].lang = 'pa-Guru-IN';
      p.content.languages[2].lang = 'SAT-Olck';
    },
    findings: [],
  },
  {
    name: 'French is not a language of the Eighth Schedule',
    payload: (p) => void (p.content.languages[2].lang = 'fr'),
    findings: [
      {
        pointer: '/content/languages/2/lang',
        messageId: 'notScheduled',
        data: { lang: 'fr' },
        message:
          'lang "fr" is neither English nor a language of the Eighth Schedule; DPDP Act section 5(3) asks for English or a Scheduled language such as hi, bn or ta',
      },
    ],
  },
  {
    name: "a lang that is no string is the schema's finding",
    payload: (p) => void (p.content.languages[0].lang = 7),
    findings: [],
  },
]);

describe('the Eighth Schedule as data', () => {
  it('has its 22 languages, each code once', () => {
    expect(eighthScheduleLanguages).toHaveLength(22);
    const codes = eighthScheduleLanguages.flatMap((l) => l.codes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(noticeLanguageByCode.get('en')?.name).toBe('English');
    expect(noticeLanguageByCode.get('brx')?.name).toBe('Bodo');
  });
});
