import { uniquePurposeIds } from '../../src/rules/unique-purpose-ids.js';
import { testRule } from './test-rule.js';

testRule(uniquePurposeIds, [
  { name: 'distinct ids', payload: (p) => p, findings: [] },
  {
    name: 'a repeated id within one language',
    payload: (p) => void (p.content.languages[1].purposes[2].purposeId = 'account-opening'),
    findings: [
      {
        pointer: '/content/languages/1/purposes/2/purposeId',
        messageId: 'duplicate',
        data: { purposeId: 'account-opening', firstPointer: '/content/languages/1/purposes/0/purposeId' },
      },
    ],
  },
]);
