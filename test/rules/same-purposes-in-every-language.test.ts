import { samePurposesInEveryLanguage } from '../../src/rules/same-purposes-in-every-language.js';
import { testRule } from './test-rule.js';

testRule(samePurposesInEveryLanguage, [
  { name: 'same purposes everywhere', payload: (p) => p, findings: [] },
  {
    name: 'order may differ',
    payload: (p) => void p.content.languages[2].purposes.reverse(),
    findings: [],
  },
  {
    name: 'a purpose missing in one language',
    payload: (p) => void p.content.languages[1].purposes.pop(),
    findings: [
      {
        pointer: '/content/languages/1',
        messageId: 'missing',
        data: { missing: ['personalised-offers'], extra: [] },
        message: 'language entry "hi" lacks purposes that "en" lists: personalised-offers',
      },
    ],
  },
  {
    name: 'a renamed purposeId is missing and extra',
    payload: (p) => void (p.content.languages[2].purposes[0].purposeId = 'kyc'),
    findings: [
      {
        pointer: '/content/languages/2',
        messageId: 'missingAndExtra',
        data: { missing: ['account-opening'], extra: ['kyc'] },
      },
    ],
  },
  {
    name: 'compared with the defaultLanguage entry, not the first',
    payload: (p) => {
      p.content.defaultLanguage = 'hi';
      p.content.languages[1].purposes.pop();
    },
    findings: [
      { pointer: '/content/languages/0', messageId: 'extra', data: { extra: ['personalised-offers'] } },
      { pointer: '/content/languages/2', messageId: 'extra' },
    ],
  },
  {
    name: 'a single language has nothing to compare',
    payload: (p) => void p.content.languages.splice(1),
    findings: [],
  },
  {
    name: 'a purpose of the wrong type is the schema finding: the entry is not compared',
    payload: (p) => void (p.content.languages[1].purposes[0] = 'account-opening'),
    findings: [],
  },
  {
    name: 'a purposeId of the wrong type in the reference: nothing is compared with it',
    payload: (p) => void (p.content.languages[0].purposes[0].purposeId = 7),
    findings: [],
  },
]);
