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
        message: 'retention of purpose "account-opening" is 4 years in "hi" but 5 years in "en" and "ta"',
      },
    ],
  },
  {
    name: 'the default language is the odd one out: it is blamed, not the two that agree',
    payload: (p) => void (p.content.languages[0].purposes[0].retention.duration = 9),
    findings: [
      {
        pointer: `${purpose(0, 0)}/retention`,
        messageId: 'retention',
        message: 'retention of purpose "account-opening" is 9 years in "en" but 5 years in "hi" and "ta"',
      },
    ],
  },
  {
    name: 'no majority: the entries that disagree are named, none is blamed',
    payload: (p) => {
      p.content.languages[1].purposes[0].retention.duration = 4;
      p.content.languages[2].purposes[0].retention.duration = 3;
    },
    findings: [
      {
        pointer: `${purpose(0, 0)}/retention`,
        messageId: 'retentionSplit',
        message:
          'retention of purpose "account-opening" differs between the language entries: 5 years in "en", 4 years in "hi", 3 years in "ta"; make it the same in every language',
      },
    ],
  },
  {
    name: 'two entries that disagree: neither is blamed',
    payload: (p) => {
      p.content.languages.pop();
      p.content.languages[1].purposes[0].retention.duration = 4;
    },
    findings: [{ pointer: `${purpose(0, 0)}/retention`, messageId: 'retentionSplit' }],
  },
  {
    name: '24 months and 2 years are the same duration',
    payload: (p) => {
      p.content.languages[0].purposes[0].retention = { duration: 2, unit: 'year' };
      p.content.languages[1].purposes[0].retention = { duration: 24, unit: 'month' };
      p.content.languages[2].purposes[0].retention = { duration: 2, unit: 'year' };
    },
    findings: [],
  },
  {
    name: 'categories: the default language is the odd one out',
    payload: (p) => void (p.content.languages[0].purposes[2].dataCategories[1].id = 'gps'),
    findings: [
      {
        pointer: `${purpose(0, 2)}/dataCategories`,
        messageId: 'categories',
        data: { entry: '"en"', others: '"hi" and "ta"', difference: 'missing location; extra gps' },
      },
    ],
  },
  {
    name: 'categories without a majority',
    payload: (p) => {
      p.content.languages[1].purposes[2].dataCategories[1].id = 'gps';
      p.content.languages[2].purposes[2].dataCategories[1].id = 'wifi';
    },
    findings: [{ pointer: `${purpose(0, 2)}/dataCategories`, messageId: 'categoriesSplit' }],
  },
  {
    name: 'a required flag differs (absent means false)',
    payload: (p) => void (p.content.languages[2].purposes[1].dataCategories[1].required = true),
    findings: [
      {
        pointer: `${purpose(2, 1)}/dataCategories`,
        messageId: 'categories',
        data: { difference: 'required differs for email' },
      },
    ],
  },
  {
    name: 'categories missing and extra',
    payload: (p) => void (p.content.languages[2].purposes[2].dataCategories[1].id = 'gps'),
    findings: [
      {
        pointer: `${purpose(2, 2)}/dataCategories`,
        messageId: 'categories',
        data: { difference: 'missing location; extra gps' },
      },
    ],
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
  {
    name: 'a category of the wrong type is the schema finding, not a difference',
    payload: (p) => void (p.content.languages[1].purposes[0].dataCategories[0] = 42),
    findings: [],
  },
  {
    name: 'a required flag of the wrong type is the schema finding, not a difference',
    payload: (p) => void (p.content.languages[1].purposes[0].dataCategories[0].required = 'true'),
    findings: [],
  },
]);
