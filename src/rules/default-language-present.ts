import { defineRule, noFindings } from './utils/rule.js';
import { requiredTextKnownFilled, sameTag, type ConsentRequestView } from './utils/payload-view.js';

export const defaultLanguagePresent = defineRule<ConsentRequestView>({
  id: 'default-language-present',
  severity: 'warning',
  description: 'defaultLanguage is one of the lang codes in content.languages.',
  rationale:
    'The notice opens in defaultLanguage; if no language entry has that code, the consent manager has nothing to show first. Tags compare case-insensitively.',
  messages: {
    absent: 'defaultLanguage "{defaultLanguage}" is not among the notice\'s languages ({langs}); use one of them',
  },
  check(view) {
    const { root, defaultLanguage, languages } = view;
    // Blank is non-blank-text's finding; the trim is not needed when the pipeline knows the text filled.
    if (typeof defaultLanguage !== 'string' || (!requiredTextKnownFilled(view) && defaultLanguage.trim() === ''))
      return noFindings;
    for (const l of languages) if (typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage)) return noFindings;
    // An entry that is not an object, or whose lang is not a string, may be the default one: the
    // schema reports that value, and this rule cannot tell.
    // (Optional chaining reads a member of any JSON value without throwing: primitives have none.)
    const entries = (root as { content?: { languages?: unknown } } | null)?.content?.languages;
    if (Array.isArray(entries) && languages.length !== entries.length) return noFindings;
    if (languages.some((l) => typeof l.lang !== 'string')) return noFindings;
    const langs = languages.map((l) => l.lang);
    if (langs.length === 0) return noFindings;
    return [{ pointer: '/content/defaultLanguage', messageId: 'absent', data: { defaultLanguage, langs } }];
  },
});
