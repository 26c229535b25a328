import { uniqueLanguageCodes } from '../../src/rules/unique-language-codes.js';
import { testRule } from './test-rule.js';

testRule(uniqueLanguageCodes, [
  { name: 'distinct codes', payload: (p) => p, findings: [] },
  {
    name: 'the same code twice, in another case',
    payload: (p) => void (p.content.languages[2].lang = 'EN'),
    findings: [
      {
        pointer: '/content/languages/2/lang',
        messageId: 'duplicate',
        data: { lang: 'EN', firstPointer: '/content/languages/0/lang' },
      },
    ],
  },
]);
