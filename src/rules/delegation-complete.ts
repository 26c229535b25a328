import { defineRule, noFindings } from './utils/rule.js';
import { field, isRecord, type ConsentRequestView } from './utils/payload-view.js';

export const delegationComplete = defineRule<ConsentRequestView>({
  id: 'delegation-complete',
  severity: 'warning',
  description: 'delegation carries both required and type.',
  rationale:
    'The schema makes neither member mandatory, but the guidance names both: without them the consent manager must guess whether a parent has to act. Send {"required": true, "type": "PARENT"}.',
  messages: {
    incomplete:
      'delegation lacks {missing}; send both required and type, for example {"required": true, "type": "PARENT"}',
  },
  check({ delegation }) {
    if (!isRecord(delegation)) return noFindings;
    const missing = ['required', 'type'].filter((key) => field(delegation, key) === undefined);
    return missing.length === 0
      ? noFindings
      : [{ pointer: '/dataPrincipal/delegation', messageId: 'incomplete', data: { missing } }];
  },
});
