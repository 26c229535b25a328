import { defineRule, noFindings, type Finding } from './utils/rule.js';
import { languagePointer, requiredTextKnownFilled, type ConsentRequestView } from './utils/payload-view.js';

/**
 * Verdicts already reached: a handful of tags recur in every payload. Bounded in count and in
 * size: only tags up to 35 characters (RFC 5646's practical maximum) are remembered, so a hostile
 * megabyte of "tag" is judged and forgotten, never kept alive by the cache.
 */
const verdicts = new Map<string, boolean>();
const maxVerdicts = 512;
const maxRememberedTag = 35;

/** An ASCII letter, either case: `c | 32` folds A-Z onto a-z and nothing else onto a-z. */
const isAsciiLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122;

/**
 * A tag that is a language subtag alone, two or three ASCII letters (en, hi, ta, brx, kok): always
 * well-formed, as ECMA-402's unicode_language_subtag is 2 to 3 or 5 to 8 letters. The tags of
 * almost every payload, judged without a lookup in the cache below (a test holds the shortcut to
 * what Intl says).
 */
export function isBareLanguageSubtag(tag: string): boolean {
  const length = tag.length;
  return (
    (length === 2 || length === 3) &&
    isAsciiLetter(tag.charCodeAt(0)) &&
    isAsciiLetter(tag.charCodeAt(1)) &&
    (length === 2 || isAsciiLetter(tag.charCodeAt(2)))
  );
}

/**
 * Well-formedness as the platform's Intl judges it: a Unicode BCP 47 locale identifier (ECMA-402).
 * Grandfathered and private-use tags (i-klingon, x-private, en-GB-oed) are not locale identifiers
 * and are reported, as they are no language a notice can be shown in.
 */
export function isWellFormedTag(tag: string): boolean {
  if (isBareLanguageSubtag(tag)) return true;
  const known = verdicts.get(tag);
  if (known !== undefined) return known;
  let wellFormed = true;
  try {
    Intl.getCanonicalLocales(tag);
  } catch {
    wellFormed = false;
  }
  if (tag.length <= maxRememberedTag) {
    if (verdicts.size >= maxVerdicts) verdicts.clear();
    verdicts.set(tag, wellFormed);
  }
  return wellFormed;
}

/**
 * A string that is not a well-formed tag; blank text is non-blank-text's finding. `filled`: the
 * pipeline already knows every required text (lang and defaultLanguage among them) holds more than
 * white space, so the trim is not needed.
 */
const isMalformed = (tag: unknown, filled: boolean): boolean =>
  typeof tag === 'string' && (filled || tag.trim() !== '') && !isWellFormedTag(tag);

export const languageTag = defineRule<ConsentRequestView>({
  id: 'language-tag',
  severity: 'warning',
  description: 'lang and defaultLanguage are well-formed BCP 47 language tags.',
  rationale:
    'The consent manager and browsers pick fonts, direction and plural rules by tag. Use tags such as en, hi, ta or en-IN (a hyphen, never an underscore).',
  messages: {
    malformed: '"{tag}" is not a well-formed language tag (a BCP 47 locale identifier such as en, hi, ta or en-IN)',
  },
  check(view) {
    const { defaultLanguage, languages } = view;
    const filled = requiredTextKnownFilled(view);
    let findings: Finding[] | undefined;
    if (isMalformed(defaultLanguage, filled)) {
      (findings ??= []).push({
        pointer: '/content/defaultLanguage',
        messageId: 'malformed',
        data: { tag: defaultLanguage },
      });
    }
    for (const l of languages) {
      if (isMalformed(l.lang, filled))
        (findings ??= []).push({
          pointer: `${languagePointer(l)}/lang`,
          messageId: 'malformed',
          data: { tag: l.lang },
        });
    }
    return findings ?? noFindings;
  },
});
