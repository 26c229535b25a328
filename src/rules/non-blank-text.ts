import { defineRule, type Finding } from './rule.js';
import { valuesAtPattern } from './pointer-pattern.js';
import { requiredTextFields } from '../../generated/consent-request-fields.js';
import type { ConsentRequestView } from './payload-view.js';

export const nonBlankText = defineRule<ConsentRequestView>({
  id: 'non-blank-text',
  severity: 'warning',
  description: 'Required text fields are not empty or whitespace only.',
  rationale:
    'The schema requires these fields but cannot tell an empty label from a real one; a blank purpose text or toggle label gives the Data Principal nothing to consent to.',
  messages: {
    empty: '{field} is empty; give it a value',
    blank: '{field} holds only white space; give it a value',
  },
  check({ root }) {
    const findings: Finding[] = [];
    for (const pattern of requiredTextFields) {
      for (const { pointer, value } of valuesAtPattern(root, pattern)) {
        if (typeof value !== 'string' || value.trim() !== '') continue;
        findings.push({
          pointer,
          messageId: value === '' ? 'empty' : 'blank',
          data: { field: pattern.slice(pattern.lastIndexOf('/') + 1) },
        });
      }
    }
    return findings;
  },
});
