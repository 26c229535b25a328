import { defineRule, noFindings } from './utils/rule.js';
import type { ConsentRequestView } from './utils/payload-view.js';

export const minorWithoutDelegation = defineRule<ConsentRequestView>({
  id: 'minor-without-delegation',
  severity: 'warning',
  description: 'A MINOR Data Principal comes with delegation.',
  rationale:
    'For a minor the guidance is to include delegation so that a verified parent acts first. If the omission is deliberate, keep the warning out of --strict runs by adding delegation with required false.',
  messages: {
    missing:
      'subjectType is MINOR but there is no delegation; add "delegation": {"required": true, "type": "PARENT"} to route the request to a verified parent',
  },
  check({ subjectType, delegation }) {
    if (subjectType !== 'MINOR' || delegation !== undefined) return noFindings;
    return [{ pointer: '/dataPrincipal', messageId: 'missing', data: {} }];
  },
});
