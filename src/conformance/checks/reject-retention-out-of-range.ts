/** reject-retention-out-of-range: 12 months is past the month range (1 to 11). */
import { cite } from '../cite.js';
import { rejectionCheck } from './rejection.js';

/** The check. */
export const rejectRetentionOutOfRange = rejectionCheck({
  id: 'reject-retention-out-of-range',
  title: 'A retention of 12 months is rejected: 400, a problem body with retention-range at the duration',
  why: `df-interface.md §2.1 retention and §8 Limits: 1 to 11 for unit month; ${cite.invalid}`,
  change: 'a retention of 12 months',
  breakPayload: (p) => {
    p.content.languages[0].purposes[0].retention = { duration: 12, unit: 'month' };
    return p;
  },
  code: 'retention-range',
  pointer: '/content/languages/0/purposes/0/retention/duration',
});
