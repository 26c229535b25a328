import { defineRule, noFindings } from './utils/rule.js';
import type { ConsentRequestView } from './utils/payload-view.js';

export const delegationOnlyForMinor = defineRule<ConsentRequestView>({
  id: 'delegation-only-for-minor',
  severity: 'error',
  enforcedByService: true,
  description: 'delegation is sent only when subjectType is MINOR (an absent subjectType means ADULT).',
  rationale:
    'Delegation routes a request to a verified parent, which only a minor has. Remove delegation, or set subjectType to MINOR if the Data Principal is a minor.',
  messages: {
    adult:
      'delegation is sent only for a minor, but subjectType is ADULT; remove delegation or set subjectType to MINOR',
    absent:
      'delegation is sent only for a minor, but subjectType is absent, which means ADULT; set subjectType to MINOR or remove delegation',
  },
  check({ delegation, subjectType }) {
    if (delegation === undefined || delegation === null) return noFindings;
    if (subjectType !== undefined && subjectType !== 'ADULT') return noFindings;
    return [
      {
        pointer: '/dataPrincipal/delegation',
        messageId: subjectType === undefined ? 'absent' : 'adult',
        data: { subjectType: subjectType ?? null },
      },
    ];
  },
});
