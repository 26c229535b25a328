import { defineRule, noFindings } from './utils/rule.js';
import { keywordViolations } from './utils/keyword-violations.js';
import { validateUrlsUseHttps } from '../../generated/validators.js';
import type { ConsentRequestView } from './utils/payload-view.js';
import { isUri, urlScheme } from '../schema/formats.js';

export const httpsUrls = defineRule<ConsentRequestView>({
  id: 'https-urls',
  severity: 'warning',
  description:
    "The notice's web addresses (logo, privacyPolicyUrl, termsOfServiceUrl) use https: rather than plain http:.",
  rationale:
    'The consent page is served over https; a plain-http logo is blocked as mixed content and a plain-http policy link can be altered in transit.',
  messages: { insecure: '{field} uses http: rather than https:; serve it over https' },
  // The fields are the schema's format-uri fields, picked and compiled by scripts/generate.
  check({ root }) {
    const violations = keywordViolations(validateUrlsUseHttps, 'httpsScheme', root);
    if (violations.length === 0) return noFindings;
    return violations.flatMap(({ pointer, value, field }) => {
      // Other schemes are url-scheme's findings (an error); text that is no URL, the schema's.
      if (typeof value !== 'string' || urlScheme(value) !== 'http' || !isUri(value)) return noFindings;
      return [{ pointer, messageId: 'insecure', data: { field } }];
    });
  },
});
