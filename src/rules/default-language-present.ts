import { defineRule, noFindings } from './utils/rule.js';
import { sameTag, type ConsentRequestView } from './utils/payload-view.js';

export const defaultLanguagePresent = defineRule<ConsentRequestView>({
  id: 'default-language-present',
  severity: 'warning',
  description: 'defaultLanguage is one of the lang codes in content.languages.',
  rationale:
    'The notice opens in defaultLanguage; if no language entry has that code, the consent manager has nothing to show first. Tags compare case-insensitively.',
  messages: {
    absent: 'defaultLanguage "{defaultLanguage}" is not among the notice\'s languages ({langs}); use one of them',
  },
  check({ defaultLanguage, languages }) {
    if (typeof defaultLanguage !== 'string' || defaultLanguage.trim() === '') return noFindings;
    for (const l of languages) if (typeof l.lang === 'string' && sameTag(l.lang, defaultLanguage)) return noFindings;
    const langs = languages.flatMap((l) => (typeof l.lang === 'string' ? [l.lang] : []));
    if (langs.length === 0) return noFindings;
    return [{ pointer: '/content/defaultLanguage', messageId: 'absent', data: { defaultLanguage, langs } }];
  },
});
