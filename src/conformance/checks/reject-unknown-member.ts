/** reject-unknown-member: attributes that are not in the schema must not be sent. */
import { cite } from '../cite.js';
import { rejectionCheck } from './rejection.js';

/** The check. */
export const rejectUnknownMember = rejectionCheck({
  id: 'reject-unknown-member',
  title:
    'An attribute the schema does not define is rejected: 400, a problem body with schema/additionalProperties at it',
  why: `df-interface.md §2.1: attributes that are not in the schema must not be sent; ${cite.invalid}`,
  change: 'an extra member /service/conformanceExtra',
  breakPayload: (p) => {
    p.service.conformanceExtra = 'not in the schema';
    return p;
  },
  code: 'schema/additionalProperties',
  pointer: '/service/conformanceExtra',
});
