import { defineRule, noFindings } from './utils/rule.js';
import { field } from './utils/payload-view.js';
import { isSecureOrLoopback } from '../loopback.js';
import { isUri } from '../schema/formats.js';
import { describeValue } from '../describe-value.js';

export const recordRedirectUrl = defineRule<unknown>({
  id: 'record-redirect-url',
  severity: 'error',
  enforcedByService: true,
  description: "A record's redirectUrl is an https address {base_url}/consent?cr_id=<crId> with the record's own crId.",
  rationale:
    "The Data Fiduciary opens redirectUrl in the Data Principal's browser: it must be served over https (http: only on a loopback host, such as the sandbox), and a URL for another request, or not a consent page, would show the wrong notice.",
  messages: {
    unparseable:
      'redirectUrl {value} is not an absolute URL a browser can open; expected {base_url}/consent?cr_id={crId}',
    insecureScheme:
      "redirectUrl uses {scheme}: where https: is expected (http: only on a loopback host); it is opened in the Data Principal's browser",
    notConsentPage: 'redirectUrl does not end in /consent; expected {base_url}/consent?cr_id={crId}',
    crIdMissing: 'redirectUrl has no cr_id query parameter; expected {base_url}/consent?cr_id={crId}',
    crIdMismatch: 'redirectUrl names cr_id "{actual}" but the record\'s crId is "{crId}"',
  },
  // The schema's format says "not a valid absolute URI"; this rule says what was expected.
  supersedes: ['schema/format'],
  check(record) {
    const redirectUrl = field(record, 'redirectUrl');
    const crId = field(record, 'crId');
    if (typeof redirectUrl !== 'string' || typeof crId !== 'string') return noFindings;
    const pointer = '/redirectUrl';
    if (!isUri(redirectUrl))
      return [{ pointer, messageId: 'unparseable', data: { value: describeValue(redirectUrl), crId } }];
    const url = new URL(redirectUrl);
    // A javascript:, data: or plain-http address would run or be altered in the user's browser.
    if (!isSecureOrLoopback(url))
      return [{ pointer, messageId: 'insecureScheme', data: { scheme: url.protocol.slice(0, -1) } }];
    if (!/\/consent\/?$/.test(url.pathname)) return [{ pointer, messageId: 'notConsentPage', data: { crId } }];
    const actual = url.searchParams.get('cr_id');
    if (actual === null) return [{ pointer, messageId: 'crIdMissing', data: { crId } }];
    return actual === crId ? noFindings : [{ pointer, messageId: 'crIdMismatch', data: { crId, actual } }];
  },
});
