import { defineRule, type Finding } from './rule.js';
import { languagePointer, field, type ConsentRequestView } from './payload-view.js';

/** Verdicts already reached: a handful of tags recur in every payload. Bounded. */
const verdicts = new Map<string, boolean>();
const maxVerdicts = 512;

/** Well-formedness as the platform's Intl judges it (RFC 5646 via ECMA-402). */
function isWellFormedTag(tag: string): boolean {
  const known = verdicts.get(tag);
  if (known !== undefined) return known;
  let wellFormed = true;
  try {
    Intl.getCanonicalLocales(tag);
  } catch {
    wellFormed = false;
  }
  if (verdicts.size >= maxVerdicts) verdicts.clear();
  verdicts.set(tag, wellFormed);
  return wellFormed;
}

export const languageTag = defineRule<ConsentRequestView>({
  id: 'language-tag',
  severity: 'warning',
  description: 'lang and defaultLanguage are well-formed BCP 47 language tags.',
  rationale:
    'The consent manager and browsers pick fonts, direction and plural rules by tag. Use tags such as en, hi, ta or en-IN (a hyphen, never an underscore).',
  messages: { malformed: '"{tag}" is not a well-formed BCP 47 language tag (for example en, hi, ta or en-IN)' },
  check({ content, languages }) {
    const findings: Finding[] = [];
    const judge = (tag: unknown, pointer: () => string): void => {
      // Blank text is non-blank-text's finding.
      if (typeof tag !== 'string' || tag.trim() === '' || isWellFormedTag(tag)) return;
      findings.push({ pointer: pointer(), messageId: 'malformed', data: { tag } });
    };
    judge(field(content, 'defaultLanguage'), () => '/content/defaultLanguage');
    for (const l of languages) judge(l.lang, () => `${languagePointer(l)}/lang`);
    return findings;
  },
});
