/** The rule registries, in the order their diagnostics are reported. */
import type { Rule } from './utils/rule.js';
import type { ConsentRequestView } from './utils/payload-view.js';
import { delegationOnlyForMinor } from './delegation-only-for-minor.js';
import { retentionRange } from './retention-range.js';
import { samePurposesInEveryLanguage } from './same-purposes-in-every-language.js';
import { delegationComplete } from './delegation-complete.js';
import { minorWithoutDelegation } from './minor-without-delegation.js';
import { defaultLanguagePresent } from './default-language-present.js';
import { uniqueLanguageCodes } from './unique-language-codes.js';
import { uniquePurposeIds } from './unique-purpose-ids.js';
import { uniqueCategoryIds } from './unique-category-ids.js';
import { consistentTranslations } from './consistent-translations.js';
import { languageTag } from './language-tag.js';
import { dpHashNotPersonalData } from './dp-hash-not-personal-data.js';
import { urlSchemeRule } from './url-scheme.js';
import { httpsUrls } from './https-urls.js';
import { nonBlankText } from './non-blank-text.js';
import { knownVersionRule } from './known-version.js';
import { recordRedirectUrl } from './record-redirect-url.js';
import { dpdpLanguage } from './dpdp-language.js';

/** Rules of the Consent Request payload: errors first, then warnings. */
export const consentRequestRules: ReadonlyArray<Rule<ConsentRequestView>> = [
  delegationOnlyForMinor,
  retentionRange,
  samePurposesInEveryLanguage,
  urlSchemeRule,
  delegationComplete,
  minorWithoutDelegation,
  defaultLanguagePresent,
  uniqueLanguageCodes,
  uniquePurposeIds,
  uniqueCategoryIds,
  consistentTranslations,
  languageTag,
  dpHashNotPersonalData,
  httpsUrls,
  nonBlankText,
  knownVersionRule,
];

/**
 * Rules of the Consent Request payload grounded in India's DPDP Act and Rules: off by default,
 * switched on by the `dpdp` preset of a configuration (src/config/presets.ts).
 */
export const dpdpRules: ReadonlyArray<Rule<ConsentRequestView>> = [dpdpLanguage];

/** Rules of the Consent Request record returned by creation. */
export const consentRequestRecordRules: ReadonlyArray<Rule<unknown>> = [recordRedirectUrl];
