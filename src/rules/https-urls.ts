import { defineRule, type Finding } from './rule.js';
import { valuesAtPattern } from './pointer-pattern.js';
import { urlFields } from '../../generated/consent-request-fields.js';
import type { ConsentRequestView } from './payload-view.js';

export const httpsUrls = defineRule<ConsentRequestView>({
  id: 'https-urls',
  severity: 'warning',
  description: 'The notice\'s addresses (logo, privacyPolicyUrl, termsOfServiceUrl) use https.',
  rationale:
    'The consent page is served over https; a plain-http logo is blocked as mixed content and a plain-http policy link can be altered in transit.',
  messages: { insecure: '{field} uses {scheme}: rather than https:; serve it over https' },
  check({ root }) {
    const findings: Finding[] = [];
    for (const pattern of urlFields) {
      for (const { pointer, value } of valuesAtPattern(root, pattern)) {
        if (typeof value !== 'string' || !URL.canParse(value)) continue;
        const scheme = new URL(value).protocol.slice(0, -1);
        if (scheme === 'https') continue;
        findings.push({ pointer, messageId: 'insecure', data: { field: pattern.slice(pattern.lastIndexOf('/') + 1), scheme } });
      }
    }
    return findings;
  },
});
