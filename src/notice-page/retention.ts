/** Retention in the page's language: "6 months", "2 years", "6 महीने". */
import { retentionText } from '../rules/utils/retention-text.js';

/** Uses Intl's unit formatting for the language; falls back to English words for an unusable tag. */
export function retentionLabel(duration: number, unit: string, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(duration);
  } catch {
    return retentionText(duration, unit);
  }
}
