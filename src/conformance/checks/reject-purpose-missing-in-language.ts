/** reject-purpose-missing-in-language: every language lists the same purposes. */
import { cite } from '../cite.js';
import { rejectionCheck } from './rejection.js';

/** The check. */
export const rejectPurposeMissingInLanguage = rejectionCheck({
  id: 'reject-purpose-missing-in-language',
  title:
    'A purpose missing in one language is rejected: 400, a problem body with same-purposes-in-every-language at that language',
  why: `df-interface.md §2.1: the same purposes (same purposeId values) are repeated in each language entry; ${cite.invalid}`,
  change: 'a second purpose in English only',
  breakPayload: (p) => {
    const english = p.content.languages[0];
    english.purposes.push({ ...structuredClone(english.purposes[0]), purposeId: 'conformance-english-only' });
    return p;
  },
  code: 'same-purposes-in-every-language',
  pointer: '/content/languages/1',
});
