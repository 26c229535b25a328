import { defineRule, noFindings } from './utils/rule.js';
import type { ConsentRequestView } from './utils/payload-view.js';

/** The consent-request schema version this package implements. */
export const knownVersion = '1';

export const knownVersionRule = defineRule<ConsentRequestView>({
  id: 'known-version',
  severity: 'warning',
  description: `version is "${knownVersion}", the schema version this package knows.`,
  rationale:
    'The interface accepts any version string, but only version 1 is defined; a payload that names another version may be judged by rules it was not written for.',
  messages: {
    unknown: `version "{version}" is not a known schema version; this package knows version ${knownVersion}`,
  },
  check({ version }) {
    if (typeof version !== 'string' || version === '' || version === knownVersion) return noFindings;
    return [{ pointer: '/version', messageId: 'unknown', data: { version } }];
  },
});
