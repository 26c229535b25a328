import { defineRule, type Finding } from './rule.js';
import { own, type ConsentRequestView } from './payload-view.js';

/** Well-formedness as the platform's Intl judges it (RFC 5646 via ECMA-402). */
function isWellFormedTag(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

export const languageTag = defineRule<ConsentRequestView>({
  id: 'language-tag',
  severity: 'warning',
  description: 'lang and defaultLanguage are well-formed BCP 47 language tags.',
  rationale:
    'The consent manager and browsers pick fonts, direction and plural rules by tag. Use tags such as en, hi, ta or en-IN (a hyphen, never an underscore).',
  messages: { malformed: '"{tag}" is not a well-formed BCP 47 language tag (for example en, hi, ta or en-IN)' },
  check({ content, languages }) {
    const candidates = [
      { pointer: '/content/defaultLanguage', tag: own(content, 'defaultLanguage') },
      ...languages.map((l) => ({ pointer: `${l.pointer}/lang`, tag: l.lang })),
    ];
    const findings: Finding[] = [];
    for (const { pointer, tag } of candidates) {
      // Blank text is non-blank-text's finding.
      if (typeof tag !== 'string' || tag.trim() === '' || isWellFormedTag(tag)) continue;
      findings.push({ pointer, messageId: 'malformed', data: { tag } });
    }
    return findings;
  },
});
