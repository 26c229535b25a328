import { defineRule, noFindings } from './utils/rule.js';
import { keywordViolations } from './utils/keyword-violations.js';
import { validateRequiredTextNotBlank } from '../../generated/validators.js';
import { requiredTextKnownFilled, type ConsentRequestView } from './utils/payload-view.js';

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
  // The fields are the schema's required free text, picked and compiled by scripts/generate.
  check(view) {
    // The validator's one pass over a schema-valid payload's strings already looked (text-bound.ts).
    if (requiredTextKnownFilled(view)) return noFindings;
    const violations = keywordViolations(validateRequiredTextNotBlank, 'notBlank', view.root);
    if (violations.length === 0) return noFindings;
    return violations.map(({ pointer, value, field }) => ({
      pointer,
      messageId: value === '' ? 'empty' : 'blank',
      data: { field },
    }));
  },
});
