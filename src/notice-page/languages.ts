/** Which languages the switcher lists, in which order, and which one the page shows. */
import type { LanguageEntry } from '../../generated/types.js';

/** The default language first, then the others in payload order. */
export function switcherOrder(languages: readonly LanguageEntry[], defaultLanguage: string): LanguageEntry[] {
  const first = languages.filter((l) => l.lang === defaultLanguage);
  return [...first, ...languages.filter((l) => l.lang !== defaultLanguage)];
}

/** The requested language when the notice has it, else the default language, else the first. */
export function pickLanguage(
  languages: readonly LanguageEntry[],
  defaultLanguage: string,
  requested: string | null,
): LanguageEntry {
  const ordered = switcherOrder(languages, defaultLanguage);
  return ordered.find((l) => l.lang === requested) ?? (ordered[0] as LanguageEntry);
}

/** Right-to-left scripts, so that such a notice reads the right way. */
export function direction(lang: string): 'rtl' | 'ltr' {
  return /^(ar|fa|he|ur|ps|sd|ug|yi|dv|ckb)(-|$)/i.test(lang) ? 'rtl' : 'ltr';
}
