import { consistentTranslations } from '../../src/rules/consistent-translations.js';
import { testRule } from './test-rule.js';

const purpose = (l: number, p: number) => `/content/languages/${l}/purposes/${p}`;

testRule(consistentTranslations, [
  { name: 'translations agree', payload: (p) => p, findings: [] },
  {
    name: 'retention differs',
    payload: (p) => void (p.content.languages[1].purposes[0].retention.duration = 4),
    findings: [
      {
        pointer: `${purpose(1, 0)}/retention`,
        messageId: 'retention',
        message: 'retention of purpose "account-opening" is 4 years in "hi" but 5 years in "en"',
      },
    ],
  },
  {
    name: 'a required flag differs (absent means false)',
    payload: (p) => void (p.content.languages[2].purposes[1].dataCategories[1].required = true),
    findings: [{ pointer: `${purpose(2, 1)}/dataCategories`, messageId: 'categories', data: { difference: 'required differs for email' } }],
  },
  {
    name: 'categories missing and extra',
    payload: (p) => void (p.content.languages[2].purposes[2].dataCategories[1].id = 'gps'),
    findings: [{ pointer: `${purpose(2, 2)}/dataCategories`, messageId: 'categories', data: { difference: 'missing location; extra gps' } }],
  },
  {
    name: 'category order may differ',
    payload: (p) => void p.content.languages[1].purposes[0].dataCategories.reverse(),
    findings: [],
  },
  {
    name: 'purposes matched by id, not position',
    payload: (p) => void p.content.languages[2].purposes.reverse(),
    findings: [],
  },
]);
