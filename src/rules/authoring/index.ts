/**
 * consent-contract/rules: the kit to write a team's own rules the way the built-in ones are
 * written. `defineRule` types a rule; the payload view and its helpers read an untrusted payload
 * without throwing (`root` is the payload as given); `testRule` tests a rule from a table of cases.
 * Give the rules to `customRules` of consent-contract.config.mjs or of createConsentRequestValidator.
 */
export { defineRule, noFindings } from '../utils/rule.js';
export type { Finding, Rule } from '../utils/rule.js';
export {
  viewConsentRequest,
  field,
  list,
  isRecord,
  languageName,
  languagePointer,
  purposePointer,
  categoryPointer,
  referenceLanguage,
  sameTag,
} from '../utils/payload-view.js';
export type { ConsentRequestView, LanguageView, JsonRecord } from '../utils/payload-view.js';
export { testRule, examplePayload } from './test-rule.js';
export type { RuleCase, TestRunner, Json } from './test-rule.js';
export { consentRequestRules, dpdpRules } from '../index.js';
export { eighthScheduleLanguages, english, noticeLanguageSources } from '../data/notice-languages.js';
export type { NoticeLanguage } from '../data/notice-languages.js';
