/** reject-null-value: null values must not be sent. */
import { cite } from '../cite.js';
import { rejectionCheck } from './rejection.js';

/** The check. */
export const rejectNullValue = rejectionCheck({
  id: 'reject-null-value',
  title: 'A null value is rejected: 400, a problem body with schema/type at it',
  why: `df-interface.md §2.1: null values must not be sent; ${cite.invalid}`,
  change: 'content.company.companyName null',
  breakPayload: (p) => {
    p.content.company.companyName = null;
    return p;
  },
  code: 'schema/type',
  pointer: '/content/company/companyName',
});
