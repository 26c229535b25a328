import { uniqueCategoryIds } from '../../src/rules/unique-category-ids.js';
import { testRule } from './test-rule.js';

testRule(uniqueCategoryIds, [
  { name: 'distinct ids', payload: (p) => p, findings: [] },
  {
    name: 'the same id in two purposes is fine',
    payload: (p) => void (p.content.languages[0].purposes[1].dataCategories[1].id = 'pan'),
    findings: [],
  },
  {
    name: 'a repeated id within one purpose',
    payload: (p) => void (p.content.languages[0].purposes[0].dataCategories[2].id = 'pan'),
    findings: [
      {
        pointer: '/content/languages/0/purposes/0/dataCategories/2/id',
        messageId: 'duplicate',
        data: { id: 'pan', firstPointer: '/content/languages/0/purposes/0/dataCategories/1/id' },
      },
    ],
  },
]);
