import { defineRule, noFindings } from './rule.js';
import { field } from './payload-view.js';

export const recordRedirectUrl = defineRule<unknown>({
  id: 'record-redirect-url',
  severity: 'error',
  description: "A record's redirectUrl is {base_url}/consent?cr_id=<crId> with the record's own crId.",
  rationale:
    'The Data Fiduciary opens redirectUrl to show this consent request; a URL for another request, or not a consent page, would show the Data Principal the wrong notice.',
  messages: {
    notConsentPage: 'redirectUrl does not end in /consent; expected {base_url}/consent?cr_id={crId}',
    crIdMissing: 'redirectUrl has no cr_id query parameter; expected {base_url}/consent?cr_id={crId}',
    crIdMismatch: 'redirectUrl names cr_id "{actual}" but the record\'s crId is "{crId}"',
  },
  check(record) {
    const redirectUrl = field(record, 'redirectUrl');
    const crId = field(record, 'crId');
    if (typeof redirectUrl !== 'string' || typeof crId !== 'string' || !URL.canParse(redirectUrl)) return noFindings;
    const url = new URL(redirectUrl);
    const pointer = '/redirectUrl';
    if (!/\/consent\/?$/.test(url.pathname)) return [{ pointer, messageId: 'notConsentPage', data: { crId } }];
    const actual = url.searchParams.get('cr_id');
    if (actual === null) return [{ pointer, messageId: 'crIdMissing', data: { crId } }];
    return actual === crId ? noFindings : [{ pointer, messageId: 'crIdMismatch', data: { crId, actual } }];
  },
});
