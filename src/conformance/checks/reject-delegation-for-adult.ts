/** reject-delegation-for-adult: delegation is sent only for a MINOR. */
import { cite } from '../cite.js';
import { rejectionCheck } from './rejection.js';

/** The check. */
export const rejectDelegationForAdult = rejectionCheck({
  id: 'reject-delegation-for-adult',
  title:
    'Delegation for an ADULT is rejected: 400, a problem body with delegation-only-for-minor at /dataPrincipal/delegation',
  why: `df-interface.md §2.1 dataPrincipal rules: delegation is sent only when subjectType is MINOR; ${cite.invalid}`,
  change: 'subjectType ADULT with delegation',
  breakPayload: (p) => {
    p.dataPrincipal = { ...p.dataPrincipal, subjectType: 'ADULT', delegation: { required: true, type: 'PARENT' } };
    return p;
  },
  code: 'delegation-only-for-minor',
  pointer: '/dataPrincipal/delegation',
});
